// Every enhancement by name: adding one is a module here and a line in this list.
import { ENHANCE_ATTRIBUTE, type Enhancement } from './enhancement';
import { cardEntrance } from './cardEntrance';
import { headerMenus } from './headerMenus';
import { supportTiles } from './supportTiles';

export const enhancements = { cardEntrance, headerMenus, supportTiles } satisfies Record<
  string,
  Enhancement
>;

export type EnhancementName = keyof typeof enhancements;

/** The attribute marking an element for the enhancement `name`, to spread onto it. */
export const enhanceAttributes = (name: EnhancementName) => ({ [ENHANCE_ATTRIBUTE]: name });

/** Runs each enhancement on the elements marked for it; one that fails leaves the others working. */
export function runEnhancements(root: ParentNode = document): void {
  for (const element of root.querySelectorAll<HTMLElement>(`[${ENHANCE_ATTRIBUTE}]`)) {
    const name = element.getAttribute(ENHANCE_ATTRIBUTE) as EnhancementName;
    try {
      const enhancement: Enhancement | undefined = enhancements[name];
      if (!enhancement) throw new Error(`No enhancement named ${name}`);
      enhancement(element);
    } catch (error: unknown) {
      console.error(`The ${name} enhancement could not start`, error);
    }
  }
}

import { createElement, type ComponentType } from 'react';

/**
 * A component the browser hydrates on a public page. Its name is its file name under
 * islands/hydrated/: the prerender writes the name into the page, the browser loads that file.
 */
export type IslandComponent<P extends object> = ComponentType<P> & { islandName: string };

/** When the browser hydrates an island: at once, or when it comes near the viewport. */
export type HydrateWhen = 'load' | 'visible';

export function defineIsland<P extends object>(
  islandName: string,
  component: ComponentType<P>,
): IslandComponent<P> {
  return Object.assign((props: P) => createElement(component, props), { islandName });
}

/** The element an island is rendered into, and what the browser needs to hydrate it. */
export const islandAttributes = {
  name: 'data-island',
  props: 'data-island-props',
  when: 'data-island-when',
} as const;

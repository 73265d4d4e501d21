// The disability support worker page's tiles, in plain DOM: six toggle buttons and the section
// they switch, with no route change. Every tile's section is in the prerendered HTML, the first
// shown; the markup is features/services/SupportTiles.tsx.

/** The attributes SupportTiles.tsx puts on its buttons and sections, each naming its tile. */
export const supportTilesHooks = { tile: 'data-tile', section: 'data-tile-section' } as const;

/** Pressing a tile marks it pressed (aria-pressed) and shows its section alone. */
export function supportTiles(element: HTMLElement): void {
  const tiles = [...element.querySelectorAll<HTMLButtonElement>(`[${supportTilesHooks.tile}]`)];
  const sections = [...element.querySelectorAll<HTMLElement>(`[${supportTilesHooks.section}]`)];
  for (const tile of tiles) {
    tile.addEventListener('click', () => {
      const chosen = tile.getAttribute(supportTilesHooks.tile);
      for (const each of tiles) each.setAttribute('aria-pressed', String(each === tile));
      for (const section of sections) {
        section.hidden = section.getAttribute(supportTilesHooks.section) !== chosen;
      }
    });
  }
}

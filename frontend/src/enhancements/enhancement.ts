/**
 * A part of a public page made interactive by a few lines of plain DOM code instead of a React
 * island: the header's menus, the support tiles. The prerender marks its element with
 * `data-enhance="<name>"` (enhanceAttributes in ./index.ts), and the page's script runs the
 * enhancement of that name on it at once, so these pages load no framework.
 */
export type Enhancement = (element: HTMLElement) => void;

export const ENHANCE_ATTRIBUTE = 'data-enhance';
/** Set on <html> once every enhancement of the page has run (the browser tests wait for it). */
export const ENHANCED_ATTRIBUTE = 'data-enhanced';

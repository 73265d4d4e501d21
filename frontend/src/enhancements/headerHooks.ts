/** The attributes the header's markup (components/layout) carries for headerMenus.ts. */
export const headerHooks = {
  /** A dropdown's <li>, holding its trigger and its panel. */
  dropdown: 'data-dropdown',
  dropdownTrigger: 'data-dropdown-trigger',
  /** The phone menu's wrapper, holding the hamburger button and the <dialog>. */
  mobileMenu: 'data-mobile-menu',
  menuOpen: 'data-menu-open',
  menuClose: 'data-menu-close',
  /** A collapsible group of links in the phone menu. */
  menuSection: 'data-menu-section',
} as const;

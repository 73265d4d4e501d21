// The header's dropdowns (from 1024 px) and the phone's slide-in menu, in plain DOM: they are on
// every public page, and most public pages need no other script. The markup, and how it looks,
// is the prerendered HTML of components/layout (DesktopNav, NavDropdown, MobileMenu); this only
// opens and closes it. Hooks into the markup are the data attributes of headerHooks.
import { headerHooks } from './headerHooks';

/** Where the inline header takes over (the lg breakpoint): the menu closes if the window widens. */
const WIDE_SCREEN = '(min-width: 1024px)';
const FOCUSABLE = 'a[href], button:not([disabled])';

/** Shows or hides the element a disclosure button controls, saying so with aria-expanded. */
function setExpanded(button: HTMLElement, expanded: boolean): void {
  button.setAttribute('aria-expanded', String(expanded));
  const controlled = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (controlled) controlled.hidden = !expanded;
}

const isExpanded = (button: HTMLElement) => button.getAttribute('aria-expanded') === 'true';

/**
 * A header entry opening a panel of links (the disclosure navigation pattern). It closes on
 * Escape inside it (focus goes back to its button), a click or tap outside it, focus moving out
 * of it, and when the visitor leaves the page (the back/forward cache must not show it open).
 */
function dropdown(item: HTMLElement): void {
  const trigger = item.querySelector<HTMLButtonElement>(`[${headerHooks.dropdownTrigger}]`);
  if (!trigger) throw new Error('A header dropdown has no trigger');
  const close = () => setExpanded(trigger, false);
  trigger.addEventListener('click', () => setExpanded(trigger, !isExpanded(trigger)));
  item.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !isExpanded(trigger)) return;
    event.preventDefault();
    close();
    trigger.focus();
  });
  item.addEventListener('focusout', (event) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !item.contains(next)) close();
  });
  document.addEventListener('pointerdown', (event) => {
    if (event.target instanceof Node && !item.contains(event.target)) close();
  });
  window.addEventListener('pagehide', close);
}

/** Keeps Tab and Shift+Tab inside the open menu, wrapping round at either end. */
function trapTab(dialog: HTMLDialogElement, event: KeyboardEvent): void {
  if (event.key !== 'Tab') return;
  const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.offsetParent !== null,
  );
  const first = focusable[0];
  const last = focusable.at(-1);
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last?.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first?.focus();
  }
}

/**
 * Below 1024 px: the hamburger button opens a modal <dialog>, so the page behind is inert and
 * Escape closes it; Tab wraps round inside it, and focus goes back to the button when it closes.
 */
function mobileMenu(root: HTMLElement): void {
  const opener = root.querySelector<HTMLButtonElement>(`[${headerHooks.menuOpen}]`);
  const dialog = root.querySelector('dialog');
  if (!opener || !dialog) throw new Error('The header menu has no button or dialog');
  const close = () => {
    if (dialog.open) dialog.close();
  };
  opener.addEventListener('click', () => {
    dialog.showModal();
    opener.setAttribute('aria-expanded', 'true');
  });
  dialog.addEventListener('close', () => {
    opener.setAttribute('aria-expanded', 'false');
    opener.focus();
  });
  dialog.addEventListener('keydown', (event) => trapTab(dialog, event));
  for (const button of dialog.querySelectorAll<HTMLButtonElement>(`[${headerHooks.menuClose}]`)) {
    button.addEventListener('click', close);
  }
  for (const section of dialog.querySelectorAll<HTMLButtonElement>(
    `[${headerHooks.menuSection}]`,
  )) {
    section.addEventListener('click', () => setExpanded(section, !isExpanded(section)));
  }
  window.matchMedia(WIDE_SCREEN).addEventListener('change', (event) => {
    if (event.matches) close();
  });
  window.addEventListener('pagehide', close);
}

/** Makes the header's navigation (the element marked with its enhancement) work. */
export function headerMenus(element: HTMLElement): void {
  for (const item of element.querySelectorAll<HTMLElement>(`[${headerHooks.dropdown}]`)) {
    dropdown(item);
  }
  const menu = element.querySelector<HTMLElement>(`[${headerHooks.mobileMenu}]`);
  if (menu) mobileMenu(menu);
}

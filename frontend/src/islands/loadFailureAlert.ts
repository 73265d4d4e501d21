// Plain DOM, because it speaks when React and the islands' code could not be loaded: the same
// message as components/ContactDetailsAlert.tsx, styled by the same theme rule.
import { telHref } from '../../../schema/contract/phoneNumbers';
import { siteConfig } from '../../../schema/contract/siteConfig';
import { islandFailureText as text } from '../content/islandFailure';

const shown = new WeakMap<Element, HTMLElement>();

function link(href: string, label: string): HTMLAnchorElement {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.textContent = label;
  return anchor;
}

/**
 * Tells the visitor, right after `island`, that what they did there did not happen and how to
 * reach the provider instead, and moves focus to it so that it is seen and read out.
 */
export function showLoadFailure(island: Element): void {
  let alert = shown.get(island);
  if (!alert) {
    alert = document.createElement('p');
    alert.setAttribute('role', 'alert');
    alert.setAttribute('data-contact-alert', '');
    alert.tabIndex = -1;
    alert.append(
      `${text.notLoaded} ${text.callUs} `,
      link(telHref(siteConfig.phone.display), siteConfig.phone.display),
      ` ${text.orEmail} `,
      link(`mailto:${siteConfig.email}`, siteConfig.email),
      '.',
    );
    // After the island, not inside it: React would take anything inside for its own markup.
    island.after(alert);
    shown.set(island, alert);
  }
  alert.focus();
}

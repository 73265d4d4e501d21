// Keeps <head> in step with the route in the browser, after client-side navigation.
import { siteConfig } from '../../../schema/contract/siteConfig';
import type { RouteHead } from './routeHead';

/** The <meta> and <link> elements a route sets, as [selector attribute, key, value]. */
export function headEntries(head: RouteHead): [attribute: string, key: string, value?: string][] {
  return [
    ['name', 'description', head.description],
    ['name', 'robots', head.noindex ? 'noindex' : undefined],
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', siteConfig.providerName],
    ['property', 'og:locale', 'en_AU'],
    ['property', 'og:title', head.title],
    ['property', 'og:description', head.description],
    ['property', 'og:url', head.canonicalUrl],
  ];
}

export function applyDocumentHead(head: RouteHead): void {
  document.title = head.title;
  for (const [attribute, key, value] of headEntries(head)) {
    upsert('meta', `meta[${attribute}="${key}"]`, { [attribute]: key }, 'content', value);
  }
  upsert('link', 'link[rel="canonical"]', { rel: 'canonical' }, 'href', head.canonicalUrl);
}

function upsert(
  tag: 'meta' | 'link',
  selector: string,
  identity: Record<string, string>,
  valueAttribute: string,
  value: string | undefined,
): void {
  let element = document.head.querySelector(selector);
  if (value === undefined) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement(tag);
    for (const [name, attributeValue] of Object.entries(identity)) {
      element.setAttribute(name, attributeValue);
    }
    document.head.append(element);
  }
  element.setAttribute(valueAttribute, value);
}

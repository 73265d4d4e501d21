// The <head> markup of a prerendered page: title, meta description, robots or canonical, Open
// Graph tags and, for the provider's own pages, Organization structured data.
import { paths } from '../paths';
import { dialNumber } from '../../../schema/contract/phoneNumbers';
import { siteConfig } from '../../../schema/contract/siteConfig';
import { headEntries } from './documentHead';
import { absoluteUrl, type RouteHead } from './routeHead';

export function headTags(head: RouteHead): string {
  const tags = [`<title>${escapeHtml(head.title)}</title>`];
  for (const [attribute, key, value] of headEntries(head)) {
    if (value !== undefined) {
      tags.push(`<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`);
    }
  }
  if (head.canonicalUrl) {
    tags.push(`<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}" />`);
  }
  if (head.organization) tags.push(organizationJsonLd());
  return tags.join('\n    ');
}

function organizationJsonLd(): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: siteConfig.providerName,
    slogan: siteConfig.tagline,
    url: absoluteUrl(paths.home),
    logo: absoluteUrl(siteConfig.logos.primary.src),
    telephone: dialNumber(siteConfig.phone.display),
    email: siteConfig.email,
    taxID: siteConfig.abn,
  };
  // `<` escaped so no value can close the script element early.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/ld+json">${json}</script>`;
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

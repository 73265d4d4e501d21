// The server bundle: only the build's prerender step (../prerender.ts) loads it.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from './App';
import { paths } from './paths';
import { notFoundPage, outputFileFor, routes, type PageDefinition } from './routes';
import { siteConfig } from '../../schema/contract/siteConfig';

export interface PrerenderedPage {
  /** Path inside dist/, e.g. `home/index.html`. */
  file: string;
  /** Tags for <head>: title, description, canonical or robots, structured data. */
  head: string;
  /** The page's markup, to go inside #root. */
  html: string;
}

const NOT_FOUND_FILE = '404.html';

export function renderPages(): PrerenderedPage[] {
  return [
    ...routes.map((route) =>
      renderPage(outputFileFor(route.path), route.page, route.canonicalPath ?? route.path),
    ),
    renderPage(NOT_FOUND_FILE, notFoundPage),
  ];
}

export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl('/sitemap.xml')}\n`;
}

/** Every indexable route once, under its canonical URL. */
export function sitemapXml(): string {
  const urls = routes
    .filter((route) => !route.page.noindex && (route.canonicalPath ?? route.path) === route.path)
    .map((route) => `  <url><loc>${escapeHtml(absoluteUrl(route.path))}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

function renderPage(file: string, page: PageDefinition, canonicalPath?: string): PrerenderedPage {
  const html = renderToString(
    <StrictMode>
      <App page={page} />
    </StrictMode>,
  );
  return { file, head: headTags(page, canonicalPath), html };
}

function headTags(page: PageDefinition, canonicalPath: string | undefined): string {
  const tags = [
    `<title>${escapeHtml(page.meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(page.meta.description)}" />`,
  ];
  // A not-found page is served at any unknown URL, so it must neither be indexed nor claim one.
  if (page.noindex || canonicalPath === undefined) {
    tags.push('<meta name="robots" content="noindex" />');
  } else {
    tags.push(`<link rel="canonical" href="${escapeHtml(absoluteUrl(canonicalPath))}" />`);
  }
  if (page.structuredData === 'organization') tags.push(organizationJsonLd());
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
    telephone: siteConfig.phone.tel,
    email: siteConfig.email,
  };
  // `<` escaped so no value can close the script element early.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/ld+json">${json}</script>`;
}

function absoluteUrl(path: string): string {
  return new URL(path, siteConfig.siteUrl).href;
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

// `npm run bench` part: what a first visit to each measured page makes Chromium download until its
// islands are hydrated and the network is idle (scripts and stylesheets, gzip -9 as CloudFront
// would serve them, plus the critical CSS inlined in the page), and whether any of it is Apollo,
// Amplify or admin code, and whether React; and /login's files one by one. The browser tests assert
// the public pages' and /login's budgets with the same measure.
import { gzipSync } from 'node:zlib';
import { chromium, type Page, type Response } from 'playwright-core';
import { paths } from '../../frontend/src/paths';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/harness';
import { waitForHydration } from '../e2e/page-checks';
import { codePartsIn, REACT_DOM_MARKER, type CodePart } from '../support/codeMarkers';

const PHONE = { width: 375, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

/** Each page on a phone; the home page also on a desktop, where more of its islands are in view. */
export const PAGE_WEIGHT_VISITS = [
  { route: paths.root, viewport: PHONE, device: 'phone' },
  { route: paths.root, viewport: DESKTOP, device: 'desktop' },
  { route: paths.services, viewport: PHONE, device: 'phone' },
  { route: paths.disabilitySupportWorker, viewport: PHONE, device: 'phone' },
  { route: paths.occupationalTherapist, viewport: PHONE, device: 'phone' },
  { route: paths.careers, viewport: PHONE, device: 'phone' },
  { route: paths.privacy, viewport: PHONE, device: 'phone' },
  { route: paths.accessibility, viewport: PHONE, device: 'phone' },
  { route: '/no-such-page', viewport: PHONE, device: 'phone' },
  { route: paths.contact, viewport: PHONE, device: 'phone' },
  { route: paths.referral, viewport: PHONE, device: 'phone' },
  { route: paths.feedback, viewport: PHONE, device: 'phone' },
  { route: paths.opportunities, viewport: PHONE, device: 'phone' },
  { route: paths.login, viewport: PHONE, device: 'phone' },
];

export interface PageWeight {
  /** Each script by its path, gzip. */
  scripts: { path: string; gzip: number }[];
  jsFiles: number;
  jsGzip: number;
  cssFiles: number;
  /** Stylesheet files plus the page's inline <style> elements. */
  cssGzip: number;
  codeParts: CodePart[];
  /** Whether React DOM was among the scripts. */
  react: boolean;
}

const gzip = (body: Buffer) => gzipSync(body, { level: 9 }).length;
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** Opens `url` in a fresh page and measures what it loads until hydrated and idle. */
export async function measurePageWeight(page: Page, url: string): Promise<PageWeight> {
  const pending: Promise<{ type: string; path: string; body: Buffer }>[] = [];
  const onResponse = (response: Response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet') {
      const path = new URL(response.url()).pathname;
      pending.push(response.body().then((body) => ({ type, path, body })));
    }
  };
  page.on('response', onResponse);
  await page.goto(url);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  // Only what arrived until now counts, and its bodies are read while the page is open.
  page.off('response', onResponse);
  const inlineCss = await page.evaluate(() =>
    [...document.querySelectorAll('style')].map((style) => style.textContent).join(''),
  );
  const loaded = await Promise.all(pending);
  const scripts = loaded.filter((each) => each.type === 'script');
  const styles = loaded.filter((each) => each.type === 'stylesheet');
  const scriptsText = scripts.map((each) => each.body.toString('utf8')).join('\n');
  return {
    scripts: scripts.map((each) => ({ path: each.path, gzip: gzip(each.body) })),
    jsFiles: scripts.length,
    jsGzip: scripts.reduce((total, each) => total + gzip(each.body), 0),
    cssFiles: styles.length,
    cssGzip:
      styles.reduce((total, each) => total + gzip(each.body), 0) + gzip(Buffer.from(inlineCss)),
    codeParts: codePartsIn(scriptsText),
    react: scriptsText.includes(REACT_DOM_MARKER),
  };
}

export async function measurePageWeights(baseUrl: string): Promise<Record<string, string>[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const rows: Record<string, string>[] = [];
    for (const { route, viewport, device } of PAGE_WEIGHT_VISITS) {
      const page = await browser.newPage({ viewport });
      const weight = await measurePageWeight(page, new URL(route, baseUrl).href);
      await page.close();
      const loaded = (part: CodePart) => (weight.codeParts.includes(part) ? 'loaded' : 'no');
      rows.push({
        route,
        device,
        'JS files': String(weight.jsFiles),
        'JS gzip': kB(weight.jsGzip),
        'CSS files': String(weight.cssFiles),
        'CSS gzip (incl. inline)': kB(weight.cssGzip),
        React: weight.react ? 'loaded' : 'no',
        Apollo: loaded('apollo'),
        Amplify: loaded('amplify'),
        'admin code': loaded('admin'),
      });
    }
    return rows;
  } finally {
    await browser.close();
  }
}

/** The scripts a first visit to `route` loads on a phone, largest first, then their total (gzip). */
export async function measureScripts(
  baseUrl: string,
  route: string,
): Promise<Record<string, string>[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: PHONE });
    const weight = await measurePageWeight(page, new URL(route, baseUrl).href);
    const rows = [...weight.scripts]
      .sort((a, b) => b.gzip - a.gzip)
      .map(({ path, gzip: size }) => ({ script: path, gzip: kB(size) }));
    return [...rows, { script: `total (${weight.jsFiles} files)`, gzip: kB(weight.jsGzip) }];
  } finally {
    await browser.close();
  }
}

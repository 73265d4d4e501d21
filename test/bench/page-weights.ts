// `npm run bench` part: what a first visit to each measured page makes Chromium download before
// the network is idle (scripts and stylesheets, gzip -9 as CloudFront would serve them, plus the
// critical CSS inlined in the page), and whether any of it is Apollo, Amplify or admin code.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { paths } from '../../frontend/src/paths';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/harness';
import { codePartsIn } from '../support/codeMarkers';

export const PAGE_WEIGHT_ROUTES = [
  paths.root,
  paths.services,
  paths.contact,
  paths.opportunities,
  paths.login,
];
const MOBILE = { width: 375, height: 740 };

const gzip = (body: Buffer) => gzipSync(body, { level: 9 }).length;
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

export async function measurePageWeights(baseUrl: string): Promise<Record<string, string>[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const rows: Record<string, string>[] = [];
    for (const route of PAGE_WEIGHT_ROUTES) {
      const page = await browser.newPage({ viewport: MOBILE });
      const pending: Promise<{ type: string; body: Buffer }>[] = [];
      page.on('response', (response) => {
        const type = response.request().resourceType();
        if (type === 'script' || type === 'stylesheet') {
          pending.push(response.body().then((body) => ({ type, body })));
        }
      });
      await page.goto(new URL(route, baseUrl).href, { waitUntil: 'networkidle' });
      const inlineCss = await page.evaluate(() =>
        [...document.querySelectorAll('style')].map((style) => style.textContent).join(''),
      );
      const loaded = await Promise.all(pending);
      await page.close();
      const scripts = loaded.filter((each) => each.type === 'script');
      const styles = loaded.filter((each) => each.type === 'stylesheet');
      const parts = codePartsIn(scripts.map((each) => each.body.toString('utf8')).join('\n'));
      rows.push({
        route,
        'JS files': String(scripts.length),
        'JS gzip': kB(scripts.reduce((total, each) => total + gzip(each.body), 0)),
        'CSS files': String(styles.length),
        'CSS gzip (incl. inline)': kB(
          styles.reduce((total, each) => total + gzip(each.body), 0) + gzip(Buffer.from(inlineCss)),
        ),
        Apollo: parts.includes('apollo') ? 'loaded' : 'no',
        Amplify: parts.includes('amplify') ? 'loaded' : 'no',
        'admin code': parts.includes('admin') ? 'loaded' : 'no',
      });
    }
    return rows;
  } finally {
    await browser.close();
  }
}

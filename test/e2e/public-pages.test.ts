// The public site as a visitor gets it from `npm start`: prerendered pages, CloudFront-style
// not-found handling, accessibility and keyboard use, and the public bundle's size.
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { measurePages } from '../../frontend/scripts/bundle-size';
import { siteConfig } from '../../schema/contract/siteConfig';
import { startLocalStack, type LocalStack } from './harness';
import { axeViolations, tabThroughPage, waitForHydration } from './page-checks';

const HOME_ROUTES = ['/', '/home'];
const UNKNOWN_PATHS = ['/no-such-page', '/admin/anything'];
const ALL_PATHS = [...HOME_ROUTES, ...UNKNOWN_PATHS];
/** Budget for the placeholder's initial JS (React + the page), gzip. */
const JS_BUDGET_BYTES = 80_000;
const CSS_BUDGET_BYTES = 10_000;

let stack: LocalStack;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  stack = await startLocalStack();
});

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

afterAll(async () => {
  await stack?.stop();
});

async function openPage(options: BrowserContextOptions = {}): Promise<Page> {
  const context = await stack.browser.newContext({ baseURL: stack.baseUrl, ...options });
  contexts.push(context);
  return context.newPage();
}

describe.each(HOME_ROUTES)('home page at %s', (path) => {
  test('shows the placeholder with the provider details from siteConfig', async () => {
    const page = await openPage();
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);

    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('en-AU');
    await expect(page.locator('h1').allTextContents()).resolves.toEqual([siteConfig.providerName]);
    const main = page.getByRole('main');
    await expect(main.getByText('Empowering Independence').isVisible()).resolves.toBe(true);
    await expect(main.getByText(/is a registered NDIS provider/).isVisible()).resolves.toBe(true);
    await expect(main.getByText(/full website is on its way/).isVisible()).resolves.toBe(true);

    const phone = main.getByRole('link', { name: siteConfig.phone.display });
    await expect(phone.getAttribute('href')).resolves.toBe(`tel:${siteConfig.phone.tel}`);
    const mail = main.getByRole('link', { name: siteConfig.email });
    await expect(mail.getAttribute('href')).resolves.toBe(`mailto:${siteConfig.email}`);

    for (const landmark of ['banner', 'main', 'contentinfo'] as const) {
      await expect(page.getByRole(landmark).count()).resolves.toBe(1);
    }
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText(/Traditional Custodians/).isVisible()).resolves.toBe(true);
    await expect(footer.getByText(/© 2025/).isVisible()).resolves.toBe(true);
  });

  test('has its own title and description, with /home as the canonical URL', async () => {
    const page = await openPage();
    await page.goto(path);
    await expect(page.title()).resolves.toContain(siteConfig.providerName);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description).toMatch(/registered NDIS provider/);
    await expect(page.locator('link[rel="canonical"]').getAttribute('href')).resolves.toBe(
      new URL('/home', siteConfig.siteUrl).href,
    );
    await expect(page.locator('meta[name="robots"]').count()).resolves.toBe(0);
  });

  test('the skip link is the first stop and moves focus to the main content', async () => {
    const page = await openPage();
    await page.goto(path);
    await page.keyboard.press('Tab');
    const skipLink = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skipLink.evaluate((link) => link === document.activeElement)).resolves.toBe(true);
    const box = await skipLink.boundingBox();
    expect(box?.y).toBeGreaterThanOrEqual(0);

    await page.keyboard.press('Enter');
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('main');
  });
});

describe.each(UNKNOWN_PATHS)('unknown path %s', (path) => {
  test('answers 404 with the not-found page', async () => {
    const page = await openPage();
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);

    await expect(page.locator('h1').allTextContents()).resolves.toEqual(['Page not found']);
    const main = page.getByRole('main');
    await expect(
      main.getByText('Sorry, we couldn’t find the page you’re looking for.').isVisible(),
    ).resolves.toBe(true);
    await expect(page.locator('meta[name="robots"]').getAttribute('content')).resolves.toBe(
      'noindex',
    );

    const home = main.getByRole('link', { name: 'Go back home' });
    await expect(home.getAttribute('href')).resolves.toBe('/home');
    await home.click();
    await page.waitForURL('**/home');
    await expect(page.locator('h1').textContent()).resolves.toBe(siteConfig.providerName);
  });
});

describe.each(ALL_PATHS)('every route: %s', (path) => {
  test('has no WCAG 2.2 A/AA violations (axe-core)', async () => {
    const page = await openPage();
    await page.goto(path);
    await waitForHydration(page);
    await expect(axeViolations(page)).resolves.toEqual([]);
  });

  test('Tab reaches every link, each with a visible, unobscured focus indicator', async () => {
    const page = await openPage();
    await page.goto(path);
    await waitForHydration(page);
    const stops = await tabThroughPage(page);
    const linkCount = await page.locator('a[href]').count();

    const reached = new Set(stops.map((stop) => stop.linkIndex));
    const unreached = [...Array(linkCount).keys()].filter((index) => !reached.has(index));
    expect(unreached, 'indexes of links Tab never reached').toEqual([]);
    expect(stops.filter((stop) => !stop.indicatorVisible).map((s) => s.description)).toEqual([]);
    expect(stops.filter((stop) => !stop.unobscured).map((s) => s.description)).toEqual([]);
  });

  test('hydrates without errors', async () => {
    const page = await openPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      // Chromium logs the not-found page's own 404 status as an error; that one is intended.
      const documentStatus = message.location().url === page.url();
      if (message.type() === 'error' && !documentStatus) errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(path);
    await waitForHydration(page);
    expect(errors).toEqual([]);
  });

  test('shows its content without JavaScript', async () => {
    const page = await openPage({ javaScriptEnabled: false });
    await page.goto(path);
    const expected = HOME_ROUTES.includes(path) ? siteConfig.providerName : 'Page not found';
    await expect(page.locator('h1').textContent()).resolves.toBe(expected);
    await expect(page.getByRole('contentinfo').isVisible()).resolves.toBe(true);
  });

  test.each([
    ['200% zoom', 640],
    ['400% zoom', 320],
  ])('reflows without sideways scrolling at %s (%ipx wide)', async (_zoom, width) => {
    const page = await openPage({ viewport: { width, height: 720 } });
    await page.goto(path);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

describe('crawler files', () => {
  test('robots.txt points to the sitemap, which lists /home', async () => {
    const robots = await fetch(`${stack.baseUrl}/robots.txt`);
    expect(robots.status).toBe(200);
    const sitemapUrl = new URL('/sitemap.xml', siteConfig.siteUrl).href;
    await expect(robots.text()).resolves.toContain(`Sitemap: ${sitemapUrl}`);

    const sitemap = await fetch(`${stack.baseUrl}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    await expect(sitemap.text()).resolves.toContain(
      `<loc>${new URL('/home', siteConfig.siteUrl).href}</loc>`,
    );
  });
});

describe('public bundle size (the build npm start serves)', () => {
  test(`every prerendered page loads under ${JS_BUDGET_BYTES / 1000} kB of gzipped JS`, async () => {
    const pages = await measurePages();
    expect(pages.map((page) => page.file)).toEqual(
      expect.arrayContaining(['index.html', 'home/index.html', '404.html']),
    );
    for (const page of pages) {
      expect(page.jsGzip, `${page.file} JS`).toBeLessThan(JS_BUDGET_BYTES);
      expect(page.cssGzip, `${page.file} CSS`).toBeLessThan(CSS_BUDGET_BYTES);
    }
  });
});

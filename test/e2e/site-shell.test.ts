// The site's frame as a visitor gets it from `npm start`: every route prerendered and hydrated,
// its <head>, the header and mobile menu by keyboard, focus and scrolling on navigation, the
// not-found page and admin shells, accessibility on every public route, and the public bundle.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BrowserContextOptions, Page } from 'playwright-core';
import {
  afterAll,
  beforeAll,
  describe,
  expect,
  onTestFinished,
  test,
  type TestContext,
} from 'vitest';
import { defaultDistDir, measurePages } from '../../frontend/scripts/bundle-size';
import { measurePageWeight } from '../bench/page-weights';
import { layoutText, serviceLinks } from '../../frontend/src/content/layout';
import { pageMeta } from '../../frontend/src/content/meta';
import { applyFormText } from '../../frontend/src/features/careers/content/applyForm';
import { paths } from '../../frontend/src/paths';
import { jobPagePath } from '../../schema/contract/jobPages';
import { dialNumber, telHref } from '../../schema/contract/phoneNumbers';
import { siteConfig } from '../../schema/contract/siteConfig';
import { sharedLocalStack, type LocalStack } from './harness';
import {
  axeViolations,
  tabThroughPage,
  waitForHydration,
  waitForIslandInView,
} from './page-checks';
import { CODE_MARKERS } from '../support/codeMarkers';
import { adminScripts, scriptsText } from './support/adminChunk';
import { collectBrowserErrors } from './support/browserErrors';
import { focusedElement, focusInside, hasFocus } from './support/focus';
import { layoutShiftFromNow, stableLayout } from './support/layoutShift';
import { adminToken, graphql } from './support/productApi';
import { animationsFinished, waitForPageLoad } from './support/navigation';
import { absoluteUrl, adminShellPaths, publicRoutes, unknownPaths } from './support/siteRoutes';

const DESKTOP = { width: 1280, height: 800 };
const MOBILE = { width: 375, height: 740 };
/**
 * First-load JS on a phone until hydrated and idle, gzip. Public pages run plain-DOM enhancements
 * (the header's menus) and hydrate React islands only where there is a form, the testimonial
 * carousel or the job board (frontend/src/entry-islands.ts). A page with no island loads no React
 * at all; the home page's carousel loads it only when scrolled near; the form pages and the job
 * board are held to what they loaded before the header stopped being an island; the job board to
 * 115 kB, since its descriptions arrive as published HTML and no Markdown library loads.
 */
const NO_ISLAND_JS_BUDGET_BYTES = 15_000;
const ISLAND_PAGE_JS_BUDGET_BYTES: Record<string, number> = {
  [paths.root]: 80_000,
  [paths.home]: 80_000,
  [paths.contact]: 121_000,
  [paths.referral]: 130_000,
  [paths.feedback]: 125_000,
  [paths.opportunities]: 115_000,
};
/**
 * A job's own page (published per job, so not among the routes above): its one island is the Apply
 * form, which loads its checks and its confirmation only once answered, like the other forms. It
 * shares the forms' code, so it grows with them (125.6 kB once the referral's conditional questions
 * joined it).
 */
const JOB_PAGE_JS_BUDGET_BYTES = 127_000;
const CSS_BUDGET_BYTES = 20_000;
/**
 * Text only the admin code and its libraries contain. Chunks are compared by content, not by name:
 * UI chunks (Chakra's dialog, say) are rightly shared between the admin and public pages.
 */
const ADMIN_MARKERS = Object.values(CODE_MARKERS).flat();
/** Pages the admin-chunk test keeps open at once. */
const PAGES_AT_A_TIME = 4;

let stack: LocalStack;

beforeAll(async () => {
  stack = await sharedLocalStack();
});

afterAll(async () => {
  await stack?.stop();
});

/**
 * A page in a fresh context, closed when the test that opened it finishes. Concurrent tests pass
 * their own context's onTestFinished: the imported one knows only the test running alone.
 */
async function openPage(
  options: BrowserContextOptions = {},
  finished: TestContext['onTestFinished'] = onTestFinished,
): Promise<Page> {
  const context = await stack.browser.newContext({ baseURL: stack.baseUrl, ...options });
  finished(() => context.close());
  return context.newPage();
}

const headings = (page: Page) => page.locator('h1').allTextContents();

describe.concurrent.each(publicRoutes)('public route $path', ({ path, meta, canonical }) => {
  test('is prerendered: heading, head tags, header and footer without JavaScript', async ({
    expect,
    onTestFinished,
  }) => {
    const page = await openPage({ javaScriptEnabled: false }, onTestFinished);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    const [heading, ...more] = await headings(page);
    expect(heading?.trim()).toBeTruthy();
    expect(more).toEqual([]);

    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('en-AU');
    await expect(page.title()).resolves.toBe(meta.title);
    const metaContent = (selector: string) => page.locator(selector).getAttribute('content');
    await expect(metaContent('meta[name="description"]')).resolves.toBe(meta.description);
    await expect(metaContent('meta[property="og:title"]')).resolves.toBe(meta.title);
    await expect(metaContent('meta[property="og:description"]')).resolves.toBe(meta.description);
    if (canonical) {
      await expect(page.locator('link[rel="canonical"]').getAttribute('href')).resolves.toBe(
        canonical,
      );
      await expect(metaContent('meta[property="og:url"]')).resolves.toBe(canonical);
      await expect(page.locator('meta[name="robots"]').count()).resolves.toBe(0);
    } else {
      await expect(metaContent('meta[name="robots"]')).resolves.toBe('noindex');
      await expect(page.locator('link[rel="canonical"]').count()).resolves.toBe(0);
    }
    for (const landmark of ['banner', 'main', 'contentinfo'] as const) {
      await expect(page.getByRole(landmark).count()).resolves.toBe(1);
    }
    // Styled before any script runs: the critical CSS is in the page.
    const headerPosition = await page
      .getByRole('banner')
      .evaluate((header) => getComputedStyle(header).position);
    expect(headerPosition).toBe('sticky');
  });

  test('hydrates without errors or warnings, and keeps its heading', async ({
    expect,
    onTestFinished,
  }) => {
    const page = await openPage({}, onTestFinished);
    const errors = collectBrowserErrors(page);
    await page.goto(path);
    const prerendered = await headings(page);
    await waitForHydration(page);
    await expect(headings(page)).resolves.toEqual(prerendered);
    expect(errors).toEqual([]);
  });

  test('hydrating moves neither the header nor the heading, and nothing moves afterwards', async ({
    expect,
    onTestFinished,
  }) => {
    const staticPage = await openPage(
      { javaScriptEnabled: false, viewport: DESKTOP },
      onTestFinished,
    );
    await staticPage.goto(path);
    const prerenderedLayout = await stableLayout(staticPage);

    const page = await openPage({ viewport: DESKTOP }, onTestFinished);
    await page.goto(path);
    await waitForHydration(page);
    await expect(stableLayout(page)).resolves.toEqual(prerenderedLayout);
    await expect(layoutShiftFromNow(page)).resolves.toBe(0);
  });

  test.for([
    ['mobile', MOBILE],
    ['desktop', DESKTOP],
  ] as const)(
    'has no WCAG 2.2 A/AA violations (axe-core) on %s',
    async ([, viewport], { expect, onTestFinished }) => {
      const page = await openPage({ viewport }, onTestFinished);
      await page.goto(path);
      await waitForHydration(page);
      await expect(axeViolations(page)).resolves.toEqual([]);
    },
  );

  test('reflows without sideways scrolling at 320 px (400% zoom)', async ({
    expect,
    onTestFinished,
  }) => {
    const page = await openPage({ viewport: { width: 320, height: 720 } }, onTestFinished);
    await page.goto(path);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

describe('home page', () => {
  test('has Organization structured data from the site configuration', async () => {
    const page = await openPage({ javaScriptEnabled: false });
    await page.goto(paths.home);
    const json = await page.locator('script[type="application/ld+json"]').textContent();
    expect(JSON.parse(json ?? '')).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: siteConfig.providerName,
      url: absoluteUrl(paths.home),
      telephone: dialNumber(siteConfig.phone.display),
      email: siteConfig.email,
    });
  });
});

describe.concurrent.each(unknownPaths)('unknown path %s', (path) => {
  test('answers 404 with the not-found page, which links home', async ({
    expect,
    onTestFinished,
  }) => {
    const page = await openPage({}, onTestFinished);
    const errors = collectBrowserErrors(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await waitForHydration(page);

    await expect(headings(page)).resolves.toEqual(['Page not found']);
    const main = page.getByRole('main');
    await expect(
      main.getByText('Sorry, we couldn’t find the page you’re looking for.').isVisible(),
    ).resolves.toBe(true);
    await expect(page.title()).resolves.toBe(pageMeta.notFound.title);
    await expect(page.locator('meta[name="robots"]').getAttribute('content')).resolves.toBe(
      'noindex',
    );
    expect(errors).toEqual([]);

    const home = main.getByRole('link', { name: 'Go back home' });
    await expect(home.getAttribute('href')).resolves.toBe(paths.home);
    await home.click();
    await waitForPageLoad(page, paths.home);
    await expect(headings(page)).resolves.toEqual([siteConfig.providerName]);
  });
});

test('the admin app loads a path it does not hold as a document: here the not-found page', async () => {
  const page = await openPage();
  await page.goto(paths.login);
  await waitForHydration(page);
  const document = page.waitForResponse(
    (response) =>
      response.request().resourceType() === 'document' &&
      new URL(response.url()).pathname === '/admin/unknown',
  );
  // A history entry the router reads as a back/forward navigation, as a typed link would be.
  await page.evaluate(() => {
    Object.assign(window, { sameDocument: true });
    window.history.pushState(null, '', '/admin/unknown');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(document.then((response) => response.status())).resolves.toBe(404);
  await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
  await expect(page.evaluate(() => 'sameDocument' in window)).resolves.toBe(false);
  await expect(page.title()).resolves.toBe(pageMeta.notFound.title);
});

describe.concurrent.each(adminShellPaths)('admin shell %s', (path) => {
  test('is a prerendered, noindex page saying Loading...', async ({ expect, onTestFinished }) => {
    const page = await openPage({ javaScriptEnabled: false }, onTestFinished);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('#root').textContent()).resolves.toContain('Loading...');
    await expect(page.locator('meta[name="robots"]').getAttribute('content')).resolves.toBe(
      'noindex',
    );
    await expect(page.locator('link[rel="canonical"]').count()).resolves.toBe(0);
  });

  test('hydrates without errors', async ({ expect, onTestFinished }) => {
    const page = await openPage({}, onTestFinished);
    const errors = collectBrowserErrors(page);
    await page.goto(path);
    await page.waitForFunction(() => {
      const first = document.getElementById('root')?.firstElementChild;
      return first && Object.keys(first).some((key) => key.startsWith('__reactFiber'));
    });
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });
});

describe('crawler files', () => {
  test('robots.txt points to the sitemap, which lists exactly the indexable public pages', async () => {
    const robots = await fetch(`${stack.baseUrl}/robots.txt`);
    expect(robots.status).toBe(200);
    await expect(robots.text()).resolves.toContain(`Sitemap: ${absoluteUrl('/sitemap.xml')}`);

    const sitemap = await fetch(`${stack.baseUrl}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    const locations = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      ([, url]) => url,
    );
    const indexable = new Set(publicRoutes.flatMap((route) => route.canonical ?? []));
    expect(new Set(locations)).toEqual(indexable);
    expect(locations).toHaveLength(indexable.size);
    for (const hidden of [paths.login, paths.admin, paths.adminMessages, paths.noAuth, '/']) {
      expect(locations).not.toContain(absoluteUrl(hidden));
    }
  });
});

describe('header at 1280 px', () => {
  test.each([
    [layoutText.header.services.label, layoutText.header.services.links],
    [layoutText.header.contact.label, layoutText.header.contact.links],
    [layoutText.header.careers.label, layoutText.header.careers.links],
  ])('the %s dropdown opens, closes and returns focus by keyboard', async (label, links) => {
    const page = await openPage({ viewport: DESKTOP });
    await page.goto(paths.demo);
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: layoutText.header.navLabel });
    await expect(
      page.getByRole('button', { name: layoutText.header.openMenu }).isVisible(),
    ).resolves.toBe(false);
    const trigger = nav.getByRole('button', { name: label });
    await expect(trigger.getAttribute('aria-expanded')).resolves.toBe('false');

    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(trigger.getAttribute('aria-expanded')).resolves.toBe('true');
    const panel = page.locator(`#${await trigger.getAttribute('aria-controls')}`);
    const panelLinks = panel.getByRole('link');
    await expect(panelLinks.allTextContents()).resolves.toEqual(links.map((link) => link.label));
    await expect(
      panelLinks.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href'))),
    ).resolves.toEqual(links.map((link) => link.to));

    await page.keyboard.press('Tab');
    await expect(hasFocus(panelLinks.first())).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await expect(trigger.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(panel.isVisible()).resolves.toBe(false);
    await expect(hasFocus(trigger)).resolves.toBe(true);

    // Tabbing out of an open panel closes it.
    await page.keyboard.press('Space');
    await expect(trigger.getAttribute('aria-expanded')).resolves.toBe('true');
    for (let i = 0; i <= links.length; i += 1) await page.keyboard.press('Tab');
    await expect(trigger.getAttribute('aria-expanded')).resolves.toBe('false');

    // So does a click elsewhere.
    await trigger.click();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(trigger.getAttribute('aria-expanded')).resolves.toBe('false');
  });

  test('following a dropdown link opens the page; going back shows the panel closed', async () => {
    const page = await openPage({ viewport: DESKTOP });
    await page.goto(paths.demo);
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: layoutText.header.navLabel });
    const trigger = nav.getByRole('button', { name: layoutText.header.careers.label });
    await trigger.click();
    await nav.getByRole('link', { name: 'Current Opportunities' }).click();
    await waitForPageLoad(page, paths.opportunities);
    await expect(page.title()).resolves.toBe(pageMeta.opportunities.title);
    // The link sits in the closed panel: hidden, so found by its href.
    await expect(
      nav.locator(`a[href="${paths.opportunities}"]`).getAttribute('aria-current'),
    ).resolves.toBe('page');
    await expect(trigger.getAttribute('data-current')).resolves.toBe('');

    await page.goBack();
    await waitForPageLoad(page, paths.demo);
    await expect(trigger.getAttribute('aria-expanded')).resolves.toBe('false');
  });
});

describe('mobile menu at 375 px', () => {
  test('without JavaScript it is a link to the footer, which links the pages the menu does', async () => {
    const page = await openPage({ viewport: MOBILE, javaScriptEnabled: false });
    await page.goto(paths.demo);
    const { header } = layoutText;
    await expect(page.getByRole('button', { name: header.openMenu }).isVisible()).resolves.toBe(
      false,
    );
    await page.getByRole('link', { name: header.menuTitle, exact: true }).click();
    const target = new URL(page.url()).hash.slice(1);
    const footerLinks = page.locator(`[id="${target}"]`).getByRole('link');
    await expect(footerLinks.first().isVisible()).resolves.toBe(true);
    const hrefs = new Set<string>();
    for (const link of await footerLinks.all()) hrefs.add((await link.getAttribute('href')) ?? '');
    // Home is the header's logo, and home links the services overview.
    const menuPages = [...header.services.links, header.referral, ...header.contact.links]
      .concat(header.careers.links)
      .map((link) => link.to)
      .filter((path) => path !== paths.services);
    for (const path of menuPages) expect(hrefs, path).toContain(path);
  });

  test('with JavaScript the link is hidden and the button shows', async () => {
    const page = await openPage({ viewport: MOBILE });
    await page.goto(paths.demo);
    await expect(
      page.getByRole('link', { name: layoutText.header.menuTitle, exact: true }).isVisible(),
    ).resolves.toBe(false);
    await expect(
      page.getByRole('button', { name: layoutText.header.openMenu }).isVisible(),
    ).resolves.toBe(true);
  });

  test('opens by keyboard, traps focus, and Escape closes it and returns focus', async () => {
    const page = await openPage({ viewport: MOBILE });
    await page.goto(paths.demo);
    await waitForHydration(page);
    await expect(
      page.getByRole('navigation', { name: layoutText.header.navLabel }).isVisible(),
    ).resolves.toBe(false);
    const hamburger = page.getByRole('button', { name: layoutText.header.openMenu });
    await expect(hamburger.getAttribute('aria-expanded')).resolves.toBe('false');

    await hamburger.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: layoutText.header.menuTitle });
    await menu.waitFor();
    await expect(hamburger.getAttribute('aria-expanded')).resolves.toBe('true');
    const close = menu.getByRole('button', { name: layoutText.header.closeMenu });
    await expect(hasFocus(close)).resolves.toBe(true);
    // Full height, slid in from the right edge.
    await animationsFinished(page, 'dialog');
    const box = await menu.boundingBox();
    expect(box?.height).toBe(MOBILE.height);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBe(MOBILE.width);

    await expect(
      menu.getByRole('link', { name: siteConfig.phone.display }).getAttribute('href'),
    ).resolves.toBe(telHref(siteConfig.phone.display));
    await expect(
      menu.getByRole('link', { name: siteConfig.email }).getAttribute('href'),
    ).resolves.toBe(`mailto:${siteConfig.email}`);

    // Tab wraps round inside the menu, both ways.
    const stops = await menu.locator('a[href]:visible, button:visible').count();
    for (let i = 0; i < stops + 2; i += 1) {
      await page.keyboard.press('Tab');
      expect(await focusInside(page, 'dialog'), await focusedElement(page)).toBe(true);
    }
    await close.focus();
    await page.keyboard.press('Shift+Tab');
    await expect(hasFocus(menu.getByRole('link', { name: siteConfig.email }))).resolves.toBe(true);

    // The dialog's close event, which updates the button, comes just after the key press.
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    await expect.poll(() => hamburger.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => hasFocus(hamburger)).toBe(true);

    await page.keyboard.press('Enter');
    await menu.waitFor();
    await page.keyboard.press('Enter');
    await menu.waitFor({ state: 'hidden' });
    await expect.poll(() => hasFocus(hamburger)).toBe(true);
  });

  test.each([
    [layoutText.header.services.label, layoutText.header.services.links],
    [layoutText.header.contact.label, layoutText.header.contact.links],
    [layoutText.header.careers.label, layoutText.header.careers.links],
  ])('the %s section collapses and expands', async (label, links) => {
    const page = await openPage({ viewport: MOBILE });
    await page.goto(paths.demo);
    await waitForHydration(page);
    await page.getByRole('button', { name: layoutText.header.openMenu }).click();
    const menu = page.getByRole('dialog', { name: layoutText.header.menuTitle });
    const section = menu.getByRole('button', { name: label });
    await expect(section.getAttribute('aria-expanded')).resolves.toBe('false');
    const list = page.locator(`#${await section.getAttribute('aria-controls')}`);
    await expect(list.isVisible()).resolves.toBe(false);

    await section.focus();
    await page.keyboard.press('Enter');
    await expect(section.getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(list.getByRole('link').allTextContents()).resolves.toEqual(
      links.map((link) => link.label),
    );
    await page.keyboard.press('Enter');
    await expect(section.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(list.isVisible()).resolves.toBe(false);
  });

  test('a menu link opens the page; going back shows the menu closed', async () => {
    const page = await openPage({ viewport: MOBILE });
    await page.goto(paths.demo);
    await waitForHydration(page);
    await page.getByRole('button', { name: layoutText.header.openMenu }).click();
    const menu = page.getByRole('dialog', { name: layoutText.header.menuTitle });
    await menu.getByRole('button', { name: layoutText.header.services.label }).click();
    await menu.getByRole('link', { name: 'All Services' }).click();
    await waitForPageLoad(page, paths.services);
    await expect(page.title()).resolves.toBe(pageMeta.services.title);
    await expect(menu.isVisible()).resolves.toBe(false);

    await page.goBack();
    await waitForPageLoad(page, paths.demo);
    await expect(menu.isVisible()).resolves.toBe(false);
  });

  test('has no WCAG 2.2 A/AA violations while open (axe-core)', async () => {
    const page = await openPage({ viewport: MOBILE });
    await page.goto(paths.home);
    await waitForHydration(page);
    await page.getByRole('button', { name: layoutText.header.openMenu }).click();
    const menu = page.getByRole('dialog', { name: layoutText.header.menuTitle });
    await menu.getByRole('button', { name: layoutText.header.services.label }).click();
    await expect(axeViolations(page)).resolves.toEqual([]);
  });
});

describe('navigation', () => {
  test('a link opens the page at the top with its own <head>; back returns', async () => {
    const page = await openPage({ viewport: DESKTOP });
    await page.goto(paths.demo);
    await waitForHydration(page);
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

    await footer.getByRole('link', { name: 'Contact Us' }).click();
    await waitForPageLoad(page, paths.contact);
    await expect(page.evaluate(() => window.scrollY)).resolves.toBe(0);
    await expect(page.title()).resolves.toBe(pageMeta.contact.title);
    await expect(page.locator('link[rel="canonical"]').getAttribute('href')).resolves.toBe(
      absoluteUrl(paths.contact),
    );
    await expect(page.locator('meta[name="description"]').getAttribute('content')).resolves.toBe(
      pageMeta.contact.description,
    );

    await page.goBack();
    await waitForPageLoad(page, paths.demo);
    await expect(page.title()).resolves.toBe(pageMeta.demo.title);
  });

  test('the skip link is the first stop and moves focus to the main content', async () => {
    const page = await openPage();
    await page.goto(paths.home);
    await waitForHydration(page);
    await page.keyboard.press('Tab');
    const skipLink = page.getByRole('link', { name: layoutText.skipLink });
    await expect(hasFocus(skipLink)).resolves.toBe(true);
    const box = await skipLink.boundingBox();
    expect(box?.y).toBeGreaterThanOrEqual(0);
    await page.keyboard.press('Enter');
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('main');
  });

  test.each([paths.home, paths.demo, paths.privacy, paths.accessibility, '/no-such-page'])(
    'on %s, Tab reaches every link with a visible focus indicator not hidden by the header',
    async (path) => {
      const page = await openPage({ viewport: DESKTOP });
      await page.goto(path);
      await waitForHydration(page);
      const stops = await tabThroughPage(page, 200);
      const visibleLinks = await page
        .locator('a[href]')
        .evaluateAll((links) =>
          links.flatMap((link, index) => (link.getClientRects().length > 0 ? [index] : [])),
        );
      const reached = new Set(stops.map((stop) => stop.linkIndex));
      expect(visibleLinks.filter((index) => !reached.has(index))).toEqual([]);
      expect(stops.filter((stop) => !stop.indicatorVisible).map((s) => s.description)).toEqual([]);
      expect(stops.filter((stop) => !stop.unobscured).map((s) => s.description)).toEqual([]);
    },
  );
});

describe('footer', () => {
  test('has the three columns, both logos, the acknowledgement and the copyright', async () => {
    const page = await openPage({ javaScriptEnabled: false, viewport: DESKTOP });
    await page.goto(paths.home);
    const footer = page.getByRole('contentinfo');
    const column = (name: string) => footer.getByRole('navigation', { name });
    const linksOf = async (name: string) =>
      column(name)
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => [link.textContent, link.getAttribute('href')]));
    await expect(linksOf(layoutText.footer.servicesHeading)).resolves.toEqual(
      serviceLinks.map((link) => [link.label, link.to]),
    );
    await expect(linksOf(layoutText.footer.usefulLinksHeading)).resolves.toEqual([
      ['Contact Us', paths.contact],
      ['Careers', paths.careers],
      ['Make a Referral', paths.referral],
      ['Current Opportunities', paths.opportunities],
      ['Privacy policy', paths.privacy],
      ['Accessibility', paths.accessibility],
      ['Feedback and complaints', paths.feedback],
    ]);
    await expect(
      footer.getByRole('link', { name: siteConfig.phone.display }).getAttribute('href'),
    ).resolves.toBe(telHref(siteConfig.phone.display));
    await expect(
      footer.getByRole('link', { name: siteConfig.email }).getAttribute('href'),
    ).resolves.toBe(`mailto:${siteConfig.email}`);
    for (const logo of [siteConfig.logos.primary, siteConfig.logos.ndis]) {
      await expect(footer.getByRole('img', { name: logo.alt }).isVisible()).resolves.toBe(true);
    }
    await expect(footer.getByText(/Traditional Custodians/).isVisible()).resolves.toBe(true);
    await expect(footer.getByText(/^© 2025 /).isVisible()).resolves.toBe(true);
  });
});

describe('public bundle (the build npm start serves)', () => {
  test(
    `a page with no island loads at most ${NO_ISLAND_JS_BUDGET_BYTES / 1000} kB of JS and no React; the others their budget (phone, gzip)`,
    { timeout: 300_000 },
    async () => {
      for (const { path } of [...publicRoutes, { path: unknownPaths[0]! }]) {
        const page = await openPage({ viewport: MOBILE });
        const weight = await measurePageWeight(page, `${stack.baseUrl}${path}`);
        const islands = await page.locator('[data-island]').count();
        await page.context().close();
        const budget = ISLAND_PAGE_JS_BUDGET_BYTES[path];
        if (budget === undefined) {
          expect(islands, `${path} has islands but no budget of its own`).toBe(0);
          expect(weight.jsGzip, path).toBeLessThanOrEqual(NO_ISLAND_JS_BUDGET_BYTES);
          expect(weight.react, path).toBe(false);
        } else {
          expect(weight.jsGzip, path).toBeLessThanOrEqual(budget);
        }
        // The measure sees the page's script: the header's menus alone are over 1 kB.
        expect(weight.jsGzip, path).toBeGreaterThan(1_000);
      }
    },
  );

  test(`a job’s page with its Apply form loads at most ${JOB_PAGE_JS_BUDGET_BYTES / 1000} kB of JS (phone, gzip)`, async () => {
    const created = await graphql<{ createPost: { slug: string } }>(
      stack,
      'mutation ($input: CreatePostInput!) { createPost(input: $input) { slug } }',
      {
        input: {
          title: 'Budget Support Worker',
          location: 'Victoria',
          type: 'Casual',
          description: ['Support people at home.'],
        },
      },
      { token: await adminToken(stack) },
    );
    expect(created.errors).toBeUndefined();
    const page = await openPage({ viewport: MOBILE });
    const path = jobPagePath(created.data!.createPost.slug);
    const weight = await measurePageWeight(page, `${stack.baseUrl}${path}`);
    await expect(page.locator('[data-island="ApplyForm"]').count()).resolves.toBe(1);
    await page.context().close();
    console.info(`${path}: ${weight.jsGzip} bytes of JS (gzip)`);
    expect(weight.jsGzip).toBeLessThanOrEqual(JOB_PAGE_JS_BUDGET_BYTES);
  });

  test('a job’s page loads React only once its Apply form comes near', async () => {
    const created = await graphql<{ createPost: { slug: string } }>(
      stack,
      'mutation ($input: CreatePostInput!) { createPost(input: $input) { slug } }',
      {
        input: {
          title: 'Long Read Support Worker',
          location: 'Victoria',
          type: 'Casual',
          // Long enough that the form starts well below a phone's first screen.
          description: Array.from(
            { length: 30 },
            (_, index) =>
              `Paragraph ${index + 1} about supporting people at home and in the community.`,
          ),
        },
      },
      { token: await adminToken(stack) },
    );
    expect(created.errors).toBeUndefined();
    const page = await openPage({ viewport: MOBILE });
    const weight = await measurePageWeight(
      page,
      `${stack.baseUrl}${jobPagePath(created.data!.createPost.slug)}`,
    );
    expect(weight.react).toBe(false);
    expect(weight.jsGzip).toBeLessThanOrEqual(NO_ISLAND_JS_BUDGET_BYTES);
    await waitForIslandInView(page, 'ApplyForm');
    await expect(
      page.getByRole('button', { name: applyFormText.submit }).isVisible(),
    ).resolves.toBe(true);
    await page.context().close();
  });

  test('the home page loads React only once the carousel comes near', async () => {
    for (const viewport of [MOBILE, DESKTOP]) {
      const page = await openPage({ viewport });
      const weight = await measurePageWeight(page, `${stack.baseUrl}${paths.home}`);
      expect(weight.react, `at ${viewport.width} px`).toBe(false);
      expect(weight.jsGzip, `at ${viewport.width} px`).toBeLessThanOrEqual(
        ISLAND_PAGE_JS_BUDGET_BYTES[paths.home]!,
      );
    }
  });

  test('an island’s code arrives without a preload link per module (one long task less)', async () => {
    // frontend/vite.config.ts: Vite's helper would add a <link rel=modulepreload> for the island's
    // chunk and each of its imports, some twenty on /referral, in one task.
    const islandPages = Object.keys(ISLAND_PAGE_JS_BUDGET_BYTES).filter(
      (path) => path !== paths.root && path !== paths.home,
    );
    for (const path of islandPages) {
      const page = await openPage({ viewport: MOBILE });
      await page.goto(path);
      await waitForHydration(page);
      const names = await page
        .locator('[data-island]')
        .evaluateAll((islands) => islands.map((island) => island.getAttribute('data-island')));
      expect(names.length, path).toBeGreaterThan(0);
      const preloaded = await page
        .locator('link[rel="modulepreload"]')
        .evaluateAll((links) =>
          links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
        );
      await page.context().close();
      for (const name of names) {
        expect(
          preloaded.filter((href) => href.startsWith(`/assets/${name}-`)),
          `${path}: ${name}`,
        ).toEqual([]);
      }
    }
  });

  test(`every page has at most ${CSS_BUDGET_BYTES / 1000} kB of CSS (gzip)`, async () => {
    for (const page of await measurePages()) {
      expect(page.cssGzip, page.file).toBeLessThanOrEqual(CSS_BUDGET_BYTES);
    }
  });

  test(
    'no public page loads the admin chunk or the admin libraries',
    { timeout: 300_000 },
    async () => {
      // The markers must be in what the admin shell loads, or their absence below proves nothing.
      const adminCode = await scriptsText(await adminScripts());
      for (const marker of ADMIN_MARKERS) expect(adminCode, marker).toContain(marker);
      const loadedScripts = new Set<string>();
      // A few pages at a time: most of each visit is waiting for its network to go quiet.
      for (let first = 0; first < publicRoutes.length; first += PAGES_AT_A_TIME) {
        const batch = publicRoutes.slice(first, first + PAGES_AT_A_TIME);
        await Promise.all(
          batch.map(async ({ path }) => {
            const page = await openPage();
            page.on('request', (request) => {
              if (request.resourceType() === 'script')
                loadedScripts.add(new URL(request.url()).pathname);
            });
            await page.goto(path);
            await waitForHydration(page);
            await page.waitForLoadState('networkidle');
          }),
        );
      }
      for (const script of loadedScripts) {
        const code = await readFile(join(defaultDistDir, script), 'utf8');
        for (const marker of ADMIN_MARKERS) expect(code, script).not.toContain(marker);
      }
    },
  );
});

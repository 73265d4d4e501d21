// Output safety on the public site in Chromium against `npm start`: testimonials whose texts hold a
// script, an image with an error handler, an SVG with a load handler, an iframe and javascript:
// links are shown in the home page's carousel as the literal text that was stored. No element is
// made from them (not even for a moment: no request for the image), no handler or link runs, and
// the CSP reports nothing it had to block. Staff profiles are not shown on the public site (listStaff
// is admin only); their texts, like these, are checked in the admin by admin-pages.test.ts.
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { homeText } from '../../frontend/src/features/home/content/home';
import { paths } from '../../frontend/src/paths';
import { startLocalStack, type LocalStack } from './harness';
import { waitForHydration } from './page-checks';
import { pageOpener, VIEWPORTS } from './support/browser';
import { collectBrowserErrors } from './support/browserErrors';
import { adminToken, graphql, TEST_ADMIN_ENV } from './support/productApi';

/**
 * Stored in this order, so the carousel (newest first) shows them from its first slide on, the
 * links on the first slide, which is on screen at every width.
 */
const HOSTILE_TESTIMONIALS = [
  {
    name: '<svg onload="window.__pwned=\'name-svg\'"></svg>Svg Name',
    body: '<iframe src="javascript:window.__pwned=\'iframe\'"></iframe><svg onload="window.__pwned=\'svg\'"></svg>',
  },
  {
    name: '<img src="/name-probe.png" onerror="window.__pwned=\'name-img\'">',
    body: '<img src="/body-probe.png" onerror="window.__pwned=\'img\'">Photo caption',
  },
  {
    name: '<script>window.__pwned="name-script"</script>',
    body: '<script>window.__pwned = "script"</script>Thank you for the support.',
  },
  {
    name: '<a href="javascript:window.__pwned=\'name-link\'">Linked name</a>',
    body:
      '[Markdown link](javascript:window.__pwned="markdown") ' +
      '<a href="javascript:window.__pwned=\'html-link\'">HTML link</a>',
  },
];
const NEWEST_FIRST = [...HOSTILE_TESTIMONIALS].reverse();

let stack: LocalStack;
const pages = pageOpener(() => stack);

// Its own stack: it fills the home carousel with hostile testimonials.
beforeAll(async () => {
  stack = await startLocalStack({ env: TEST_ADMIN_ENV });
  const token = await adminToken(stack);
  for (const input of HOSTILE_TESTIMONIALS) {
    const created = await graphql(
      stack,
      'mutation ($input: CreateTestimonialInput!) { createTestimonial(input: $input) { id } }',
      { input },
      { token },
    );
    expect(created.errors).toBeUndefined();
  }
});
afterEach(() => pages.closeAll());
afterAll(async () => {
  await stack?.stop();
});

const pwned = (page: Page) => page.evaluate(() => (window as { __pwned?: string }).__pwned);

const slides = (page: Page) =>
  page
    .getByRole('region', { name: homeText.testimonials.carouselLabel })
    .locator('[aria-roledescription="slide"]');

/** Opens the home page with the CSP's reports recorded and the testimonials scrolled into view. */
async function openTestimonials(viewport: { width: number; height: number }) {
  const page = await pages.open({ viewport });
  const errors = collectBrowserErrors(page);
  const requestedPaths: string[] = [];
  page.on('request', (request) => requestedPaths.push(new URL(request.url()).pathname));
  await page.addInitScript(() => {
    const reports: string[] = [];
    Object.assign(window, { __cspReports: reports });
    document.addEventListener('securitypolicyviolation', (event) =>
      reports.push(`${event.violatedDirective}: ${event.blockedURI} ${event.sample}`),
    );
  });
  await page.goto(paths.home);
  await waitForHydration(page);
  await page.getByRole('heading', { name: homeText.testimonials.heading }).scrollIntoViewIfNeeded();
  await slides(page)
    .nth(NEWEST_FIRST.length - 1)
    .waitFor({ state: 'attached' });
  return { page, errors, requestedPaths };
}

describe.each(Object.entries(VIEWPORTS))('testimonials at %s size', (_name, viewport) => {
  test('hostile markup shows as literal text, makes no element and runs nothing', async () => {
    const { page, errors, requestedPaths } = await openTestimonials(viewport);

    const shown = await slides(page)
      .locator('figure')
      .evaluateAll((figures) =>
        figures.map((figure) => ({
          body: figure.querySelector('blockquote')?.textContent,
          name: figure.querySelector('figcaption')?.textContent,
        })),
      );
    expect(shown.slice(0, NEWEST_FIRST.length)).toEqual(
      NEWEST_FIRST.map(({ body, name }) => ({ body: `“${body}”`, name })),
    );
    await expect(page.getByText(NEWEST_FIRST[0]!.body, { exact: false }).isVisible()).resolves.toBe(
      true,
    );

    const madeFromText = slides(page).locator(
      'script, img, svg, iframe, object, embed, a, [href], [src], [onerror], [onload]',
    );
    await expect(madeFromText.count()).resolves.toBe(0);
    const pwnedAnywhere = await page.evaluate(() => ({
      attributes: [...document.querySelectorAll('*')].flatMap((element) =>
        [...element.attributes]
          .filter((attribute) => attribute.value.includes('__pwned'))
          .map((attribute) => `${element.tagName}[${attribute.name}]`),
      ),
      scripts: [...document.scripts].filter((script) => script.text.includes('__pwned')).length,
    }));
    expect(pwnedAnywhere).toEqual({ attributes: [], scripts: 0 });

    // Text that looks like a link is no link: clicking it goes nowhere and runs nothing.
    await slides(page).first().getByText('HTML link').click();
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe(paths.home);

    expect(await pwned(page)).toBeUndefined();
    expect(requestedPaths.filter((path) => path.endsWith('-probe.png'))).toEqual([]);
    expect(
      await page.evaluate(() => (window as unknown as { __cspReports: string[] }).__cspReports),
    ).toEqual([]);
    expect(errors).toEqual([]);
  });
});

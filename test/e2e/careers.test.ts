// Work with us and Current Opportunities in Chromium against `npm start`: the prerendered texts,
// the job board listing every post from the published list, the filters, Show More / Show Less and the exact
// Apply Now mailto, the empty result, a post full of HTML and javascript: links rendering inert,
// and accessibility with a card open.
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import {
  careersText,
  opportunitiesText,
} from '../../frontend/src/features/careers/content/careers';
import { paths } from '../../frontend/src/paths';
import { siteConfig } from '../../schema/contract/siteConfig';
import { startLocalStack, type LocalStack } from './harness';
import { axeViolations, waitForHydration } from './page-checks';
import {
  pageOpener,
  recordGraphqlRequests,
  recordPublicListRequests,
  servePublicList,
  VIEWPORTS,
} from './support/browser';
import { adminToken, graphql, TEST_ADMIN_ENV } from './support/productApi';

interface ApiPost {
  id: string;
  title: string;
  location: string;
  type: string;
}

let stack: LocalStack;
let allPosts: ApiPost[];
const pages = pageOpener(() => stack);

const INERT_TITLE = 'Inert Markup Check';

// Its own stack: the board must show every published post, and other files add and delete posts
// on the shared one while this file runs (three files at a time).
beforeAll(async () => {
  stack = await startLocalStack({ env: TEST_ADMIN_ENV });
  const token = await adminToken(stack);
  const created = await graphql<{ createPost: { id: string } }>(
    stack,
    'mutation ($input: CreatePostInput!) { createPost(input: $input) { id } }',
    {
      input: {
        title: INERT_TITLE,
        location: 'Victoria',
        type: 'Casual',
        description: [
          '<script>window.__pwned = "script"</script>',
          '<img src="/nothing.png" onerror="window.__pwned = \'img\'">',
          '[Markdown link](javascript:window.__pwned="markdown")',
          '<a href="javascript:window.__pwned=\'html\'">HTML link</a>',
          '[Safe link](https://www.example.com/jobs)',
        ],
      },
    },
    { token },
  );
  expect(created.errors).toBeUndefined();
  const listed = await graphql<{ listPosts: { items: ApiPost[]; nextToken: string | null } }>(
    stack,
    '{ listPosts(limit: 100) { items { id title location type } nextToken } }',
  );
  expect(listed.data?.listPosts.nextToken).toBeNull();
  allPosts = listed.data!.listPosts.items;
});
afterEach(() => pages.closeAll());
afterAll(async () => {
  await stack?.stop();
});

const cardTitles = (page: Page) => page.locator('article h3').allTextContents();

async function openBoard(options = {}): Promise<Page> {
  const page = await pages.open(options);
  await page.goto(paths.opportunities);
  await waitForHydration(page);
  await allCardsShown(page);
  return page;
}

/**
 * The count and the list (its own chunk) both show `count` cards: the count can
 * appear before the list's chunk has loaded and rendered them.
 */
async function cardsShown(page: Page, count: number) {
  await page.getByText(opportunitiesText.count(count)).waitFor();
  await page
    .locator('article')
    .nth(count - 1)
    .waitFor();
}

const allCardsShown = (page: Page) => cardsShown(page, allPosts.length);

const card = (page: Page, title: string) =>
  page.locator('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

describe('without JavaScript', () => {
  test('/careers shows Work with us, its text and the button to the opportunities', async () => {
    const page = await pages.open({ javaScriptEnabled: false });
    await page.goto(paths.careers);
    await expect(page.locator('h1').allTextContents()).resolves.toEqual([careersText.banner]);
    await expect(page.getByText(careersText.paragraphs[0]!).isVisible()).resolves.toBe(true);
    const button = page.getByRole('link', { name: 'View Current Opportunities' });
    await expect(button.getAttribute('href')).resolves.toBe(paths.opportunities);
  });

  test('/opportunities shows its title, intro and the filter checkboxes', async () => {
    const page = await pages.open({ javaScriptEnabled: false });
    await page.goto(paths.opportunities);
    await expect(page.locator('h1').allTextContents()).resolves.toEqual(['Current Opportunities']);
    await expect(page.getByText('Join Us').isVisible()).resolves.toBe(true);
    await expect(page.getByText(opportunitiesText.intro).isVisible()).resolves.toBe(true);
    await expect(page.getByText(opportunitiesText.loading).count()).resolves.toBe(0);
    // Chromium with scripts switched off by the test still parses <noscript> as text, so the
    // message is checked in the HTML a browser without JavaScript would render.
    const html = await (await fetch(`${stack.baseUrl}${paths.opportunities}`)).text();
    expect(html).toMatch(/<noscript><p[^>]*>The list of opportunities needs JavaScript\./);
    for (const [legend, options] of [
      ['Employment type', ['Casual', 'Full Time', 'Part Time', 'Subcontractor']],
      ['Location', ['Victoria', 'South Australia']],
    ] as const) {
      const group = page.getByRole('group', { name: legend });
      for (const option of options) {
        await expect(group.getByRole('checkbox', { name: option }).isChecked()).resolves.toBe(
          false,
        );
      }
    }
  });
});

describe('the job board', () => {
  test('lists every post from the published job list, with no API call', async () => {
    const page = await pages.open();
    const apiRequests = recordGraphqlRequests(page);
    const listRequests = recordPublicListRequests(page, 'jobs');
    await page.goto(paths.opportunities);
    await allCardsShown(page);
    expect((await cardTitles(page)).sort()).toEqual(allPosts.map((post) => post.title).sort());
    expect(listRequests).toHaveLength(1);
    expect(apiRequests).toEqual([]);
  });

  test('filters by employment type and location, within a group any, across groups all', async () => {
    const page = await openBoard();
    const titlesWhere = (keep: (post: ApiPost) => boolean) =>
      allPosts
        .filter(keep)
        .map((post) => post.title)
        .sort();

    await page.getByRole('checkbox', { name: 'Casual' }).check();
    expect((await cardTitles(page)).sort()).toEqual(titlesWhere((post) => post.type === 'Casual'));

    await page.getByRole('checkbox', { name: 'Part Time' }).check();
    const casualOrPartTime = (post: ApiPost) => ['Casual', 'Part Time'].includes(post.type);
    expect((await cardTitles(page)).sort()).toEqual(titlesWhere(casualOrPartTime));

    await page.getByRole('checkbox', { name: 'South Australia' }).check();
    expect((await cardTitles(page)).sort()).toEqual(
      titlesWhere((post) => casualOrPartTime(post) && post.location === 'South Australia'),
    );
    await expect(page.getByRole('status').textContent()).resolves.toBe(
      opportunitiesText.count(
        titlesWhere((post) => casualOrPartTime(post) && post.location === 'South Australia').length,
      ),
    );

    for (const name of ['Casual', 'Part Time', 'South Australia']) {
      await page.getByRole('checkbox', { name }).uncheck();
    }
    await expect(cardTitles(page)).resolves.toHaveLength(allPosts.length);
  });

  test('a post whose location was written as free text ("VIC") shows under its state', async () => {
    const page = await pages.open();
    // A jobs file as it could be before locations became a choice.
    const legacy = [
      ['Written VIC', 'VIC'],
      ['Written Melbourne, VIC', 'Melbourne, VIC'],
      ['Written victoria', 'victoria'],
      ['Written Adelaide SA', 'Adelaide SA'],
      ['Written Remote', 'Remote'],
    ].map(([title, location], index) => ({
      id: `legacy-${index}`,
      title,
      location,
      type: 'Casual',
      description: ['A line.'],
    }));
    await servePublicList(page, 'jobs', legacy);
    await page.goto(paths.opportunities);
    await waitForHydration(page);
    await cardsShown(page, legacy.length);

    await page.getByRole('checkbox', { name: 'Victoria' }).check();
    await cardsShown(page, 3);
    expect((await cardTitles(page)).sort()).toEqual([
      'Written Melbourne, VIC',
      'Written VIC',
      'Written victoria',
    ]);
    await page.getByRole('checkbox', { name: 'Victoria' }).uncheck();
    await page.getByRole('checkbox', { name: 'South Australia' }).check();
    await cardsShown(page, 1);
    await expect(cardTitles(page)).resolves.toEqual(['Written Adelaide SA']);
  });

  test('says so when no post matches', async () => {
    const page = await pages.open();
    await servePublicList(page, 'jobs', []);
    await page.goto(paths.opportunities);
    await page.getByText(opportunitiesText.empty).waitFor();
    await expect(page.locator('article').count()).resolves.toBe(0);
  });

  test('Show More expands a clamped card and offers Apply Now with the exact mailto', async () => {
    const page = await openBoard();
    const title = 'Disability Support Worker';
    const job = card(page, title);
    const description = job.getByTestId('job-description');
    const clamped = () =>
      description.evaluate((element) => element.scrollHeight > element.clientHeight + 1);
    await expect(clamped()).resolves.toBe(true);
    await expect(
      description.evaluate((element) => getComputedStyle(element).webkitLineClamp),
    ).resolves.toBe('5');
    await expect(job.getByRole('link', { name: 'Apply Now' }).count()).resolves.toBe(0);

    const toggle = job.getByRole('button', { name: 'Show More' });
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
    await toggle.click();
    await expect(clamped()).resolves.toBe(false);
    const less = job.getByRole('button', { name: 'Show Less' });
    await expect(less.getAttribute('aria-expanded')).resolves.toBe('true');

    const body =
      `Dear ${siteConfig.providerName} team,\r\n\r\n` +
      `I would like to apply for the ${title} position. Please find my resume and cover letter attached.\r\n\r\n` +
      'Kind regards,\r\n';
    await expect(job.getByRole('link', { name: 'Apply Now' }).getAttribute('href')).resolves.toBe(
      `mailto:${siteConfig.email}?subject=Application%20for%20Disability%20Support%20Worker` +
        `&body=${encodeURIComponent(body)}`,
    );

    await less.click();
    await expect(job.getByRole('link', { name: 'Apply Now' }).count()).resolves.toBe(0);
    await expect(clamped()).resolves.toBe(true);
  });

  test('a post holding HTML, a script and javascript: links renders inert', async () => {
    const page = await openBoard();
    const job = card(page, INERT_TITLE);
    await job.getByRole('button', { name: 'Show More' }).click();

    await expect(job.locator('script, img, iframe, [onerror]').count()).resolves.toBe(0);
    // Raw HTML in a post is dropped when published, as on the job's own page: neither run nor shown.
    await expect(job.getByText(/__pwned/).count()).resolves.toBe(0);
    await expect(job.getByText(/javascript:/).count()).resolves.toBe(0);
    const hrefs = await job
      .locator('a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs.filter((href) => href?.trim().toLowerCase().startsWith('javascript:'))).toEqual(
      [],
    );
    expect(hrefs).toContain('https://www.example.com/jobs');

    await job.getByText('Markdown link').click();
    await page.waitForTimeout(300);
    await expect(page.evaluate(() => (window as { __pwned?: string }).__pwned)).resolves.toBe(
      undefined,
    );
  });
});

describe.each(Object.entries(VIEWPORTS))('accessibility at %s size', (_name, viewport) => {
  test('no axe-core violations with the board loaded, filtered and a card open', async () => {
    const page = await openBoard({ viewport });
    await page.getByRole('checkbox', { name: 'Victoria' }).check();
    await card(page, 'Disability Support Worker')
      .getByRole('button', { name: 'Show More' })
      .click();
    // Back to the top: a card's link scrolled under the sticky header counts, for axe's
    // target-size rule, as a target crowding the header's logo link.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(axeViolations(page)).resolves.toEqual([]);
  });
});

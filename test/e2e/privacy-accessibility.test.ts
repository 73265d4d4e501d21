// The privacy policy and the accessibility statement as a visitor reads them from `npm start`:
// headings in order, links that say where they go, readable at 200 % zoom, the figures taken from
// the configuration, and the forms' collection notices linking to the policy. What every public
// route gets (head, sitemap, axe, 320 px reflow) is in site-shell.test.ts.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { defaultDistDir } from '../../frontend/scripts/bundle-size';
import { collectionNoticeText } from '../../frontend/src/content/collectionNotice';
import { referralFormText } from '../../frontend/src/features/referral/content/referralForm';
import { periodInWords } from '../../schema/contract/periods';
import { paths } from '../../frontend/src/paths';
import { LOG_RETENTION_DAYS } from '../../schema/contract/logRetention';
import { REGION } from '../../schema/contract/region';
import { RETENTION_DAYS } from '../../schema/contract/retention';
import { telHref } from '../../schema/contract/phoneNumbers';
import { siteConfig } from '../../schema/contract/siteConfig';
import { sharedLocalStack, type LocalStack } from './harness';
import { waitForHydration } from './page-checks';
import { pageOpener, VIEWPORTS } from './support/browser';

let stack: LocalStack;
const pages = pageOpener(() => stack);

beforeAll(async () => {
  stack = await sharedLocalStack();
});
afterEach(() => pages.closeAll());
afterAll(async () => {
  await stack?.stop();
});

/** Link texts that do not say where a link goes out of context (WCAG 2.4.4). */
const VAGUE_LINK_TEXT = /^(here|click here|read more|more|link|this page)$/i;

const providerTel = telHref(siteConfig.phone.display);
const providerMail = `mailto:${siteConfig.email}`;

/** The `<dd>` right after the `<dt>` that says `term`, in the page's main content. */
const definition = (page: Page, term: string) =>
  page.getByRole('main').locator(`dt:text-is("${term}") + dd`);

describe.each([paths.privacy, paths.accessibility])('%s', (path) => {
  test('has one h1 and headings that never skip a level', async () => {
    const page = await pages.open({ viewport: VIEWPORTS.desktop, javaScriptEnabled: false });
    await page.goto(path);
    const levels = await page
      .getByRole('main')
      .locator('h1, h2, h3, h4, h5, h6')
      .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))));
    expect(levels[0]).toBe(1);
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    expect(levels.length).toBeGreaterThan(4);
    const skips = levels.filter((level, index) => index > 0 && level > levels[index - 1]! + 1);
    expect(skips).toEqual([]);
  });

  test('names every link by where it goes, one name for one place', async () => {
    const page = await pages.open({ viewport: VIEWPORTS.desktop, javaScriptEnabled: false });
    await page.goto(path);
    const links = await page
      .getByRole('main')
      .getByRole('link')
      .evaluateAll((anchors) =>
        anchors.map((anchor) => ({
          name: (anchor.getAttribute('aria-label') ?? anchor.textContent ?? '').trim(),
          href: anchor.getAttribute('href') ?? '',
        })),
      );
    expect(links.length).toBeGreaterThan(0);
    for (const { name, href } of links) {
      expect(name, href).not.toBe('');
      expect(name, href).not.toMatch(VAGUE_LINK_TEXT);
      expect(href, name).toMatch(/^(\/|https:\/\/|tel:|mailto:|sms:)/);
    }
    const hrefsByName = new Map<string, Set<string>>();
    for (const { name, href } of links) {
      hrefsByName.set(name, (hrefsByName.get(name) ?? new Set()).add(href));
    }
    for (const [name, hrefs] of hrefsByName) expect([...hrefs], name).toHaveLength(1);
  });

  test('at 200 % zoom (a 1280 px window) reads without sideways scrolling', async () => {
    const page = await pages.open({ viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 });
    await page.goto(path);
    await waitForHydration(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expect(page.getByRole('heading', { level: 1 }).isVisible()).resolves.toBe(true);
  });
});

describe('privacy policy', () => {
  test('quotes the retention periods, region and contacts the configuration sets', async () => {
    const page = await pages.open({ javaScriptEnabled: false });
    await page.goto(paths.privacy);
    const keptFor = async (term: string) => (await definition(page, term).textContent())?.trim();
    await expect(keptFor('Contact form messages')).resolves.toBe(
      periodInWords(RETENTION_DAYS.Message),
    );
    await expect(keptFor('Referrals we accept')).resolves.toBe(
      `${periodInWords(RETENTION_DAYS.AcceptedReferral)} after we accept them`,
    );
    await expect(keptFor('Referrals we decline or close')).resolves.toBe(
      `${periodInWords(RETENTION_DAYS.Referral)} after we decline or close them`,
    );
    await expect(keptFor('Complaints')).resolves.toBe(
      `${periodInWords(RETENTION_DAYS.Complaint)} after the complaint is closed`,
    );
    await expect(keptFor('Feedback and compliments')).resolves.toBe(
      periodInWords(RETENTION_DAYS.Feedback),
    );
    await expect(keptFor('Records of what staff did with each item')).resolves.toBe(
      periodInWords(RETENTION_DAYS.Audit),
    );
    await expect(keptFor('Technical logs')).resolves.toBe(periodInWords(LOG_RETENTION_DAYS));

    const main = page.getByRole('main');
    await expect(main.getByText(`(region ${REGION})`).count()).resolves.toBe(1);
    await expect(keptFor('Privacy officer')).resolves.toBe(siteConfig.privacy.officer);
    await expect(keptFor('Post')).resolves.toBe(siteConfig.privacy.postalAddress);
    await expect(definition(page, 'Phone').getByRole('link').getAttribute('href')).resolves.toBe(
      providerTel,
    );
    await expect(definition(page, 'E-mail').getByRole('link').getAttribute('href')).resolves.toBe(
      providerMail,
    );
    await expect(
      main.getByRole('link', { name: '1300 363 992' }).getAttribute('href'),
    ).resolves.toBe('tel:1300363992');
    await expect(
      main.getByRole('link', { name: 'www.oaic.gov.au' }).getAttribute('href'),
    ).resolves.toBe('https://www.oaic.gov.au');
  });
});

describe('accessibility statement', () => {
  test('offers the provider, TIS National and the National Relay Service by phone', async () => {
    const page = await pages.open({ javaScriptEnabled: false });
    await page.goto(paths.accessibility);
    const main = page.getByRole('main');
    const hrefOf = (name: string) =>
      main.getByRole('link', { name, exact: true }).getAttribute('href');
    await expect(hrefOf(siteConfig.phone.display)).resolves.toBe(providerTel);
    await expect(hrefOf(siteConfig.email)).resolves.toBe(providerMail);
    await expect(hrefOf('131 450')).resolves.toBe('tel:131450');
    await expect(hrefOf('www.tisnational.gov.au')).resolves.toBe('https://www.tisnational.gov.au');
    await expect(hrefOf('133 677')).resolves.toBe('tel:133677');
    await expect(hrefOf('1300 555 727')).resolves.toBe('tel:1300555727');
    await expect(hrefOf('0423 677 767')).resolves.toBe('sms:0423677767');
    await expect(hrefOf('www.accesshub.gov.au/about-the-nrs')).resolves.toBe(
      'https://www.accesshub.gov.au/about-the-nrs',
    );
    await expect(
      main.getByText(/^This statement was last reviewed on \d{1,2} \w+ \d{4}\.$/).count(),
    ).resolves.toBe(1);
  });
});

describe('collection notices', () => {
  const privacyLink = collectionNoticeText.privacyLink;

  test('the contact form says who collects the details and why, and links to /privacy', async () => {
    const page = await pages.open({ javaScriptEnabled: false });
    await page.goto(paths.contact);
    const form = page.getByRole('form');
    await expect(
      form.getByRole('heading', { name: collectionNoticeText.heading }).count(),
    ).resolves.toBe(1);
    await expect(form.getByText(`${siteConfig.providerName} collects`).count()).resolves.toBe(1);
    await expect(
      form.getByRole('link', { name: privacyLink.label }).getAttribute('href'),
    ).resolves.toBe(paths.privacy);
  });

  test('the referral form’s notice links to /privacy', async () => {
    const page = await pages.open();
    await page.goto(paths.referral);
    await waitForHydration(page);
    const form = page.getByRole('form', { name: referralFormText.heading });
    await expect(
      form.getByRole('heading', { name: collectionNoticeText.heading }).count(),
    ).resolves.toBe(1);
    await expect(
      form.getByRole('link', { name: privacyLink.label }).getAttribute('href'),
    ).resolves.toBe(paths.privacy);
  });
});

test('the built site holds no cdk.json setting but the retention periods', async () => {
  const files = (await readdir(defaultDistDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && /\.(js|html|json)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
  expect(files.length).toBeGreaterThan(10);
  for (const file of files) {
    const text = await readFile(file, 'utf8');
    for (const setting of ['alertEmail', 'inboxEmail', 'sesIdentitiesExist', '@aws-cdk/']) {
      expect(text, file).not.toContain(setting);
    }
  }
});

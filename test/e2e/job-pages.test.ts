// A page per job in Chromium against `npm start`: staff add a job with a closing date in the admin,
// it appears on the board, its card links to its own page, which shows the job and its dates with
// the Apply link and passes axe at 375 and 1280 px; once the job is filled its address answers 410
// with a link to the current opportunities, which passes axe too.
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { jobGoneText, jobPageText } from '../../frontend/src/features/careers/content/careers';
import { paths } from '../../frontend/src/paths';
import { sharedLocalStack, type LocalStack } from './harness';
import { axeViolations, waitForHydration } from './page-checks';
import { adminPages } from './support/admin-browser';
import { expectAnnounced, openAdminPage } from './support/admin-session';
import { VIEWPORTS } from './support/browser';
import { adminToken, graphql } from './support/productApi';

let stack: LocalStack;
const pages = adminPages(() => stack);
const SHOTS = process.env.JOB_PAGE_SCREENSHOTS;

beforeAll(async () => {
  stack = await sharedLocalStack();
});
afterEach(() => pages.closeAll());
afterAll(async () => {
  await stack?.stop();
});

/** Adds a job through /admin/recruit's Add Job dialog, closing on `closesOn`. */
async function addJob(page: Page, title: string, closesOn: string) {
  await openAdminPage(page, paths.adminRecruit, 'Recruitment');
  await page.getByRole('button', { name: 'Add a new job' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Job' });
  await dialog.getByLabel(/^Title/).fill(title);
  await dialog.getByRole('combobox', { name: /^Location/ }).selectOption('South Australia');
  await dialog.getByLabel(/^Employment type/).selectOption('Full Time');
  const newLine = dialog.getByLabel('New description line');
  for (const line of ['## The role', 'Support people at home in **Adelaide**.', '- Own car']) {
    await newLine.fill(line);
    await newLine.press('Enter');
  }
  await dialog.getByLabel(/^Closing date/).fill(closesOn);
  await dialog.getByRole('button', { name: 'Add Job' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await expectAnnounced(page, 'status', 'Job added successfully!');
}

describe.each(Object.entries(VIEWPORTS))('at %s width', (name, viewport) => {
  test('a job added with a closing date is on the board, and its card leads to its own page', async () => {
    const title = `Support Worker ${name} ${randomUUID().slice(0, 6)}`;
    await addJob(await pages.open(), title, '2099-06-30');

    const page = await pages.anonymous({ viewport });
    await page.goto(paths.opportunities);
    await waitForHydration(page);
    const link = page.getByRole('article').getByRole('link', { name: title });
    await link.waitFor();
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/opportunities\/support-worker-[a-z]+-[0-9a-f]{6}-[0-9a-f]{8}$/);
    await link.click();
    await page.waitForURL(`**${href}`);

    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(title);
    await expect(page.title()).resolves.toContain(title);
    const details = page.getByRole('region', { name: jobPageText.detailsHeading });
    await expect(details.textContent()).resolves.toContain('South Australia');
    await expect(details.textContent()).resolves.toContain('Full Time');
    await expect(details.textContent()).resolves.toContain('30 June 2099');
    await expect(page.getByRole('heading', { name: 'The role', level: 3 }).count()).resolves.toBe(
      1,
    );
    const apply = page.getByRole('link', { name: 'Apply Now' });
    await expect(apply.getAttribute('href')).resolves.toContain(
      `subject=${encodeURIComponent(`Application for ${title}`)}`,
    );
    const jsonLd = await page.locator('script[type="application/ld+json"]').textContent();
    expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({ '@type': 'JobPosting', title });
    await expect(axeViolations(page)).resolves.toEqual([]);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(viewport.width);
    if (SHOTS)
      await page.screenshot({ path: `${SHOTS}/job-page-${viewport.width}.png`, fullPage: true });
  });

  test('a filled job’s address answers 410 with a link to the current opportunities', async () => {
    const token = await adminToken(stack);
    const created = await graphql<{ createPost: { id: string; slug: string } }>(
      stack,
      'mutation ($input: CreatePostInput!) { createPost(input: $input) { id slug } }',
      {
        input: {
          title: `Filled ${randomUUID().slice(0, 6)}`,
          location: 'Victoria',
          type: 'Casual',
          description: ['Filled soon.'],
          filled: true,
        },
      },
      { token },
    );
    expect(created.errors).toBeUndefined();
    const page = await pages.anonymous({ viewport });
    const response = await page.goto(`/opportunities/${created.data!.createPost.slug}`);
    expect(response?.status()).toBe(410);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      jobGoneText.heading,
    );
    await expect(
      page.getByRole('link', { name: jobGoneText.link }).getAttribute('href'),
    ).resolves.toBe(paths.opportunities);
    await expect(axeViolations(page)).resolves.toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/job-gone-${viewport.width}.png` });
  });
});

// Job applications under Recruitment in Chromium against `npm start`: applications sent through the
// public API with a PDF CV, listed as cards at 375 and 1280 px (newest first, unread marked and
// counted) without sideways scrolling, opened from the keyboard (marked read, the counts drop),
// reached from their job on Recruitment (its link counting them; plain while the count is on its
// way or when it fails), shortlisted, a note added, the CV downloaded through its
// signed link, the job's applications exported as CSV and one deleted after confirmation with its
// CV; axe-core on the list and the view.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { startLocalStack, type LocalStack } from './harness';
import { axeViolations } from './page-checks';
import { adminPages } from './support/admin-browser';
import { collectBrowserErrors } from './support/browserErrors';
import { adminInbox, expectNoSidewaysScroll } from './support/admin-inbox';
import { expectAnnounced, openAdminPage } from './support/admin-session';
import { PROVIDER_MORNING } from '../support/clock';
import { tabTo } from './support/focus';
import { adminToken, graphql, graphqlData, putUpload, TEST_ADMIN_ENV } from './support/productApi';

let stack: LocalStack;
const pages = adminPages(() => stack);

// Its own stack: it counts unread applications, which other files' applications would change.
beforeAll(async () => {
  stack = await startLocalStack({ env: TEST_ADMIN_ENV });
}, 240_000);
afterEach(() => pages.closeAll());
afterAll(async () => {
  await stack?.stop();
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const CV_NAME = 'My-CV.pdf';

/** An open job, as staff add it on Recruitment; resolves to its id and title. */
async function createJob(): Promise<{ id: string; title: string }> {
  const title = `Support Worker ${randomUUID().slice(0, 6)}`;
  const { createPost } = await graphqlData<{ createPost: { id: string } }>(
    stack,
    'mutation ($input: CreatePostInput!) { createPost(input: $input) { id } }',
    {
      input: {
        title,
        description: ['Support people at home.'],
        location: 'Victoria',
        type: 'Casual',
        filled: false,
      },
    },
    { token: await adminToken(stack) },
  );
  return { id: createPost.id, title };
}

/** An application as the job page's Apply form sends it, with a PDF CV; resolves to its reference. */
async function apply(jobId: string, name: string): Promise<string> {
  const { startJobApplicationCvUpload: upload } = await graphqlData<{
    startJobApplicationCvUpload: { key: string; url: string };
  }>(
    stack,
    `mutation ($input: StartJobApplicationCvUploadInput!) {
      startJobApplicationCvUpload(input: $input) { key url } }`,
    { input: { fileName: 'My CV.pdf', contentType: 'application/pdf', size: PDF.length } },
  );
  expect(await putUpload(stack, upload.url, PDF, 'application/pdf')).toBe(200);
  const { completeJobApplicationCvUpload: checked } = await graphqlData<{
    completeJobApplicationCvUpload: { key: string };
  }>(
    stack,
    `mutation ($input: CompleteJobApplicationCvUploadInput!) {
      completeJobApplicationCvUpload(input: $input) { key } }`,
    { input: { key: upload.key, size: PDF.length } },
  );
  const { submitJobApplication: receipt } = await graphqlData<{
    submitJobApplication: { reference: string };
  }>(
    stack,
    `mutation ($input: SubmitJobApplicationInput!) {
      submitJobApplication(input: $input) { reference } }`,
    {
      input: {
        jobId,
        name,
        email: 'jo.applicant@example.com',
        phone: '0400 111 222',
        rightToWork: 'YES',
        screeningCheck: 'APPLIED',
        availability: 'Weekdays and evenings',
        note: 'Five years in community support.',
        cv: [checked.key],
        clientToken: randomUUID(),
      },
    },
  );
  return receipt.reference;
}

const applications = adminInbox({
  path: '/admin/applications',
  heading: 'Applications',
  listName: 'Job applications, newest first',
  // Hidden in the closed menu on a phone, so looked up among hidden elements too.
  tab: (page) => page.getByRole('link', { name: /^Applications/, includeHidden: true }),
  viewHeading: (reference) => `Application ${reference}`,
  loadedHeading: 'Internal notes',
});
const { list, card, unreadOnTab, itemShown: applicationShown } = applications;

/** The list's own count ("2 unread applications"). */
async function unreadOnList(page: Page): Promise<number> {
  const line = page.getByText(/^\d+ unread applications?$/);
  await line.waitFor();
  return Number(/^(\d+)/.exec(await line.innerText())?.[1]);
}

describe('job applications', () => {
  test.each([375, 1280])(
    'are listed newest first with the unread count and open from the keyboard at %i px, without sideways scrolling or axe violations',
    async (width) => {
      const job = await createJob();
      const tag = randomUUID().slice(0, 6);
      await apply(job.id, `Jo First ${tag}`);
      const name = `Jo Second ${tag}`;
      const reference = await apply(job.id, name);
      const page = await pages.open({ viewport: { width, height: 900 } });
      await applications.open(page);
      const unread = card(page, name);
      await unread.waitFor();
      await expect(list(page).getByRole('heading', { level: 3 }).first().innerText()).resolves.toBe(
        name,
      );
      const cardText = await unread.innerText();
      for (const value of ['Unread', job.title, 'New']) expect(cardText).toContain(value);
      await expect(unread.evaluate((item) => getComputedStyle(item).fontWeight)).resolves.toBe(
        '700',
      );
      const before = await unreadOnList(page);
      expect(before).toBeGreaterThanOrEqual(2);
      await expect.poll(() => unreadOnTab(page)).toBe(before);
      const deleteButton = unread.getByRole('button', { name: `Delete: ${name}` });
      const box = await deleteButton.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);
      await expectNoSidewaysScroll(page);
      await page.waitForLoadState('networkidle');
      expect(await axeViolations(page), 'list').toEqual([]);

      // From the keyboard: Tab to the card's Open link, Enter.
      await tabTo(page, unread.getByRole('link', { name: `Open: ${name}` }));
      await page.keyboard.press('Enter');
      await applicationShown(page, reference);
      const main = page.getByRole('main');
      const text = await main.innerText();
      for (const value of [
        job.title,
        'Open until filled',
        name,
        'jo.applicant@example.com',
        '0400 111 222',
        'I have applied',
        'Weekdays and evenings',
        'Five years in community support.',
        `Download ${CV_NAME}`,
        'No notes yet.',
      ]) {
        expect(text).toContain(value);
      }
      await expect.poll(() => unreadOnTab(page), { timeout: 30_000 }).toBe(before - 1);
      await page
        .getByText(/^Viewed by /)
        .first()
        .waitFor();
      await expectNoSidewaysScroll(page);
      await page.waitForLoadState('networkidle');
      expect(await axeViolations(page), 'application').toEqual([]);

      await page.getByRole('link', { name: 'All applications' }).click();
      await card(page, name).waitFor();
      await expect(card(page, name).innerText()).resolves.not.toContain('Unread');
      await expect.poll(() => unreadOnList(page)).toBe(before - 1);
    },
    180_000,
  );

  test("a job's applications from Recruitment: shortlisted, a note, the CV, CSV export and delete at 375 px", async () => {
    const job = await createJob();
    const other = await createJob();
    const tag = randomUUID().slice(0, 6);
    const name = `Sam ${tag}`;
    const reference = await apply(job.id, name);
    await apply(other.id, `Other ${tag}`);
    const page = await pages.open({ viewport: { width: 375, height: 900 } });

    // Recruitment links each job to its own applications, saying how many.
    await openAdminPage(page, '/admin/recruit', 'Recruitment');
    await page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: job.title }) })
      .getByRole('link', { name: 'Applications (1)', exact: true })
      .click();
    await page.waitForURL((url) => url.searchParams.get('job') === job.id);
    await card(page, name).waitFor();
    await expect(list(page).getByRole('listitem').count()).resolves.toBe(1);
    await expect.poll(() => page.getByLabel('Job', { exact: true }).inputValue()).toBe(job.id);

    await applications.openCard(page, name, reference);
    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Shortlisted' });
    await page.getByRole('button', { name: 'Save status' }).click();
    await expectAnnounced(page, 'status', 'Status saved: Shortlisted');
    const note = `Rang to arrange an interview ${tag}`;
    await page.getByLabel('New note').fill(note);
    await page.getByRole('button', { name: 'Add note' }).click();
    await expectAnnounced(page, 'status', 'Note added');
    await page.getByText(/^Status changed: Shortlisted by /).waitFor();
    await page.getByText(/^Note added by /).waitFor();
    await expect(page.getByRole('main').innerText()).resolves.toContain(
      `By ${TEST_ADMIN_ENV.ADMIN_EMAIL}`,
    );

    // The CV through its signed link: the uploaded bytes, and the page stays.
    const [cv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: new RegExp(`^Download ${CV_NAME}`) }).click(),
    ]);
    expect(cv.suggestedFilename()).toBe(CV_NAME);
    const cvUrl = cv.url();
    expect(cvUrl).toContain(`private/applications/${reference}/`);
    expect(await readFile(await cv.path())).toEqual(PDF);
    await applicationShown(page, reference);
    // The download is in the history, read again with the page.
    await page.reload();
    await applicationShown(page, reference);
    await page.getByText(`Viewed: CV ${CV_NAME} by ${TEST_ADMIN_ENV.ADMIN_EMAIL}`).waitFor();

    // The job's applications as CSV, this one shortlisted; the other job's left out.
    await page.getByRole('link', { name: job.title }).click();
    await card(page, name).waitFor();
    await page.clock.setFixedTime(PROVIDER_MORNING.instant);
    const [csvFile] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(csvFile.suggestedFilename()).toBe(`job-applications-${PROVIDER_MORNING.date}.csv`);
    const rows = (await readFile(await csvFile.path(), 'utf8')).split('\r\n').filter(Boolean);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain(name);
    expect(rows[1]).toContain('Shortlisted');
    expect(rows.join()).not.toContain(`Other ${tag}`);
    await expectAnnounced(page, 'status', 'Exported 1 application.');

    // Delete asks first; Cancel keeps it, Delete removes it and its CV.
    await applications.openCard(page, name, reference);
    await page.getByText(/^Exported by /).waitFor();
    await page.getByRole('button', { name: 'Delete application' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor();
    await expect(dialog.innerText()).resolves.toContain(
      `Delete the application from ${name} and its CV? This cannot be undone.`,
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await applicationShown(page, reference);
    await page.getByRole('button', { name: 'Delete application' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/applications' && url.search === '');
    await expectAnnounced(page, 'status', 'Application deleted');
    await card(page, `Other ${tag}`).waitFor();
    await expect(card(page, name).count()).resolves.toBe(0);
    const after = await graphql(
      stack,
      'query ($id: ID!) { getJobApplication(id: $id) { id } }',
      { id: reference },
      { token: await adminToken(stack) },
    );
    expect(after.errors?.map((error) => error.errorType)).toEqual(['NotFound']);
    // The CV went with it: its signed link, still within its lifetime, finds nothing.
    const gone = await fetch(cvUrl);
    await gone.arrayBuffer();
    expect(gone.status).toBe(404);
    await expectNoSidewaysScroll(page);
  }, 180_000);

  test("Recruitment's link reads plain 'Applications' until the count comes, and when it fails", async () => {
    const job = await createJob();
    const page = await pages.open();
    const errors = collectBrowserErrors(page);
    const jobLink = (name: string) =>
      page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: job.title }) })
        .getByRole('link', { name, exact: true });
    let failCount: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      failCount = resolve;
    });
    await page.route('**/graphql', async (route) => {
      if (!(route.request().postData() ?? '').includes('jobApplicationCounts')) {
        return route.continue();
      }
      await held;
      return route.abort('connectionreset');
    });

    await openAdminPage(page, '/admin/recruit', 'Recruitment');
    await jobLink('Applications').waitFor();
    failCount();
    await expect.poll(() => errors.join('\n')).toContain('jobApplicationCounts failed');
    await expect(jobLink('Applications').count()).resolves.toBe(1);

    // Counted once more on the next visit: a job nobody applied for reads 0.
    await page.unroute('**/graphql');
    await page.reload();
    await jobLink('Applications (0)').waitFor();
  }, 120_000);
});

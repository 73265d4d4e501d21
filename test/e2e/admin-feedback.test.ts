// The complaints register in Chromium against `npm start`: the seeded items listed as cards at 375
// and 1280 px without sideways scrolling, filtered by kind, one shown in full with its dated status
// history; the seeded anonymous complaint opened from the Feedback tab (its unread count drops),
// its status changed, an outcome note added, the register exported (the downloaded file read) and
// the complaint deleted after confirmation, its audit trail kept; axe-core on the list and the view.
import { readFile } from 'node:fs/promises';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { startLocalStack, type LocalStack } from './harness';
import { axeViolations } from './page-checks';
import { adminPages } from './support/admin-browser';
import { adminInbox, expectNoSidewaysScroll } from './support/admin-inbox';
import { expectAnnounced } from './support/admin-session';
import { adminToken, graphql, TEST_ADMIN_ENV } from './support/productApi';
import { LIST_VIEW_DETAIL } from '../../schema/contract/personalDetails';

let stack: LocalStack;
const pages = adminPages(() => stack);

// Its own stack: it expects the seeded feedback on the list's first page, which other files fill.
beforeAll(async () => {
  stack = await startLocalStack({ env: TEST_ADMIN_ENV });
}, 240_000);
afterEach(() => pages.closeAll());
afterAll(async () => {
  await stack?.stop();
});

const COMPLAINT = 'F-7K3Q9P';
const COMPLIMENT = 'F-8TRB6N';

const feedback = adminInbox({
  path: '/admin/feedback',
  heading: 'Feedback and complaints',
  listName: 'Feedback and complaints, newest first',
  // At 375 px the tabs sit behind the Menu button: hidden, so found by their address.
  tab: (page) => page.locator('nav a[href="/admin/feedback"]'),
  viewHeading: (reference) => `Feedback ${reference}`,
  loadedHeading: 'Outcome notes',
});
const { card, unreadOnTab } = feedback;

describe('the complaints register', () => {
  test.each([375, 1280])(
    'lists the seeded items as cards, filters them, shows one in full, at %i px, without sideways scrolling or axe violations',
    async (width) => {
      const page = await pages.open({ viewport: { width, height: 900 } });
      await feedback.open(page);
      await card(page, COMPLAINT).waitFor();
      const complaint = await card(page, COMPLAINT).innerText();
      for (const value of ['Complaint', 'Received', 'Anonymous'])
        expect(complaint).toContain(value);
      const named = await card(page, 'F-4MWX2D').innerText();
      for (const value of ['Feedback', 'Acknowledged', 'Jamie Example'])
        expect(named).toContain(value);
      await expectNoSidewaysScroll(page);
      await page.waitForLoadState('networkidle');
      expect(await axeViolations(page), 'register').toEqual([]);

      await page.getByLabel('Kind').selectOption({ label: 'Compliment' });
      await card(page, COMPLAINT).waitFor({ state: 'detached' });
      await expect(
        feedback.list(page).getByRole('heading', { level: 3 }).allInnerTexts(),
      ).resolves.toEqual(['F-8TRB6N']);
      await page.getByLabel('Kind').selectOption({ label: 'All' });
      await card(page, COMPLAINT).waitFor();

      await feedback.openCard(page, 'F-4MWX2D');
      const main = page.getByRole('main');
      const text = await main.innerText();
      for (const value of [
        'The new booking form was hard to use with a screen reader.',
        'jamie.feedback@example.com',
        'Acknowledged, by admin@example.com',
        'Thanked Jamie by e-mail; the form is being checked with a screen reader.',
        'Deleted automatically on',
      ]) {
        expect(text).toContain(value);
      }
      const history = main.getByRole('list', { name: 'Status history' }).getByRole('listitem');
      await expect(history.allInnerTexts()).resolves.toEqual([
        expect.stringMatching(/^Received\n/),
        expect.stringMatching(/^Acknowledged, by admin@example\.com\n/),
      ]);
      await expect(
        history
          .locator('time')
          .evaluateAll((times) => times.map((time) => time.getAttribute('datetime'))),
      ).resolves.toEqual(['2025-01-03T09:00:00.000Z', '2025-01-03T22:00:00.000Z']);
      await main.getByRole('heading', { name: 'History', level: 3 }).waitFor();
      await main.getByText(`Viewed by ${TEST_ADMIN_ENV.ADMIN_EMAIL}`).first().waitFor();
      await expectNoSidewaysScroll(page);
      await page.waitForLoadState('networkidle');
      expect(await axeViolations(page), 'item').toEqual([]);
    },
    180_000,
  );

  test('an anonymous complaint: opened, status changed, note added, exported, never deletable; a compliment deleted', async () => {
    const page = await pages.open({ viewport: { width: 375, height: 900 }, acceptDownloads: true });
    await feedback.open(page);
    await expect(card(page, COMPLAINT).innerText()).resolves.toContain('Unread');
    await feedback
      .tab(page)
      .filter({ hasText: /, \d+ unread/ })
      .waitFor({ state: 'attached' });
    const before = await unreadOnTab(page);
    expect(before).toBeGreaterThan(0);

    await feedback.openCard(page, COMPLAINT);
    await page.getByText('The person chose to stay anonymous.').waitFor();
    await expect.poll(() => unreadOnTab(page), { timeout: 30_000 }).toBe(before - 1);

    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Under review' });
    await page.getByRole('button', { name: 'Save status' }).click();
    await expectAnnounced(page, 'status', 'Status saved: Under review');
    const history = page.getByRole('list', { name: 'Status history' }).getByRole('listitem');
    await history.filter({ hasText: `Under review, by ${TEST_ADMIN_ENV.ADMIN_EMAIL}` }).waitFor();

    const note = 'Rang the office; the rostering is fixed from next week.';
    await page.getByLabel('New outcome note').fill(note);
    await page.getByRole('button', { name: 'Add note' }).click();
    await expectAnnounced(page, 'status', 'Note added');
    const main = page.getByRole('main');
    await main.getByText(`Status changed: Under review by ${TEST_ADMIN_ENV.ADMIN_EMAIL}`).waitFor();
    await main.getByText(`Note added by ${TEST_ADMIN_ENV.ADMIN_EMAIL}`).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page), 'item after changes').toEqual([]);

    await page.getByRole('link', { name: 'All feedback' }).click();
    await card(page, COMPLAINT).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^feedback-register-\d{4}-\d\d-\d\d\.csv$/);
    const csv = await readFile(await download.path(), 'utf8');
    const [header, ...rows] = csv.split('\r\n');
    expect(header).toBe(
      '"Received","Reference","Kind","Status","Status changes","Outcome notes","Date received","Received by","Source","Advocate or representative involved","Service area","Risk rating","Date acknowledged","Outcome","Complainant told of the outcome on","Affected person told of the outcome on","Complainant satisfied","Date closed","Improvements made","Actions taken","Contact"',
    );
    const row = rows.find((line) => line.includes(`"${COMPLAINT}"`)) ?? '';
    expect(row).toMatch(/^"2025-01-04T09:00:00\.000Z","F-7K3Q9P","Complaint","Under review",/);
    expect(row).toContain('2025-01-04T09:00:00.000Z Received\n');
    expect(row).toMatch(/\d{4}-\d\d-\d\dT[\d:.]+Z Under review/);
    expect(row).toContain(`${TEST_ADMIN_ENV.ADMIN_EMAIL}: ${note}`);
    expect(row).toMatch(/"Anonymous"$/);
    // What happened stays in the admin.
    expect(csv).not.toContain('arrived an hour late');
    await expectAnnounced(page, 'status', 'The register was exported.');

    // A complaint is kept while open and seven years after closing: no one is offered a delete.
    await expect(
      card(page, COMPLAINT)
        .getByRole('button', { name: `Delete: ${COMPLAINT}` })
        .count(),
    ).resolves.toBe(0);
    await feedback.openCard(page, COMPLAINT);
    await main
      .getByText(
        'A complaint is kept while it is open and for 7 years after it is closed, so it cannot be deleted.',
      )
      .waitFor();
    await expect(page.getByRole('button', { name: /^Delete/ }).count()).resolves.toBe(0);

    // Feedback that is not a complaint is deleted after confirmation.
    await page.getByRole('link', { name: 'All feedback' }).click();
    await card(page, COMPLIMENT)
      .getByRole('button', { name: `Delete: ${COMPLIMENT}` })
      .click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog.innerText()).resolves.toContain(
      `Delete feedback ${COMPLIMENT}? This cannot be undone.`,
    );
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await card(page, COMPLIMENT).waitFor({ state: 'detached' });
    await expectNoSidewaysScroll(page);

    const token = { token: await adminToken(stack) };
    const trail = async (id: string) => {
      const answer = await graphql<{ auditTrail: { action: string; detail: string | null }[] }>(
        stack,
        'query ($id: ID!) { auditTrail(kind: FEEDBACK, id: $id) { action detail } }',
        { id },
        token,
      );
      return answer.data?.auditTrail ?? [];
    };
    // Each time the register listed it is a view too, recorded apart from opening it.
    const entries = await trail(COMPLAINT);
    const listViews = entries.filter((entry) => entry.detail === LIST_VIEW_DETAIL);
    expect(listViews.length).toBeGreaterThan(0);
    expect(listViews.every((entry) => entry.action === 'VIEWED')).toBe(true);
    expect(
      entries.filter((entry) => entry.detail !== LIST_VIEW_DETAIL).map((entry) => entry.action),
    ).toEqual(['VIEWED', 'EXPORTED', 'ADDED_NOTE', 'CHANGED_STATUS', 'VIEWED']);
    expect((await trail(COMPLIMENT)).map((entry) => entry.action)).toContain('DELETED');
    await page.goto(`/admin/feedback?reference=${COMPLIMENT}`);
    await expectAnnounced(page, 'alert', 'This feedback does not exist or has been deleted.');
  }, 180_000);
});

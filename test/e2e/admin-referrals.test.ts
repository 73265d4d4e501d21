// The referral inbox in Chromium against `npm start`: the seeded referrals listed as cards at 375
// and 1280 px without sideways scrolling, a referral made through the public API opened (marked
// read, the tab's count drops), its status saved, a note added, its attachment downloaded through
// the signed link and the referral deleted after confirmation; axe-core on the list and the view.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { startLocalStack, type LocalStack } from './harness';
import { axeViolations } from './page-checks';
import { adminPages } from './support/admin-browser';
import { adminInbox, expectNoSidewaysScroll } from './support/admin-inbox';
import { expectAnnounced } from './support/admin-session';
import { adminToken, graphql, graphqlData, putUpload, TEST_ADMIN_ENV } from './support/productApi';

let stack: LocalStack;
const pages = adminPages(() => stack);

// Its own stack: it expects seeded referrals on the list's first page, which other files fill.
beforeAll(async () => {
  stack = await startLocalStack({ env: TEST_ADMIN_ENV });
}, 240_000);
afterEach(() => pages.closeAll());
afterAll(async () => {
  await stack?.stop();
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** A referral made as the public form makes it, with one PDF attached; resolves to its reference. */
async function createReferral(participantName: string): Promise<string> {
  const fileName = 'support-plan.pdf';
  const { startReferralAttachmentUpload: upload } = await graphqlData<{
    startReferralAttachmentUpload: { key: string; url: string };
  }>(
    stack,
    `mutation ($input: StartReferralAttachmentUploadInput!) {
      startReferralAttachmentUpload(input: $input) { key url } }`,
    { input: { fileName, contentType: 'application/pdf', size: PDF.length } },
  );
  expect(await putUpload(stack, upload.url, PDF, 'application/pdf')).toBe(200);
  const { completeReferralAttachmentUpload: checked } = await graphqlData<{
    completeReferralAttachmentUpload: { key: string };
  }>(
    stack,
    `mutation ($input: CompleteReferralAttachmentUploadInput!) {
      completeReferralAttachmentUpload(input: $input) { key } }`,
    { input: { key: upload.key, size: PDF.length } },
  );
  const { createReferral: receipt } = await graphqlData<{ createReferral: { reference: string } }>(
    stack,
    `mutation ($input: CreateReferralInput!) { createReferral(input: $input) { reference } }`,
    {
      input: {
        referrerRole: 'HEALTH_PROFESSIONAL',
        referrerName: 'Dr Casey Example',
        referrerEmail: 'casey.example@example.com',
        referrerPhone: '0400 555 666',
        participantName,
        participantDateOfBirth: '1990-02-03',
        ndisNumber: '431234567',
        participantPostcode: 3181,
        preferredContact: 'SMS',
        communication: { interpreter: false, auslan: true },
        planFunding: 'SELF_MANAGED',
        services: ['socialWorker', 'alliedHealth'],
        supportNeeded: 'Counselling after a hospital stay.',
        consent: true,
        attachments: [checked.key],
      },
    },
  );
  return receipt.reference;
}

const referrals = adminInbox({
  path: '/admin/referrals',
  heading: 'Referrals',
  listName: 'Referrals, newest first',
  tab: (page) => page.getByRole('link', { name: /^Referrals/ }),
  viewHeading: (reference) => `Referral ${reference}`,
  loadedHeading: 'Internal notes',
});
const { card, unreadOnTab, itemShown: referralShown } = referrals;

async function openReferral(page: Page, reference: string) {
  await referrals.open(page);
  await referrals.openCard(page, reference);
}

describe('the referral inbox', () => {
  test.each([375, 1280])(
    'lists the seeded referrals as cards, shows one in full, at %i px, without sideways scrolling or axe violations',
    async (width) => {
      const page = await pages.open({ viewport: { width, height: 900 } });
      await referrals.open(page);
      const unread = card(page, 'R-7K3Q9P');
      const read = card(page, 'R-4MWX2D');
      await unread.waitFor();
      await expect(unread.innerText()).resolves.toContain('Unread');
      await expect(unread.innerText()).resolves.toContain('Jordan Example');
      await expect(unread.innerText()).resolves.toContain('Sam Sample');
      await expect(unread.innerText()).resolves.toContain(
        'Occupational Therapist, Support Coordination',
      );
      await expect(read.innerText()).resolves.not.toContain('Unread');
      await expect(read.innerText()).resolves.toContain('Contacted');
      await expect(unread.evaluate((item) => getComputedStyle(item).fontWeight)).resolves.toBe(
        '700',
      );
      await expectNoSidewaysScroll(page);
      await page.waitForLoadState('networkidle');
      expect(await axeViolations(page), 'list').toEqual([]);

      // The seeded referral that is read already: its view changes no count.
      await referrals.openCard(page, 'R-4MWX2D');
      const main = page.getByRole('main');
      for (const heading of ['Referrer', 'Participant', 'Communication needs', 'NDIS plan']) {
        // .first(): the referrer's heading also heads the e-mail to the referrer.
        await main.getByRole('heading', { name: heading, level: 3 }).first().waitFor();
      }
      const text = await main.innerText();
      for (const value of [
        'Family member or carer',
        'Alex Example',
        'Robin Sample',
        '21 Nov 2008',
        'Yes, Greek',
        'No plan yet',
        'Disability Support Worker',
        'Rang Alex; a meeting with an interpreter is booked for next week.',
        'By admin@example.com',
        'No attachments.',
      ]) {
        expect(text).toContain(value);
      }
      await expectNoSidewaysScroll(page);
      await page.waitForLoadState('networkidle');
      expect(await axeViolations(page), 'referral').toEqual([]);
    },
    180_000,
  );

  test('opening a referral marks it read and the tab count drops', async () => {
    const reference = await createReferral(`Pat ${randomUUID().slice(0, 6)}`);
    const page = await pages.open();
    await referrals.open(page);
    await expect(card(page, reference).innerText()).resolves.toContain('Unread');
    // The newest first.
    await expect(referrals.list(page).getByRole('heading').first().innerText()).resolves.toBe(
      reference,
    );
    // The Messages tab has a count of its own.
    await referrals
      .tab(page)
      .getByText(/\d+ unread/)
      .waitFor({ state: 'attached' });
    const before = await unreadOnTab(page);
    expect(before).toBeGreaterThan(0);

    await referrals.openCard(page, reference);
    const text = await page.getByRole('main').innerText();
    for (const value of ['Health professional', 'Dr Casey Example', '431234567', 'Text message']) {
      expect(text).toContain(value);
    }
    await expect.poll(() => unreadOnTab(page), { timeout: 30_000 }).toBe(before - 1);

    await page.getByRole('link', { name: 'All referrals' }).click();
    await card(page, reference).waitFor();
    await expect(card(page, reference).innerText()).resolves.not.toContain('Unread');
  }, 120_000);

  test('a status saved stays after a reload; a note shows its author and time', async () => {
    const reference = await createReferral(`Lee ${randomUUID().slice(0, 6)}`);
    const page = await pages.open({ viewport: { width: 375, height: 900 } });
    await openReferral(page, reference);
    await page.getByLabel('Status').selectOption({ label: 'Waitlisted' });
    await page.getByRole('button', { name: 'Save status' }).click();
    await expectAnnounced(page, 'status', 'Status saved: Waitlisted');

    const note = `Called the referrer ${randomUUID().slice(0, 6)}`;
    await page.getByRole('button', { name: 'Add note' }).click();
    await expectAnnounced(page, 'alert', 'Write the note first.');
    await page.getByLabel('New note').fill(note);
    await page.getByRole('button', { name: 'Add note' }).click();
    await expectAnnounced(page, 'status', 'Note added');
    await expect(page.getByLabel('New note').inputValue()).resolves.toBe('');

    await page.reload();
    await referralShown(page, reference);
    await expect(page.getByLabel('Status').inputValue()).resolves.toBe('WAITLISTED');
    // History names the status as the form does (a regular expression: text matching ignores case).
    await page.getByText(/^Status changed: Waitlisted by /).waitFor();
    const item = page.getByRole('listitem').filter({ hasText: note });
    const byline = await item.innerText();
    expect(byline).toContain(`By ${TEST_ADMIN_ENV.ADMIN_EMAIL}`);
    await expect(item.locator('time').getAttribute('datetime')).resolves.toMatch(
      /^\d{4}-\d\d-\d\dT/,
    );
    await expectNoSidewaysScroll(page);
  }, 120_000);

  test('an attachment downloads through its signed link with the uploaded bytes', async () => {
    const reference = await createReferral(`Kim ${randomUUID().slice(0, 6)}`);
    const page = await pages.open();
    await openReferral(page, reference);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /^Download support-plan\.pdf/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('support-plan.pdf');
    expect(download.url()).toContain(`private/referrals/${reference}/`);
    expect(await readFile(await download.path())).toEqual(PDF);
    // Still on the referral.
    await referralShown(page, reference);
    // A second press asks the server again: a signed link expires within minutes, and each
    // download is recorded there (a link from Apollo's cache would be neither).
    const linkRequests: string[] = [];
    page.on('request', (request) => {
      if (request.postData()?.includes('referralAttachmentUrl')) linkRequests.push(request.url());
    });
    const [again] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /^Download support-plan\.pdf/ }).click(),
    ]);
    expect(await readFile(await again.path())).toEqual(PDF);
    expect(linkRequests).toHaveLength(1);
  }, 120_000);

  test('delete asks first, then removes the referral and returns to the list', async () => {
    const reference = await createReferral(`Ari ${randomUUID().slice(0, 6)}`);
    const page = await pages.open();
    await openReferral(page, reference);
    await page.getByRole('button', { name: 'Delete referral' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor();
    await expect(dialog.innerText()).resolves.toContain(
      `Delete referral ${reference} and its attachments? This cannot be undone.`,
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await referralShown(page, reference);

    await page.getByRole('button', { name: 'Delete referral' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/referrals' && url.search === '');
    await expectAnnounced(page, 'status', 'Referral deleted');
    await card(page, 'R-7K3Q9P').waitFor();
    await expect(card(page, reference).count()).resolves.toBe(0);
    const after = await graphql(
      stack,
      'query ($id: ID!) { getReferral(id: $id) { id } }',
      { id: reference },
      { token: await adminToken(stack) },
    );
    expect(after.errors?.map((error) => error.errorType)).toEqual(['NotFound']);

    await page.goto(`/admin/referrals?reference=${reference}`);
    await expectAnnounced(page, 'alert', 'This referral does not exist or has been deleted.');
  }, 120_000);
});

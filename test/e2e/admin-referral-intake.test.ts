// Referrals through intake in Chromium at 375 and 1280 px: a referral made with the participant's
// phone and a plan manager (through the public API, as the form sends it) shows both to staff, is
// accepted, e-mailed about nothing it may not hold, and exported with the sensitive columns ticked;
// the dashboard lists it among what needs attention as a list with counts in words, fits 320 px
// without sideways scrolling, and the new screens have no axe-core violations.
import { readFile } from 'node:fs/promises';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { sharedLocalStack, type LocalStack } from './harness';
import { axeViolations } from './page-checks';
import { adminPages } from './support/admin-browser';
import { expectAnnounced, openAdminPage, publicGraphql } from './support/admin-session';

let stack: LocalStack;
const pages = adminPages(() => stack);

beforeAll(async () => {
  stack = await sharedLocalStack();
});
afterEach(() => pages.closeAll());
afterAll(async () => {
  await stack?.stop();
});

async function createReferral(participantName: string): Promise<string> {
  const answer = await publicGraphql<{ createReferral: { reference: string } }>(
    stack,
    'mutation ($input: CreateReferralInput!) { createReferral(input: $input) { reference } }',
    {
      input: {
        referrerRole: 'FAMILY_OR_CARER',
        referrerName: 'Jo Intake',
        referrerEmail: 'jo.intake@example.com',
        referrerPhone: '0400 123 456',
        participantName,
        participantDateOfBirth: '1975-06-30',
        ndisNumber: '439876543',
        participantPostcode: 2000,
        preferredContact: 'PHONE',
        participantPhone: '0499 333 444',
        communication: { interpreter: false, auslan: false },
        planFunding: 'PLAN_MANAGED',
        planManagerName: 'Morgan Plans',
        planManagerEmail: 'morgan@plans.example',
        services: ['socialWorker'],
        supportNeeded: 'Help after moving house.',
        consent: true,
      },
    },
  );
  return answer.createReferral.reference;
}

describe.each([375, 1280])('at %i px', (width) => {
  test('a referral with the participant’s phone and a plan manager is accepted and exported', async () => {
    const participant = `Sam Intake ${width}`;
    const reference = await createReferral(participant);
    const page = await pages.open({ viewport: { width, height: 900 }, acceptDownloads: true });

    await openAdminPage(page, `/admin/referrals?reference=${reference}`, `Referral ${reference}`);
    await page.getByRole('link', { name: '0499 333 444' }).waitFor();
    await page.getByText('Morgan Plans').waitFor();
    await page.getByRole('link', { name: 'morgan@plans.example' }).waitFor();
    // New: no e-mail to the referrer yet.
    await page.getByText('An e-mail to the referrer can be sent when the status is').waitFor();

    await page.getByLabel('Status').selectOption({ label: 'Accepted' });
    await page.getByRole('button', { name: 'Save status' }).click();
    await expectAnnounced(page, 'status', 'Status saved: Accepted');
    expect(await axeViolations(page), 'the referral').toEqual([]);

    await openAdminPage(page, '/admin/referrals', 'Referrals');
    const exportForm = page.getByRole('region', { name: 'Export referrals as CSV' });
    await exportForm.getByLabel('Status').selectOption({ label: 'Accepted' });
    await exportForm.getByLabel('Include the date of birth').check();
    expect(await axeViolations(page), 'the referral list').toEqual([]);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      exportForm.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      /^referrals-\d{4}-\d{2}-01-to-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const csv = await readFile((await download.path())!, 'utf8');
    const row = csv.split('\r\n').find((line) => line.includes(reference));
    expect(row).toContain('"Accepted"');
    expect(row).toContain(`"${participant}"`);
    expect(row).toContain('"1975-06-30","439876543","Help after moving house."');
    await expectAnnounced(page, 'status', 'Exported ');
  });
});

describe.each([320, 375, 1280])('the dashboard at %i px', (width) => {
  test('lists what needs attention with counts in words, each item a link, no sideways scroll', async () => {
    const page = await pages.open({ viewport: { width, height: 900 } });
    await openAdminPage(page, '/admin/dashboard', 'What needs attention');
    const sections = page.getByRole('list', { name: 'What needs attention, with counts' });
    for (const heading of [
      /^New referrals not yet contacted: \d+ items?$/,
      /^Unread messages: \d+ items?$/,
      /^Referrals due for deletion in the next 30 days: \d+ items?$/,
    ]) {
      await sections.getByRole('heading', { name: heading, level: 3 }).waitFor();
    }
    const firstMessage = sections
      .getByRole('list', { name: /^Unread messages/ })
      .getByRole('link')
      .first();
    if (await firstMessage.count()) {
      await expect(firstMessage.getAttribute('href')).resolves.toMatch(/^\/admin\/msg\?id=/);
    }
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  });
});

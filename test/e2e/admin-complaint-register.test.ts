// A complaint taken by phone, carried through the register in Chromium against `npm start`, at 375
// and 1280 px: recorded by staff with the date received, triaged (source, risk, service area),
// acknowledged by e-mail (read in the SES stand-in's captured mail, the acknowledgement dated),
// an action added, the outcome recorded, closed (the closing dated), and counted in the month's
// statistics; axe-core on the record screen, the item and the statistics.
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { providerDate } from '../../schema/contract/providerDate';
import { sharedLocalStack, type LocalStack } from './harness';
import { axeViolations } from './page-checks';
import { adminPages } from './support/admin-browser';
import { expectAnnounced, openAdminPage } from './support/admin-session';
import { capturedEmails } from './support/productApi';

let stack: LocalStack;
const pages = adminPages(() => stack);

beforeAll(async () => {
  stack = await sharedLocalStack();
});
afterEach(() => pages.closeAll());
afterAll(async () => {
  await stack?.stop();
});

const STATISTICS = '/admin/feedback?view=statistics';

/** The month's complaints as the statistics page's "By kind" table counts them. */
async function complaintsThisMonth(page: Page): Promise<number> {
  await openAdminPage(page, STATISTICS, 'Complaints statistics');
  const row = page
    .getByRole('table', { name: 'By kind' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Complaint', exact: true }) });
  return Number(await row.getByRole('cell').innerText());
}

async function noAxeViolations(page: Page, what: string) {
  await page.waitForLoadState('networkidle');
  expect(await axeViolations(page), what).toEqual([]);
}

describe('a phone complaint through the register', () => {
  test.each([375, 1280])(
    'is recorded, triaged, acknowledged, actioned, closed and counted, at %i px',
    async (width) => {
      const today = providerDate(new Date());
      const email = `caller.${randomUUID().slice(0, 8)}@example.com`;
      const page = await pages.open({ viewport: { width, height: 900 } });
      const before = await complaintsThisMonth(page);
      await noAxeViolations(page, 'statistics');

      await openAdminPage(page, '/admin/feedback', 'Feedback and complaints');
      await page.getByRole('link', { name: 'Record a complaint' }).click();
      await page
        .getByRole('heading', { name: 'Record a complaint, feedback or compliment', level: 2 })
        .waitFor();
      await noAxeViolations(page, 'record');
      await expect(page.getByLabel('Date received').inputValue()).resolves.toBe(today);
      await page.getByLabel('Received by').selectOption({ label: 'Phone' });
      await page.getByLabel('What happened').fill('Rang to say nobody came for the Tuesday visit.');
      await page.getByLabel('Name').fill('Robin Caller');
      await page.getByLabel('E-mail').fill(email);
      await page.getByText('The person agreed to their details being used to handle it').click();
      await page.getByRole('button', { name: 'Record' }).click();

      const heading = page.getByRole('heading', { name: /^Feedback F-/, level: 2 });
      await heading.waitFor();
      const reference = (await heading.innerText()).replace('Feedback ', '');
      const main = page.getByRole('main');
      await main.getByRole('heading', { name: 'Targets', level: 3 }).waitFor();
      expect(await main.innerText()).toMatch(
        /Acknowledge by\n\d{4}-\d\d-\d\d: (On track|Due soon)/,
      );

      // Triaged.
      await page
        .getByLabel('Source', { exact: true })
        .selectOption({ label: 'Family member or carer' });
      await page.getByLabel('Risk rating').selectOption({ label: 'High' });
      await page.getByLabel('Service area').selectOption({ label: 'Social Worker' });
      await page.getByRole('button', { name: 'Save register' }).click();
      await expectAnnounced(page, 'status', 'Register saved');
      await main.getByText('Register changed: Source, Service area, Risk rating').waitFor();

      // Acknowledged by e-mail, the draft read first.
      await page.getByRole('button', { name: 'Write acknowledgement e-mail' }).click();
      const text = page.getByLabel('Text', { exact: true });
      await expect(text.inputValue()).resolves.toContain('Thank you for your complaint.');
      await text.fill('Thank you for calling us today.\n\nWe will ring you back by Friday.');
      await page.getByRole('button', { name: 'Send e-mail' }).click();
      await expectAnnounced(page, 'status', 'E-mail sent');
      await expect
        .poll(async () =>
          (await capturedEmails(stack)).filter((mail) => mail.destination.to.includes(email)),
        )
        .toEqual([
          expect.objectContaining({
            subject: `We have your complaint: reference ${reference}`,
            body: expect.objectContaining({
              text: expect.stringContaining(`Your reference is ${reference}.`),
            }),
          }),
        ]);
      await expect(page.getByLabel('Date acknowledged').inputValue()).resolves.toBe(today);
      await main.getByText(`Acknowledgement, sent by`).waitFor();

      // An action, the outcome, then closed.
      await page.getByLabel('New action taken').fill('Rang the roster manager; visit rebooked.');
      await page.getByRole('button', { name: 'Add action' }).click();
      await expectAnnounced(page, 'status', 'Action added');
      await page.getByLabel('Outcome', { exact: true }).selectOption({ label: 'Resolved' });
      await page.getByLabel('Complainant satisfied').selectOption({ label: 'Yes' });
      await page.getByRole('button', { name: 'Save register' }).click();
      await expectAnnounced(page, 'status', 'Register saved');
      await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Closed' });
      await page.getByRole('button', { name: 'Save status' }).click();
      await expectAnnounced(page, 'status', 'Status saved: Closed');
      await expect(page.getByLabel('Date closed').inputValue()).resolves.toBe(today);
      const done = await main.innerText();
      expect(done).toMatch(/Acknowledge by\n\d{4}-\d\d-\d\d: Done/);
      expect(done).toMatch(/Resolve by\n\d{4}-\d\d-\d\d: Done/);
      await noAxeViolations(page, 'item');

      // Counted in the month's statistics.
      expect(await complaintsThisMonth(page)).toBe(before + 1);
      await page.getByRole('table', { name: 'Complaints by risk' }).waitFor();
    },
    240_000,
  );
});

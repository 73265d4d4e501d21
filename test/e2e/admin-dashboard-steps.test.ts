// The dashboard says which step of an item is due, in words: a complaint recorded by staff ten days
// after it was received is listed as overdue to acknowledge, linked to the complaint.
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { providerDate } from '../../schema/contract/providerDate';
import { complaintDueDates } from '../../schema/contract/complaintTargets';
import { calendarDate } from '../../frontend/src/admin/components/factValues';
import { sharedLocalStack, type LocalStack } from './harness';
import { adminPages } from './support/admin-browser';
import { openAdminPage } from './support/admin-session';

let stack: LocalStack;
const pages = adminPages(() => stack);

beforeAll(async () => {
  stack = await sharedLocalStack();
});
afterEach(() => pages.closeAll());
afterAll(async () => {
  await stack?.stop();
});

const DAY_MS = 24 * 60 * 60 * 1000;

describe('the dashboard’s steps', () => {
  test('lists a complaint received ten days ago as overdue to acknowledge', async () => {
    const receivedOn = providerDate(new Date(Date.now() - 10 * DAY_MS));
    const page = await pages.open();
    await openAdminPage(page, '/admin/feedback', 'Feedback and complaints');
    await page.getByRole('link', { name: 'Record a complaint' }).click();
    await page.getByLabel('Date received').fill(receivedOn);
    await page.getByLabel('Received by').selectOption({ label: 'Phone' });
    await page.getByLabel('What happened').fill('Rang about a missed visit.');
    await page.getByLabel('Name').fill('Robin Caller');
    await page.getByText('The person agreed to their details being used to handle it').click();
    await page.getByRole('button', { name: 'Record' }).click();
    const heading = page.getByRole('heading', { name: /^Feedback F-/, level: 2 });
    await heading.waitFor();
    const reference = (await heading.innerText()).replace('Feedback ', '');

    await openAdminPage(page, '/admin/dashboard', 'What needs attention');
    const due = complaintDueDates({ kind: 'COMPLAINT', receivedOn })!.acknowledgeBy;
    const link = page
      .getByRole('list', { name: /^Complaints due today or overdue/ })
      .getByRole('link', { name: new RegExp(`^Complaint ${reference} `) });
    await expect(link.innerText()).resolves.toBe(
      `Complaint ${reference} — Overdue: acknowledge, due ${calendarDate(due)}`,
    );
  });
});

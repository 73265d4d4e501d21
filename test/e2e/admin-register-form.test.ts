// The complaints register's form on an item's own view, in Chromium against `npm start`: what staff
// typed and have not saved survives the item changing under it (an action added, a status saved),
// while the fields they did not touch follow the item; a value the API refuses is shown at its
// field and in a focused error summary, as the public forms do.
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { providerDate } from '../../schema/contract/providerDate';
import { sharedLocalStack, type LocalStack } from './harness';
import { axeViolations } from './page-checks';
import { adminPages } from './support/admin-browser';
import { expectAnnounced, openAdminPage, publicGraphql } from './support/admin-session';
import { expectFocusOn } from './support/focus';

let stack: LocalStack;
const pages = adminPages(() => stack);

beforeAll(async () => {
  stack = await sharedLocalStack();
});
afterEach(() => pages.closeAll());
afterAll(async () => {
  await stack?.stop();
});

/** A complaint sent through the public form, opened in its own view. */
async function openNewComplaint(page: Page): Promise<void> {
  const { createFeedback } = await publicGraphql<{ createFeedback: { reference: string } }>(
    stack,
    'mutation($input: CreateFeedbackInput!) { createFeedback(input: $input) { reference } }',
    {
      input: {
        kind: 'COMPLAINT',
        whatHappened: 'Nobody came for the Tuesday visit.',
        anonymous: true,
        consent: true,
        clientToken: randomUUID(),
      },
    },
  );
  await openAdminPage(
    page,
    `/admin/feedback?reference=${createFeedback.reference}`,
    `Feedback ${createFeedback.reference}`,
  );
}

describe('the register form on an item', () => {
  test('keeps unsaved typing when an action or a status change refetches the item', async () => {
    const page = await pages.open();
    await openNewComplaint(page);
    const staff = page.getByLabel('Staff or site involved');
    const risk = page.getByLabel('Risk rating');
    await staff.fill('Tuesday roster, north team');
    await risk.selectOption({ label: 'High' });

    await page.getByLabel('New action taken').fill('Rang the roster manager.');
    await page.getByRole('button', { name: 'Add action' }).click();
    await expectAnnounced(page, 'status', 'Action added');
    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Acknowledged' });
    await page.getByRole('button', { name: 'Save status' }).click();
    await expectAnnounced(page, 'status', 'Status saved: Acknowledged');

    // The untouched date follows the item; the typed values are still there, unsaved.
    const acknowledged = page.getByLabel('Date acknowledged');
    await expect.poll(() => acknowledged.inputValue()).toBe(providerDate(new Date()));
    await expect(staff.inputValue()).resolves.toBe('Tuesday roster, north team');
    await expect(risk.inputValue()).resolves.toBe('HIGH');

    await page.getByRole('button', { name: 'Save register' }).click();
    await expectAnnounced(page, 'status', 'Register saved');
    await page.getByText('Register changed: Staff or site involved, Risk rating').waitFor();
    await page.reload();
    await expect(staff.inputValue()).resolves.toBe('Tuesday roster, north team');
    await expect(risk.inputValue()).resolves.toBe('HIGH');
  });

  test('shows a refused value at its field and in a focused error summary', async () => {
    const page = await pages.open();
    await openNewComplaint(page);
    const closed = page.getByLabel('Date closed');
    await closed.fill(providerDate(new Date()));
    await page.getByRole('button', { name: 'Save register' }).click();

    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    const link = summary.getByRole('link', {
      name: 'Date closed: Set the status to Closed first.',
    });
    await link.waitFor();
    await expectFocusOn(page, summary);
    await expect(closed.getAttribute('aria-invalid')).resolves.toBe('true');
    const describedBy = (await closed.getAttribute('aria-describedby')) ?? '';
    const description = await page.evaluate(
      (ids) => ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' '),
      describedBy.split(' '),
    );
    expect(description).toContain('Error: Set the status to Closed first.');
    expect(await axeViolations(page)).toEqual([]);

    await link.click();
    await expectFocusOn(page, closed);
  });
});

// Saving with the keyboard alone in the admin, in Chromium against `npm start`: focus is never lost
// to the page (WCAG 2.2, 2.4.3). An item edited in place hands focus to its edit form's heading,
// and back to its Edit button once saved; the inbox's status and note forms keep it on their
// button, which stays focusable (not disabled) while busy but ignores presses until the answer.
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { commonText, inboxText, jobsText, staffText } from '../../frontend/src/admin/texts';
import { sharedLocalStack, type LocalStack } from './harness';
import { adminPages } from './support/admin-browser';
import { expectAnnounced, openAdminPage, publicGraphql } from './support/admin-session';
import { expectFocusOn, hasFocus, tabTo } from './support/focus';

let stack: LocalStack;
const pages = adminPages(() => stack);

beforeAll(async () => {
  stack = await sharedLocalStack();
});
afterEach(() => pages.closeAll());
afterAll(async () => {
  await stack?.stop();
});

/**
 * Sends a message of the test's own and opens its view, where its status and notes are: on the
 * shared stack other files' messages may have pushed the seeded ones off the first page.
 */
async function openMessage(page: Page): Promise<void> {
  const fullName = `Focus ${randomUUID().slice(0, 6)}`;
  await publicGraphql(
    stack,
    'mutation($input: CreateMessageInput!) { createMessage(input: $input) { id } }',
    {
      input: {
        fullName,
        email: 'visitor@example.com',
        phone: '0400 000 000',
        msg: 'Please call me back.',
        postcode: 3000,
      },
    },
  );
  await openAdminPage(page, '/admin/msg', 'Messages');
  await page.getByRole('link', { name: `Open: ${fullName}` }).click();
  await page.getByRole('button', { name: inboxText.saveStatus }).waitFor();
}

describe('focus after Save', () => {
  test('a job edited in place: its form’s heading on Edit, its Edit button once saved', async () => {
    const page = await pages.open();
    await openAdminPage(page, '/admin/recruit', jobsText.heading);
    const title = (await page
      .getByRole('list')
      .getByRole('heading', { level: 3 })
      .first()
      .textContent())!;
    const edit = page.getByRole('button', { name: `${commonText.edit}: ${title}` });
    await tabTo(page, edit);
    await page.keyboard.press('Enter');
    await expectFocusOn(page, page.getByRole('heading', { name: `${commonText.edit}: ${title}` }));

    const renamed = `${title} ${randomUUID().slice(0, 4)}`;
    await tabTo(page, page.getByLabel(/^Title/));
    await page.keyboard.press('End');
    await page.keyboard.type(renamed.slice(title.length));
    await tabTo(page, page.getByRole('button', { name: commonText.save, exact: true }));
    await page.keyboard.press('Enter');
    await expectAnnounced(page, 'status', jobsText.updated);
    await expectFocusOn(page, page.getByRole('button', { name: `${commonText.edit}: ${renamed}` }));
  });

  test('a job edit cancelled: its Edit button', async () => {
    const page = await pages.open();
    await openAdminPage(page, '/admin/recruit', jobsText.heading);
    const edit = page.getByRole('button', { name: new RegExp(`^${commonText.edit}: `) }).first();
    const name = (await edit.getAttribute('aria-label'))!;
    await tabTo(page, edit);
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByRole('button', { name: commonText.cancel, exact: true }));
    await page.keyboard.press('Enter');
    await expectFocusOn(page, page.getByRole('button', { name, exact: true }));
  });

  test('a staff member saved in the edit dialog: the Edit button that opened it', async () => {
    const page = await pages.open();
    await openAdminPage(page, '/admin/team', staffText.heading);
    const edit = page.getByRole('button', { name: new RegExp(`^${commonText.edit}: `) }).first();
    const name = (await edit.getAttribute('aria-label'))!;
    await tabTo(page, edit);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: staffText.editTitle });
    await dialog.waitFor();
    await tabTo(page, dialog.getByRole('button', { name: staffText.saveChanges }));
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    await expectAnnounced(page, 'status', staffText.updated);
    await expectFocusOn(page, page.getByRole('button', { name, exact: true }));
  });

  test("an inbox item's status: its Save status button, busy but focused, pressed once", async () => {
    const page = await pages.open();
    await openMessage(page);
    const save = page.getByRole('button', { name: inboxText.saveStatus });
    // The answer to the save is held, so the button is seen while busy.
    const held: (() => Promise<void>)[] = [];
    let saves = 0;
    await page.route('**/graphql', async (route) => {
      if (!(route.request().postData() ?? '').includes('updateMessageStatus')) {
        await route.continue();
        return;
      }
      saves += 1;
      held.push(() => route.continue());
    });
    await tabTo(page, save);
    await page.keyboard.press('Enter');
    await expect.poll(() => saves).toBe(1);
    await expect(save.getAttribute('aria-disabled')).resolves.toBe('true');
    await expect(hasFocus(save)).resolves.toBe(true);
    await page.keyboard.press('Enter');

    await Promise.all(held.map((release) => release()));
    await expectAnnounced(page, 'status', inboxText.statusSaved('').trim());
    await expectFocusOn(page, save);
    await expect(save.getAttribute('aria-disabled')).resolves.toBeNull();
    expect(saves).toBe(1);
  });

  test("an inbox item's note: its Add note button", async () => {
    const page = await pages.open();
    await openMessage(page);
    await tabTo(page, page.getByLabel(inboxText.newNote));
    await page.keyboard.type('Called back with the keyboard.');
    const add = page.getByRole('button', { name: inboxText.addNote });
    await tabTo(page, add);
    await page.keyboard.press('Enter');
    await expectAnnounced(page, 'status', inboxText.noteAdded);
    await page.getByText('Called back with the keyboard.').waitFor();
    await expectFocusOn(page, add);
  });
});

// Deleting and paging with the keyboard alone in the admin lists, in Chromium against `npm start`:
// focus never falls to the page (WCAG 2.2, 2.4.3) when the control that had it goes away. After a
// confirmed delete (the row and its Delete are gone) focus is on the page's heading, and so it is
// on the list a deletion in an item's own view returns to; the dialog's Delete keeps focus while
// busy. 'Load more' keeps focus while busy, then hands it to the first item it brought; 'Export
// CSV' keeps it while busy and after the download.
import { randomUUID } from 'node:crypto';
import type { Page, Route } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import {
  accountsText,
  commonText,
  feedbackText,
  jobsText,
  messagesText,
  reviewsText,
  staffText,
} from '../../frontend/src/admin/texts';
import { startLocalStack, type LocalStack } from './harness';
import { adminPages } from './support/admin-browser';
import {
  createMember,
  expectAnnounced,
  newEmail,
  openAdminPage,
  publicGraphql,
} from './support/admin-session';
import { expectFocusOn, hasFocus, tabTo } from './support/focus';

let stack: LocalStack;
const pages = adminPages(() => stack);

// Its own stack: it deletes the first job, review and staff member, which may be seeded ones.
beforeAll(async () => {
  stack = await startLocalStack();
});
afterEach(() => pages.closeAll());
afterAll(async () => {
  await stack?.stop();
});

const unique = (label: string) => `${label} ${randomUUID().slice(0, 6)}`;

async function sendMessage(fullName: string): Promise<void> {
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
}

/** Holds the page's GraphQL requests that `matches` picks until released, passing the others. */
async function holdRequests(page: Page, matches: (body: string) => boolean) {
  const held: Route[] = [];
  let count = 0;
  await page.route('**/graphql', async (route) => {
    if (!matches(route.request().postData() ?? '')) {
      await route.continue();
      return;
    }
    count += 1;
    held.push(route);
  });
  return {
    /** How many were sent so far. */
    count: () => count,
    release: () => Promise.all(held.splice(0).map((route) => route.continue())),
  };
}

const heading = (page: Page, name: string) =>
  page.getByRole('heading', { name, exact: true, level: 2 });

/** Confirms the open delete dialog with the keyboard: Tab from Cancel to Delete, then Enter. */
async function confirmWithKeyboard(page: Page): Promise<void> {
  const dialog = page.getByRole('alertdialog');
  await dialog.waitFor();
  await tabTo(page, dialog.getByRole('button', { name: commonText.confirmDelete, exact: true }));
  await page.keyboard.press('Enter');
}

/** Deletes the list's first item (named by its Delete button) with the keyboard alone. */
async function deleteFirst(page: Page): Promise<void> {
  const remove = page.getByRole('button', { name: new RegExp(`^${commonText.delete}: `) }).first();
  await tabTo(page, remove);
  await page.keyboard.press('Enter');
  await confirmWithKeyboard(page);
}

describe('focus after a confirmed delete', () => {
  test('a job: Delete keeps focus while busy, then the page heading', async () => {
    const page = await pages.open();
    await openAdminPage(page, '/admin/recruit', jobsText.heading);
    const deletes = await holdRequests(page, (body) => body.includes('deletePost'));
    await deleteFirst(page);
    await expect.poll(deletes.count).toBe(1);
    const confirm = page
      .getByRole('alertdialog')
      .getByRole('button', { name: commonText.confirmDelete, exact: true });
    await expect(confirm.getAttribute('aria-disabled')).resolves.toBe('true');
    await expect(hasFocus(confirm)).resolves.toBe(true);

    await deletes.release();
    await expectAnnounced(page, 'status', jobsText.deleted);
    await expectFocusOn(page, heading(page, jobsText.heading));
  });

  test('a review: the page heading', async () => {
    const page = await pages.open();
    await openAdminPage(page, '/admin/review', reviewsText.heading);
    await deleteFirst(page);
    await expectAnnounced(page, 'status', reviewsText.deleted);
    await expectFocusOn(page, heading(page, reviewsText.heading));
  });

  test('a staff member in the table: the page heading', async () => {
    const page = await pages.open();
    await openAdminPage(page, '/admin/team', staffText.heading);
    await deleteFirst(page);
    await expectAnnounced(page, 'status', staffText.deleted);
    await expectFocusOn(page, heading(page, staffText.heading));
  });

  test('a staff account: announced by the page, focus on its heading', async () => {
    const email = newEmail('leaver');
    await createMember(stack, email, 'LeaverPass123');
    const page = await pages.open();
    await openAdminPage(page, '/admin/accounts', accountsText.heading);
    const actions = page.getByRole('region', { name: accountsText.actionsOf(email) });
    await tabTo(page, actions.getByRole('button', { name: accountsText.delete }));
    await page.keyboard.press('Enter');
    await confirmWithKeyboard(page);
    // The card, with the region beside its buttons, goes; the announcement stays.
    await actions.waitFor({ state: 'detached' });
    await expectAnnounced(page, 'status', accountsText.deleted(email));
    await expectFocusOn(page, heading(page, accountsText.heading));
  });

  test('a message in its own view: the heading of the list it returns to', async () => {
    const name = unique('Deleted');
    await sendMessage(name);
    const page = await pages.open();
    await openAdminPage(page, '/admin/msg', messagesText.heading);
    await tabTo(page, page.getByRole('link', { name: `${commonText.open}: ${name}` }));
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByRole('button', { name: messagesText.deleteMessage }));
    await page.keyboard.press('Enter');
    await confirmWithKeyboard(page);
    await expectAnnounced(page, 'status', messagesText.deleted);
    await expect(page.getByText(name).count()).resolves.toBe(0);
    await expectFocusOn(page, heading(page, messagesText.heading));
  });
});

describe('focus on Load more', () => {
  test('kept while busy, then on the first item it brought', async () => {
    for (let i = 0; i < 26; i += 1) await sendMessage(unique('Paged'));
    const page = await pages.open();
    await openAdminPage(page, '/admin/msg', messagesText.heading);
    const cards = page.getByRole('list', { name: messagesText.listLabel }).getByRole('listitem');
    await cards.nth(24).waitFor();
    await expect(cards.count()).resolves.toBe(25);

    // The next page's answer is held, so the button is seen while busy.
    const nextPages = await holdRequests(
      page,
      (body) => body.includes('listMessages') && !body.includes('"nextToken":null'),
    );
    const loadMore = page.getByRole('button', { name: commonText.loadMore });
    await tabTo(page, loadMore);
    await page.keyboard.press('Enter');
    await expect.poll(nextPages.count).toBe(1);
    await expect(loadMore.getAttribute('aria-disabled')).resolves.toBe('true');
    await expect(hasFocus(loadMore)).resolves.toBe(true);
    await page.keyboard.press('Enter');

    await nextPages.release();
    await expectFocusOn(page, cards.nth(25).getByRole('heading', { level: 3 }));
    expect(nextPages.count()).toBe(1);
  });
});

describe('focus on Export CSV', () => {
  test.each([
    { path: '/admin/msg', texts: messagesText, operation: 'exportMessages' },
    { path: '/admin/feedback', texts: feedbackText, operation: 'exportFeedback' },
  ])('$path: kept while busy, and after the download', async ({ path, texts, operation }) => {
    const page = await pages.open();
    await openAdminPage(page, path, texts.heading);
    const exports = await holdRequests(page, (body) => body.includes(operation));
    const exportCsv = page.getByRole('button', { name: texts.exportCsv });
    await tabTo(page, exportCsv);
    await page.keyboard.press('Enter');
    await expect.poll(exports.count).toBe(1);
    await expect(exportCsv.getAttribute('aria-disabled')).resolves.toBe('true');
    await expect(hasFocus(exportCsv)).resolves.toBe(true);

    const download = page.waitForEvent('download');
    await exports.release();
    await download;
    // The download starts before the button's state says it is done.
    await expect.poll(() => exportCsv.getAttribute('aria-disabled')).toBeNull();
    await expect(hasFocus(exportCsv)).resolves.toBe(true);
  });
});

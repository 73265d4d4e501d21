// The message inbox in Chromium against `npm start`: messages listed as cards at 375 and 1280 px
// without sideways scrolling (Delete in view), searched and filtered by status through the address,
// opened (marked read, the tab's count drops, focus on the h1), a status saved and a note
// added (both in the history), the CSV export downloaded and read; axe-core on the list and the view.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { startLocalStack, type LocalStack } from './harness';
import { axeViolations } from './page-checks';
import { adminPages } from './support/admin-browser';
import { adminInbox, expectNoSidewaysScroll } from './support/admin-inbox';
import { expectAnnounced } from './support/admin-session';
import { PROVIDER_MORNING } from '../support/clock';
import { hasFocus } from './support/focus';
import { graphqlData, TEST_ADMIN_ENV } from './support/productApi';

let stack: LocalStack;
const pages = adminPages(() => stack);

// Its own stack: it expects seeded messages on the list's first page, which other files fill.
beforeAll(async () => {
  stack = await startLocalStack({ env: TEST_ADMIN_ENV });
}, 240_000);
afterEach(() => pages.closeAll());
afterAll(async () => {
  await stack?.stop();
});

async function sendMessage(fullName: string, msg: string): Promise<void> {
  await graphqlData(
    stack,
    'mutation ($input: CreateMessageInput!) { createMessage(input: $input) { id } }',
    { input: { fullName, email: 'sender@example.com', phone: '0400 987 654', msg } },
  );
}

const messages = adminInbox({
  path: '/admin/msg',
  heading: 'Messages',
  listName: 'Contact messages, newest first',
  // Hidden in the closed menu on a phone, so looked up among hidden elements too.
  tab: (page) => page.getByRole('link', { name: /^Messages/, includeHidden: true }),
  viewHeading: (name) => `Message from ${name}`,
});
const { list, card, unreadOnTab } = messages;

async function search(page: Page, words: string, status = 'Any status') {
  await page.getByLabel('Search name, e-mail, phone or text').fill(words);
  await page.getByLabel('Status', { exact: true }).selectOption({ label: status });
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

describe('the message inbox', () => {
  test.each([375, 1280])(
    'lists messages as cards and shows one in full at %i px, without sideways scrolling or axe violations',
    async (width) => {
      const page = await pages.open({ viewport: { width, height: 900 } });
      await messages.open(page);
      const unread = card(page, 'Taylor Example');
      await unread.waitFor();
      await expect(unread.innerText()).resolves.toContain('Unread');
      // Only the first line of the message.
      await expect(unread.innerText()).resolves.toContain('Hello,');
      await expect(unread.innerText()).resolves.not.toContain('support workers');
      await expect(card(page, 'Morgan Sample').innerText()).resolves.toContain('Replied');
      await expect(card(page, 'Morgan Sample').innerText()).resolves.not.toContain('Unread');
      await expect(unread.evaluate((item) => getComputedStyle(item).fontWeight)).resolves.toBe(
        '700',
      );
      const deleteButton = unread.getByRole('button', { name: 'Delete: Taylor Example' });
      const box = await deleteButton.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: `/tmp/inbox/list-${width}.png`, fullPage: true });
      await page.waitForLoadState('networkidle');
      expect(await axeViolations(page), 'list').toEqual([]);

      await messages.openCard(page, 'Morgan Sample');
      // As after every navigation in the admin, focus is on the page's h1 for screen readers.
      await expect
        .poll(() => hasFocus(page.getByRole('heading', { name: 'Dashboard', level: 1 })))
        .toBe(true);
      await page.getByRole('heading', { name: 'History', level: 3 }).waitFor();
      await page
        .getByText(/^Viewed by /)
        .first()
        .waitFor();
      const text = await page.getByRole('main').innerText();
      for (const value of [
        'Can you help my son with his NDIS plan review next month?',
        'morgan.sample@example.com',
        '0400 555 222',
        '5000',
        'Replied by e-mail with our plan review checklist.',
        'Deleted automatically on',
      ]) {
        expect(text).toContain(value);
      }
      await expect(
        page.getByRole('link', { name: 'Reply by e-mail' }).getAttribute('href'),
      ).resolves.toBe('mailto:morgan.sample@example.com?subject=Re%3A%20your%20enquiry');
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: `/tmp/inbox/detail-${width}.png`, fullPage: true });
      await page.waitForLoadState('networkidle');
      expect(await axeViolations(page), 'message').toEqual([]);
    },
    180_000,
  );

  test('search, status, note and export at 375 px; the address keeps the view', async () => {
    const tag = randomUUID().slice(0, 6);
    const name = `Quinn ${tag}`;
    await sendMessage(name, `=HYPERLINK("http://evil.example") about ${tag}`);
    await sendMessage(`Other ${tag}`, 'Nothing to find here.');
    const page = await pages.open({ viewport: { width: 375, height: 900 } });
    await messages.open(page);
    await card(page, name).waitFor();
    await messages
      .tab(page)
      .getByText(/\d+ unread/)
      .waitFor({ state: 'attached' });
    const before = await unreadOnTab(page);

    // Found by a word of its text in another case; the other message is not.
    await search(page, `ABOUT ${tag.toUpperCase()}`);
    await expect.poll(() => list(page).getByRole('listitem').count()).toBe(1);
    await card(page, name).waitFor();
    expect(new URL(page.url()).searchParams.get('q')).toBe(`ABOUT ${tag.toUpperCase()}`);

    await messages.openCard(page, name);
    await expect.poll(() => unreadOnTab(page), { timeout: 30_000 }).toBe(before - 1);
    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Replied' });
    await page.getByRole('button', { name: 'Save status' }).click();
    await expectAnnounced(page, 'status', 'Status saved: Replied');
    const note = `Rang back ${tag}`;
    await page.getByLabel('New note').fill(note);
    await page.getByRole('button', { name: 'Add note' }).click();
    await expectAnnounced(page, 'status', 'Note added');
    // The status as the form names it (a regular expression: text matching ignores case).
    await page.getByText(/^Status changed: Replied by /).waitFor();
    await page.getByText(/^Note added by /).waitFor();
    await expectNoSidewaysScroll(page);

    // Back returns to the search; the status filter finds it among the replied ones.
    await page.goBack();
    await card(page, name).waitFor();
    await expect(page.getByLabel('Search name, e-mail, phone or text').inputValue()).resolves.toBe(
      `ABOUT ${tag.toUpperCase()}`,
    );
    await search(page, tag, 'New');
    await card(page, `Other ${tag}`).waitFor();
    await expect.poll(() => list(page).getByRole('listitem').count()).toBe(1);
    await search(page, tag, 'Replied');
    await card(page, name).waitFor();
    await expect.poll(() => list(page).getByRole('listitem').count()).toBe(1);
    await page.reload();
    await card(page, name).waitFor();
    await expect(page.getByLabel('Status', { exact: true }).inputValue()).resolves.toBe('REPLIED');

    // Dated the provider's day: at 9 am in Sydney, UTC (the browser's zone here) is a day behind.
    await page.clock.setFixedTime(PROVIDER_MORNING.instant);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`messages-${PROVIDER_MORNING.date}.csv`);
    const csv = await readFile(await download.path(), 'utf8');
    const rows = csv.split('\r\n').filter(Boolean);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toBe(
      '"Received","Status","Full name","E-mail","Phone","Postcode","Message","Id"',
    );
    expect(rows[1]).toContain(`"Replied","${name}"`);
    // The formula is text to a spreadsheet.
    expect(rows[1]).toContain(`"'=HYPERLINK(""http://evil.example"") about ${tag}"`);
    await expectAnnounced(page, 'status', 'CSV exported');
  }, 180_000);
});

// The admin's inboxes (messages, referrals, feedback and complaints, job applications) as their
// browser tests see them: a page listing items as cards newest first, each headed by its name or
// reference and opened by its "Open: …" link into the item's own view, and a navigation tab whose
// accessible name counts the unread items.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { openAdminPage } from './admin-session';

export interface InboxPage {
  path: string;
  /** The page's h1. */
  heading: string;
  /** The list's accessible name, as "Referrals, newest first". */
  listName: string;
  /** The inbox's tab in the admin navigation. */
  tab: (page: Page) => Locator;
  /** The item view's h2, shown while the item loads, for the item's name or reference. */
  viewHeading: (name: string) => string;
  /** An h3 the item view shows once its fields have loaded, if it has one. */
  loadedHeading?: string;
}

export function adminInbox(inbox: InboxPage) {
  const list = (page: Page) => page.getByRole('list', { name: inbox.listName });
  const card = (page: Page, name: string) =>
    list(page)
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name, level: 3 }) });

  /** Waits for the item's own view to show (its fields too where it has a loaded heading). */
  async function itemShown(page: Page, name: string): Promise<void> {
    await page.getByRole('heading', { name: inbox.viewHeading(name), level: 2 }).waitFor();
    if (inbox.loadedHeading) {
      await page.getByRole('heading', { name: inbox.loadedHeading, level: 3 }).waitFor();
    }
  }

  return {
    list,
    card,
    tab: inbox.tab,
    itemShown,
    /** Opens the inbox signed in (admin-session.ts). */
    open: (page: Page) => openAdminPage(page, inbox.path, inbox.heading),
    /**
     * Follows the card's Open link and waits for the item's view, which `viewName` names where the
     * card's heading does not (an application's card names the applicant, its view the reference).
     */
    async openCard(page: Page, name: string, viewName = name): Promise<void> {
      await card(page, name)
        .getByRole('link', { name: `Open: ${name}` })
        .click();
      await itemShown(page, viewName);
    },
    /** The tab's unread count as screen readers hear it ("Referrals, 2 unread"); 0 without a badge. */
    async unreadOnTab(page: Page): Promise<number> {
      const name = (await inbox.tab(page).textContent()) ?? '';
      return Number(/, (\d+) unread/.exec(name)?.[1] ?? 0);
    },
  };
}

export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

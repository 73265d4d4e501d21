// The header's menus on a page with no island, in Chromium against `npm start`: they are plain HTML
// opened and closed by a few lines of script (frontend/src/enhancements/headerMenus.ts), so the
// page loads no React, and they still work by touch and by keyboard at phone and desktop widths.
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { layoutText } from '../../frontend/src/content/layout';
import { paths } from '../../frontend/src/paths';
import { REACT_DOM_MARKER } from '../support/codeMarkers';
import { sharedLocalStack, type LocalStack } from './harness';
import { axeViolations, waitForHydration } from './page-checks';
import { pageOpener, VIEWPORTS } from './support/browser';
import { hasFocus } from './support/focus';

/** A page with no island: only the header's menus need a script. */
const PAGE = paths.privacy;
const { header } = layoutText;

let stack: LocalStack;
const pages = pageOpener(() => stack);

beforeAll(async () => {
  stack = await sharedLocalStack();
});
afterEach(() => pages.closeAll());
afterAll(async () => {
  await stack?.stop();
});

/**
 * Opens PAGE on a touch screen of `viewport`'s size; the returned function lists the scripts it
 * has requested so far that hold React DOM's code.
 */
async function openTouchPage(viewport: {
  width: number;
  height: number;
}): Promise<{ page: Page; reactScripts: () => Promise<string[]> }> {
  const page = await pages.open({ viewport, hasTouch: true, isMobile: viewport.width < 1024 });
  const scripts: Promise<{ url: string; code: string }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(response.text().then((code) => ({ url: response.url(), code })));
  });
  await page.goto(PAGE);
  await waitForHydration(page);
  const reactScripts = async () =>
    (await Promise.all(scripts))
      .filter(({ code }) => code.includes(REACT_DOM_MARKER))
      .map(({ url }) => url);
  return { page, reactScripts };
}

describe(`${PAGE}, which has no island`, () => {
  test('at 375 px the phone menu opens, expands a section and closes by touch; no React loads', async () => {
    const { page, reactScripts } = await openTouchPage(VIEWPORTS.mobile);
    await expect(page.locator('[data-island]').count()).resolves.toBe(0);
    const hamburger = page.getByRole('button', { name: header.openMenu });
    await hamburger.tap();
    const menu = page.getByRole('dialog', { name: header.menuTitle });
    await menu.waitFor();
    await expect(hamburger.getAttribute('aria-expanded')).resolves.toBe('true');

    const section = menu.getByRole('button', { name: header.contact.label });
    await section.tap();
    await expect(section.getAttribute('aria-expanded')).resolves.toBe('true');
    const list = page.locator(`#${await section.getAttribute('aria-controls')}`);
    await expect(list.getByRole('link').allTextContents()).resolves.toEqual(
      header.contact.links.map((link) => link.label),
    );
    await expect(axeViolations(page)).resolves.toEqual([]);

    await menu.getByRole('button', { name: header.closeMenu }).tap();
    await menu.waitFor({ state: 'hidden' });
    await expect.poll(() => hamburger.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => hasFocus(hamburger)).toBe(true);
    await page.waitForLoadState('networkidle');
    await expect(reactScripts()).resolves.toEqual([]);
  });

  test('at 375 px the phone menu works by keyboard: Enter opens, Escape closes, focus returns', async () => {
    const { page, reactScripts } = await openTouchPage(VIEWPORTS.mobile);
    const hamburger = page.getByRole('button', { name: header.openMenu });
    await hamburger.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: header.menuTitle });
    await menu.waitFor();
    await expect(hasFocus(menu.getByRole('button', { name: header.closeMenu }))).resolves.toBe(
      true,
    );
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    await expect.poll(() => hasFocus(hamburger)).toBe(true);
    await expect(reactScripts()).resolves.toEqual([]);
  });

  test('at 1280 px a dropdown opens by touch and closes on a touch elsewhere; by keyboard too', async () => {
    const { page, reactScripts } = await openTouchPage(VIEWPORTS.desktop);
    const nav = page.getByRole('navigation', { name: header.navLabel });
    const trigger = nav.getByRole('button', { name: header.services.label });
    const panel = page.locator(`#${await trigger.getAttribute('aria-controls')}`);

    await trigger.tap();
    await expect(trigger.getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(panel.getByRole('link').allTextContents()).resolves.toEqual(
      header.services.links.map((link) => link.label),
    );
    await expect(axeViolations(page)).resolves.toEqual([]);
    await page.getByRole('heading', { level: 1 }).tap();
    await expect(trigger.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(panel.isVisible()).resolves.toBe(false);

    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(trigger.getAttribute('aria-expanded')).resolves.toBe('true');
    await page.keyboard.press('Tab');
    await expect(hasFocus(panel.getByRole('link').first())).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await expect(trigger.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(hasFocus(trigger)).resolves.toBe(true);
    await page.waitForLoadState('networkidle');
    await expect(reactScripts()).resolves.toEqual([]);
  });
});

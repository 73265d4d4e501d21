// What the tests of the public forms (contact, referral, feedback) share: the run's shared product
// (or one of the file's own) and a browser per test file, a fresh page per test opened on the form once its island is hydrated, the
// GOV.UK-style forms' keyboard helpers, and the checks every such form passes without JavaScript
// and at 320 px.
import { chromium, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { formText } from '../../../frontend/src/content/formText';
import { siteConfig } from '../../../schema/contract/siteConfig';
import type { TestStack } from '../../integration/support/stack';
import {
  sharedLocalStack,
  TEST_CHROMIUM_ARGS,
  TEST_CHROMIUM_PATH,
  type LocalStack,
} from '../harness';
import { waitForHydration } from '../page-checks';
import { pageOpener } from './browser';
import { tabTo } from './focus';

/**
 * Opens a browser on the run's shared stack (with the test admin) before the file's tests, unless
 * `start` starts a product of its own; closes each test's pages after it and the browser (and
 * its own product) after the last test.
 */
export function formPageTests(path: string, start: () => Promise<LocalStack> = sharedLocalStack) {
  let started: LocalStack | undefined;
  const stack = (): LocalStack => {
    if (!started) throw new Error('The stack is not running');
    return started;
  };
  const pages = pageOpener(stack);
  beforeAll(async () => {
    started = await start();
  });
  afterEach(() => pages.closeAll());
  afterAll(async () => {
    await started?.stop();
  });

  return {
    stack,
    pages,
    /** The form's page in a fresh context, its island hydrated. */
    async open(options: BrowserContextOptions = {}): Promise<Page> {
      const page = await pages.open(options);
      await page.goto(path);
      await waitForHydration(page);
      return page;
    },
    /** The form's page as served, without JavaScript. */
    async openWithoutScripts(): Promise<Page> {
      const page = await pages.open({ javaScriptEnabled: false });
      await page.goto(path);
      return page;
    },
  };
}

/**
 * A browser on the product running in this process (test/integration/support/stack.ts), for a
 * test that reads the stand-ins' data itself: they accept only the credentials of the process
 * that started them. Stopping it stops the product too.
 */
export async function withBrowser(product: TestStack): Promise<LocalStack> {
  const browser = await chromium
    .launch({ executablePath: TEST_CHROMIUM_PATH, args: TEST_CHROMIUM_ARGS })
    .catch(async (error: unknown) => {
      await product.dispose();
      throw error;
    });
  return {
    baseUrl: product.url.replace(/\/$/, ''),
    dataDir: product.dataDir,
    browser,
    output: () => '',
    stop: async () => {
      await browser.close();
      await product.dispose();
    },
  };
}

/** A form's texts that the shared checks look for. */
export interface FormText {
  submit: string;
  withoutScripts: string;
}

export const submitButton = (page: Page, text: FormText) =>
  page.getByRole('button', { name: text.submit });

export const errorSummary = (page: Page) =>
  page.getByRole('alert').filter({ hasText: formText.errorSummaryHeading });

const escaped = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A text field by its label, which ends in '(optional)' for an optional field. */
export const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${escaped(label)}(?: ${escaped(formText.optional)})?$`));

export async function typeInto(page: Page, label: string, value: string): Promise<void> {
  await tabTo(page, field(page, label));
  await page.keyboard.type(value);
}

/** Tabs into a radio group (focus lands on its first radio) and arrows to `label`. */
export async function chooseRadio(page: Page, legend: string, label: string): Promise<void> {
  const group = page.getByRole('group', { name: legend });
  await tabTo(page, group.getByRole('radio').first());
  for (let presses = 0; presses < 10; presses += 1) {
    if (await group.getByRole('radio', { name: label, exact: true }).isChecked()) return;
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`Could not choose ${label}`);
}

export async function tick(page: Page, label: string): Promise<void> {
  await tabTo(page, page.getByRole('checkbox', { name: label, exact: true }));
  await page.keyboard.press('Space');
}

/** Without JavaScript the form is not offered (it could not be sent); the e-mail address is. */
export async function expectFormNotOffered(page: Page, text: FormText): Promise<void> {
  await expect(page.getByText(text.withoutScripts).isVisible()).resolves.toBe(true);
  await expect(submitButton(page, text).isVisible()).resolves.toBe(false);
  await expect(
    page.getByRole('main').getByRole('link', { name: siteConfig.email }).getAttribute('href'),
  ).resolves.toBe(`mailto:${siteConfig.email}`);
}

/** Sends `page`'s form empty: with its errors shown, the page is no wider than the viewport. */
export async function expectNoSidewaysScrollingWithErrors(
  page: Page,
  text: FormText,
): Promise<void> {
  await submitButton(page, text).click();
  await errorSummary(page).waitFor();
  const width = page.viewportSize()?.width ?? 0;
  await expect(
    page.evaluate(() => document.documentElement.scrollWidth),
  ).resolves.toBeLessThanOrEqual(width);
}

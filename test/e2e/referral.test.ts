// Make a Referral in Chromium against `npm start`: the prerendered texts, the download saved as
// 'EW_Referral Form.docx' with the stored form's bytes (a real .docx), with JavaScript and
// without, and 'Download failed' when the API gives no link or the file cannot be fetched.
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { images } from '../../frontend/src/content/images';
import { referralText } from '../../frontend/src/features/referral/content/referral';
import { paths } from '../../frontend/src/paths';
import { REFERRAL_DOCUMENT_CONTENT_TYPE } from '../../schema/contract/referralDocument';
import { siteConfig } from '../../schema/contract/siteConfig';
import { sharedLocalStack, type LocalStack } from './harness';
import { axeViolations, waitForHydration } from './page-checks';
import { pageOpener, VIEWPORTS } from './support/browser';
import { graphql } from './support/productApi';

let stack: LocalStack;
const pages = pageOpener(() => stack);

beforeAll(async () => {
  stack = await sharedLocalStack();
});
afterEach(() => pages.closeAll());
afterAll(async () => {
  await stack?.stop();
});

async function openReferral(options = {}): Promise<Page> {
  const page = await pages.open({ acceptDownloads: true, ...options });
  await page.goto(paths.referral);
  await waitForHydration(page);
  return page;
}

/** The download: a link styled as a button, so that it works without JavaScript too. */
const downloadButton = (page: Page) => page.getByRole('link', { name: referralText.download });
const failedAlert = (page: Page) =>
  page.getByRole('alert').filter({ hasText: referralText.downloadFailed });

test('without JavaScript: heading, intro, banner, the address to send the form to', async () => {
  const page = await pages.open({ javaScriptEnabled: false });
  await page.goto(paths.referral);
  await expect(page.locator('h1').allTextContents()).resolves.toEqual(['Make a Referral']);
  await expect(page.getByText(referralText.intro[0]).isVisible()).resolves.toBe(true);
  await expect(page.getByText(referralText.sendTo).isVisible()).resolves.toBe(true);
  await expect(
    page.getByRole('main').getByRole('link', { name: siteConfig.email }).getAttribute('href'),
  ).resolves.toBe(`mailto:${siteConfig.email}`);
  await expect(page.getByAltText(images.banner.referral.alt).isVisible()).resolves.toBe(true);
  await expect(downloadButton(page).isVisible()).resolves.toBe(true);
});

/** The referral form as the files bucket stores it, through the API's signed link. */
async function storedForm(): Promise<Buffer> {
  const link = await graphql<{ referralFormUrl: string }>(stack, '{ referralFormUrl }');
  return Buffer.from(await (await fetch(link.data!.referralFormUrl)).arrayBuffer());
}

test('without JavaScript the download link saves the stored form as EW_Referral Form.docx', async () => {
  const page = await pages.open({ javaScriptEnabled: false, acceptDownloads: true });
  await page.goto(paths.referral);
  const href = await downloadButton(page).getAttribute('href');
  expect(href).toBeTruthy();
  const answer = await page.request.get(href!);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe(REFERRAL_DOCUMENT_CONTENT_TYPE);
  const stored = await storedForm();
  expect(stored.length).toBeGreaterThan(0);
  expect((await answer.body()).equals(stored)).toBe(true);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    downloadButton(page).click(),
  ]);
  expect(download.suggestedFilename()).toBe('EW_Referral Form.docx');
  expect((await readFile((await download.path())!)).equals(stored)).toBe(true);
});

test('the download saves the stored form as EW_Referral Form.docx', async () => {
  const page = await openReferral();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    downloadButton(page).click(),
  ]);
  expect(download.suggestedFilename()).toBe('EW_Referral Form.docx');
  const saved = await readFile((await download.path())!);
  // A .docx is a zip (local file header "PK\x03\x04") holding word/document.xml.
  expect(saved.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  expect(saved.includes(Buffer.from('word/document.xml'))).toBe(true);

  expect(saved.equals(await storedForm())).toBe(true);
  await expect(failedAlert(page).count()).resolves.toBe(0);
});

describe('Download failed', () => {
  test('when the API gives no link', async () => {
    const page = await openReferral();
    await page.route('**/graphql', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ data: { referralFormUrl: '' } }),
      }),
    );
    await downloadButton(page).click();
    await failedAlert(page).waitFor();
    await expect(failedAlert(page).textContent()).resolves.toBe('Download failed');
  });

  test('when the API answers with an error', async () => {
    const page = await openReferral();
    await page.route('**/graphql', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          data: null,
          errors: [{ message: 'boom', errorType: 'InternalError' }],
        }),
      }),
    );
    await downloadButton(page).click();
    await failedAlert(page).waitFor();
  });

  test('when the file cannot be fetched', async () => {
    const page = await openReferral();
    await page.route(/referral-form\.docx/, (route) => route.fulfill({ status: 403, body: '' }));
    let downloads = 0;
    page.on('download', () => (downloads += 1));
    await downloadButton(page).click();
    await failedAlert(page).waitFor();
    expect(downloads).toBe(0);
  });
});

describe.each(Object.entries(VIEWPORTS))('accessibility at %s size', (_name, viewport) => {
  test('no axe-core violations, with the failure alert shown', async () => {
    const page = await openReferral({ viewport });
    await expect(axeViolations(page)).resolves.toEqual([]);
    await page.route('**/graphql', (route) => route.abort('failed'));
    await downloadButton(page).click();
    await failedAlert(page).waitFor();
    await expect(axeViolations(page)).resolves.toEqual([]);
  });
});

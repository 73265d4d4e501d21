// The feedback and complaints form on /feedback in Chromium against the local stack, at phone and
// desktop size: an anonymous complaint sent with the keyboard only until the reference is on screen,
// the item is in the Feedback table (read from the DynamoDB stand-in) and staff find it in the
// register; a named compliment whose acknowledgement the SES stand-in captures; the error summary;
// the page without JavaScript; axe-core on the empty form, the form with errors and the
// confirmation; no sideways scrolling at 320 px.
// The stack runs in this process rather than under `npm start`: the stand-ins accept only the
// credentials of the process that started them (lib/local/aws-env.ts), and the test reads the table.
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { chromium, type Locator, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { feedbackText } from '../../frontend/src/admin/texts';
import { feedbackFormText } from '../../frontend/src/content/feedbackForm';
import { paths } from '../../frontend/src/paths';
import { clientOptions } from '../../lib/local/aws-env';
import { FEEDBACK_CONSENT_TEXT, FEEDBACK_REFERENCE_PATTERN } from '../../schema/contract/feedback';
import { siteConfig } from '../../schema/contract/siteConfig';
import { startTestStack, type TestStack } from '../integration/support/stack';
import { CHROMIUM_ARGS, CHROMIUM_PATH, type LocalStack } from './harness';
import { axeViolations, waitForHydration } from './page-checks';
import { pageOpener, VIEWPORTS } from './support/browser';
import { logIn } from './support/admin-session';
import { hasFocus } from './support/focus';
import type { CapturedEmail } from './support/productApi';

const text = feedbackFormText;

let product: TestStack;
let stack: LocalStack;
const pages = pageOpener(() => stack);

beforeAll(async () => {
  product = await startTestStack();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  stack = {
    baseUrl: product.url.replace(/\/$/, ''),
    dataDir: product.dataDir,
    browser,
    output: () => '',
    stop: async () => {
      await browser.close();
      await product.dispose();
    },
  };
}, 180_000);
afterEach(() => pages.closeAll());
afterAll(async () => {
  await stack?.stop();
});

async function capturedEmails(): Promise<CapturedEmail[]> {
  const store = (await (await fetch(`${product.mailUrl}store`)).json()) as {
    emails: CapturedEmail[];
  };
  return store.emails;
}

async function openFeedback(options = {}): Promise<Page> {
  const page = await pages.open(options);
  await page.goto(paths.feedback);
  await waitForHydration(page);
  return page;
}

async function storedFeedback(reference: string): Promise<Record<string, unknown> | undefined> {
  const client = DynamoDBDocumentClient.from(
    new DynamoDBClient(clientOptions(product.dynamodbEndpoint)),
  );
  try {
    const { Item } = await client.send(
      new GetCommand({ TableName: 'Feedback', Key: { id: reference }, ConsistentRead: true }),
    );
    return Item;
  } finally {
    client.destroy();
  }
}

const submitButton = (page: Page) => page.getByRole('button', { name: text.submit });
const errorSummary = (page: Page) =>
  page.getByRole('alert').filter({ hasText: text.errorSummary.heading });
const confirmationOf = (page: Page) =>
  page.getByRole('region', { name: text.confirmation.heading });

/** Presses Tab until `target` has focus: it must be reachable by keyboard. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let presses = 0; presses < 80; presses += 1) {
    if (await hasFocus(target)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

const escaped = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${escaped(label)}(?: ${escaped(text.optional)})?$`));

async function typeInto(page: Page, label: string, value: string): Promise<void> {
  await tabTo(page, field(page, label));
  await page.keyboard.type(value);
}

async function chooseKind(page: Page, label: string): Promise<void> {
  const group = page.getByRole('group', { name: text.kind });
  await tabTo(page, group.getByRole('radio').first());
  for (let presses = 0; presses < 5; presses += 1) {
    if (await group.getByRole('radio', { name: label, exact: true }).isChecked()) return;
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`Could not choose ${label}`);
}

async function tick(page: Page, label: string): Promise<void> {
  await tabTo(page, page.getByRole('checkbox', { name: label, exact: true }));
  await page.keyboard.press('Space');
}

async function sentReference(page: Page): Promise<string> {
  const confirmation = confirmationOf(page);
  await confirmation.waitFor();
  await expect(hasFocus(confirmation)).resolves.toBe(true);
  const reference = (await confirmation.locator('[data-reference]').textContent()) ?? '';
  expect(reference).toMatch(FEEDBACK_REFERENCE_PATTERN);
  return reference;
}

describe.each(Object.entries(VIEWPORTS))('at %s size', (name, viewport) => {
  test('keyboard only: errors summarised, then an anonymous complaint is stored under its reference', async () => {
    const page = await openFeedback({ viewport });
    await expect(axeViolations(page)).resolves.toEqual([]);

    await tabTo(page, submitButton(page));
    await page.keyboard.press('Enter');
    await errorSummary(page).waitFor();
    await expect(hasFocus(errorSummary(page))).resolves.toBe(true);
    await expect(errorSummary(page).getByRole('link').allTextContents()).resolves.toEqual([
      text.errors.kind,
      text.errors.whatHappened,
      text.errors.consent,
    ]);
    const whatHappened = field(page, text.whatHappened);
    await expect(whatHappened.getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(axeViolations(page)).resolves.toEqual([]);
    // The second link (Tab, Tab, Enter) puts focus in its field.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(hasFocus(whatHappened)).resolves.toBe(true);

    const account = `Nobody came to my shift and nobody called ${name}${Date.now()}`;
    await chooseKind(page, 'Complaint');
    await typeInto(page, text.whatHappened, account);
    await typeInto(page, text.contact.name, 'Typed then withdrawn');
    await tick(page, text.contact.anonymous);
    // Staying anonymous takes the contact details away, what was typed with them.
    await expect(field(page, text.contact.name).count()).resolves.toBe(0);
    await expect(field(page, text.contact.email).count()).resolves.toBe(0);
    await tick(page, FEEDBACK_CONSENT_TEXT);
    await tabTo(page, submitButton(page));
    await page.keyboard.press('Enter');

    const reference = await sentReference(page);
    const confirmation = confirmationOf(page);
    await expect(
      confirmation.getByText(text.confirmation.acknowledgementSent).count(),
    ).resolves.toBe(0);
    await expect(field(page, text.whatHappened).inputValue()).resolves.toBe('');
    await expect(axeViolations(page)).resolves.toEqual([]);

    await expect(storedFeedback(reference)).resolves.toMatchObject({
      kind: 'COMPLAINT',
      whatHappened: account,
      anonymous: true,
      name: null,
      email: null,
      phone: null,
      status: 'RECEIVED',
      expiresAt: expect.any(Number),
    });

    // Through to the register: staff find it, anonymous, under the reference the person was given.
    await logIn(page, product.adminEmail, product.adminPassword);
    await page.waitForURL('**/admin/msg');
    await page.goto(`${paths.adminFeedback}?reference=${reference}`);
    await page.getByRole('heading', { name: feedbackText.title(reference) }).waitFor();
    const main = page.getByRole('main');
    // The title shows while the item loads; its text shows once it has.
    await main.getByText(account).waitFor();
    await expect(main.getByText(feedbackText.stayedAnonymous).count()).resolves.toBe(1);
  });

  test('a named compliment with an e-mail address gets an acknowledgement', async () => {
    const page = await openFeedback({ viewport });
    const email = `pat.${name}${Date.now()}@example.com`;
    await chooseKind(page, 'Compliment');
    await typeInto(page, text.whatHappened, 'Alex was patient and kind.');
    await typeInto(page, text.contact.name, 'Pat Parent');
    await typeInto(page, text.contact.email, email);
    await tick(page, FEEDBACK_CONSENT_TEXT);
    await tabTo(page, submitButton(page));
    await page.keyboard.press('Enter');

    const reference = await sentReference(page);
    await expect(
      confirmationOf(page).getByText(text.confirmation.acknowledgementSent).isVisible(),
    ).resolves.toBe(true);
    const acknowledgement = (await capturedEmails()).find((mail) =>
      mail.destination.to.includes(email),
    );
    expect(acknowledgement?.subject).toContain(reference);
    expect(acknowledgement?.body.text).toContain(`Your reference is ${reference}.`);
  });
});

test('a server ValidationError is shown at its field', async () => {
  const page = await openFeedback();
  // The API's refusal stands in for any the client's own checks do not foresee.
  await page.route('**/graphql', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        data: { createFeedback: null },
        errors: [{ message: 'email: Enter a valid e-mail address.', errorType: 'ValidationError' }],
      }),
    }),
  );
  await page.getByRole('radio', { name: 'Feedback', exact: true }).check();
  await field(page, text.whatHappened).fill('The newsletter is hard to read.');
  await field(page, text.contact.email).fill('x@y.z');
  await page.getByRole('checkbox', { name: FEEDBACK_CONSENT_TEXT }).check();
  await submitButton(page).click();
  await errorSummary(page).waitFor();
  await expect(errorSummary(page).getByRole('link').allTextContents()).resolves.toEqual([
    'Enter a valid e-mail address.',
  ]);
  await expect(field(page, text.contact.email).getAttribute('aria-invalid')).resolves.toBe('true');
});

test('without JavaScript: the form is not offered; the phone and e-mail are', async () => {
  const page = await pages.open({ javaScriptEnabled: false });
  await page.goto(paths.feedback);
  await expect(page.getByText(text.withoutScripts).isVisible()).resolves.toBe(true);
  await expect(submitButton(page).isVisible()).resolves.toBe(false);
  await expect(
    page.getByRole('main').getByRole('link', { name: siteConfig.email }).getAttribute('href'),
  ).resolves.toBe(`mailto:${siteConfig.email}`);
});

test('at 320 px the page and the form with its errors need no sideways scrolling', async () => {
  const page = await openFeedback({ viewport: { width: 320, height: 640 } });
  await submitButton(page).click();
  await errorSummary(page).waitFor();
  await expect(
    page.evaluate(() => document.documentElement.scrollWidth),
  ).resolves.toBeLessThanOrEqual(320);
});

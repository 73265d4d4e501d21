// The feedback and complaints form on /feedback in Chromium against the local stack, at phone and
// desktop size: an anonymous complaint sent with the keyboard only until the reference is on screen,
// the item is in the Feedback table (read from the DynamoDB stand-in) and staff find it in the
// register; a named compliment whose acknowledgement the SES stand-in captures; the error summary;
// the page without JavaScript; axe-core on the empty form, the form with errors and the
// confirmation; no sideways scrolling at 320 px; what was typed kept for the tab until sent.
// The stack runs in this process rather than under `npm start`: the stand-ins accept only the
// credentials of the process that started them (lib/local/config/aws-env.ts), and the test reads
// the table.
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { feedbackText } from '../../frontend/src/admin/texts';
import { feedbackText as feedbackPageText } from '../../frontend/src/features/feedback/content/feedback';
import { feedbackFormText } from '../../frontend/src/features/feedback/content/feedbackForm';
import { FEEDBACK_FORM, STAYING_ANONYMOUS } from '../../schema/contract/feedbackFields';
import { pageMeta } from '../../frontend/src/content/meta';
import { titled } from '../../frontend/src/content/pageTitle';
import { paths } from '../../frontend/src/paths';
import { clientOptions } from '../../lib/local/config/aws-env';
import {
  FEEDBACK_CONSENT_TEXT,
  FEEDBACK_REFERENCE_PATTERN,
  NDIS_COMMISSION,
} from '../../schema/contract/feedback';
import { startTestStack, type TestStack } from '../integration/support/stack';
import { axeViolations } from './page-checks';
import { VIEWPORTS } from './support/browser';
import { logIn } from './support/admin-session';
import { hasFocus, tabTo } from './support/focus';
import { keptProgressKeys, reloadHydrated } from './support/formProgress';
import type { CapturedEmail } from './support/productApi';
import {
  chooseRadio,
  errorSummary,
  expectFormNotOffered,
  expectNoSidewaysScrollingWithErrors,
  field,
  formPageTests,
  submitButton,
  tick,
  typeInto,
  withBrowser,
} from './support/publicForm';

const text = feedbackFormText;
const asked = FEEDBACK_FORM.fields;

let product: TestStack;
const form = formPageTests(paths.feedback, async () => {
  product = await startTestStack();
  return withBrowser(product);
});
const openFeedback = form.open;

async function capturedEmails(): Promise<CapturedEmail[]> {
  const store = (await (await fetch(`${product.mailUrl}store`)).json()) as {
    emails: CapturedEmail[];
  };
  return store.emails;
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

const confirmationOf = (page: Page) =>
  page.getByRole('region', { name: text.confirmation.heading });

async function sentReference(page: Page): Promise<string> {
  const confirmation = confirmationOf(page);
  await confirmation.waitFor();
  // It takes the form's place, its heading focused, and the title says so.
  await expect(
    hasFocus(confirmation.getByRole('heading', { name: text.confirmation.heading })),
  ).resolves.toBe(true);
  await expect(page.title()).resolves.toBe(titled(text.confirmation.heading));
  await expect(page.locator('form').isVisible()).resolves.toBe(false);
  const reference = (await confirmation.locator('[data-reference]').textContent()) ?? '';
  expect(reference).toMatch(FEEDBACK_REFERENCE_PATTERN);
  return reference;
}

describe.each(Object.entries(VIEWPORTS))('at %s size', (name, viewport) => {
  test('keyboard only: errors summarised, then an anonymous complaint is stored under its reference', async () => {
    const page = await openFeedback({ viewport });
    await expect(axeViolations(page)).resolves.toEqual([]);

    await tabTo(page, submitButton(page, text));
    await page.keyboard.press('Enter');
    await errorSummary(page).waitFor();
    await expect(hasFocus(errorSummary(page))).resolves.toBe(true);
    await expect(page.title()).resolves.toBe(`Error: ${pageMeta.feedback.title}`);
    await expect(errorSummary(page).getByRole('link').allTextContents()).resolves.toEqual([
      asked.kind.error,
      asked.whatHappened.error,
      asked.consent.error,
    ]);
    const whatHappened = field(page, asked.whatHappened.label);
    await expect(whatHappened.getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(axeViolations(page)).resolves.toEqual([]);
    // The second link (Tab, Tab, Enter) puts focus in its field.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(hasFocus(whatHappened)).resolves.toBe(true);

    const account = `Nobody came to my shift and nobody called ${name}${Date.now()}`;
    await chooseRadio(page, asked.kind.label, 'Complaint');
    await typeInto(page, asked.whatHappened.label, account);
    await typeInto(page, asked.name.label, 'Typed then withdrawn');
    await tick(page, asked.anonymous.label);
    // Staying anonymous takes the contact details away, what was typed with them.
    await expect(field(page, asked.name.label).count()).resolves.toBe(0);
    await expect(field(page, asked.email.label).count()).resolves.toBe(0);
    await tick(page, FEEDBACK_CONSENT_TEXT);
    await tabTo(page, submitButton(page, text));
    await page.keyboard.press('Enter');

    const reference = await sentReference(page);
    const confirmation = confirmationOf(page);
    await expect(
      confirmation.getByText(text.confirmation.acknowledgementSent).count(),
    ).resolves.toBe(0);
    await expect(axeViolations(page)).resolves.toEqual([]);

    // Another one starts from an empty form, focus at its heading.
    await tabTo(page, page.getByRole('button', { name: text.confirmation.startAgain }));
    await page.keyboard.press('Enter');
    await expect(hasFocus(page.getByRole('heading', { name: text.heading }))).resolves.toBe(true);
    await expect(confirmation.count()).resolves.toBe(0);
    await expect(page.title()).resolves.toBe(pageMeta.feedback.title);
    await expect(field(page, asked.whatHappened.label).inputValue()).resolves.toBe('');
    await expect(field(page, asked.name.label).isVisible()).resolves.toBe(true);

    const stored = await storedFeedback(reference);
    expect(stored).toMatchObject({
      kind: 'COMPLAINT',
      whatHappened: account,
      anonymous: true,
      name: null,
      email: null,
      phone: null,
      status: 'RECEIVED',
    });
    // An open complaint is kept: it has no expiry until it is closed.
    expect(stored).not.toHaveProperty('expiresAt');

    // Through to the register: staff find it, anonymous, under the reference the person was given.
    await logIn(page, product.adminEmail, product.adminPassword);
    await page.waitForURL('**/admin/msg');
    await page.goto(`${paths.adminFeedback}?reference=${reference}`);
    await page.getByRole('heading', { name: feedbackText.title(reference) }).waitFor();
    const main = page.getByRole('main');
    // The title shows while the item loads; its text shows once it has.
    await main.getByText(account).waitFor();
    await expect(main.getByText(STAYING_ANONYMOUS.staffText).count()).resolves.toBe(1);
  });

  test('a named compliment with an e-mail address gets an acknowledgement', async () => {
    const page = await openFeedback({ viewport });
    const email = `pat.${name}${Date.now()}@example.com`;
    await chooseRadio(page, asked.kind.label, 'Compliment');
    await typeInto(page, asked.whatHappened.label, 'Alex was patient and kind.');
    await typeInto(page, asked.name.label, 'Pat Parent');
    await typeInto(page, asked.email.label, email);
    await tick(page, FEEDBACK_CONSENT_TEXT);
    await tabTo(page, submitButton(page, text));
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
    // HTML with the text as its alternative, both saying what the confirmation says.
    expect(acknowledgement?.body.html).toContain(`<strong>${reference}</strong>`);
    for (const part of [acknowledgement?.body.text, acknowledgement?.body.html]) {
      for (const step of text.confirmation.next) expect(part).toContain(step);
    }
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
  await field(page, asked.whatHappened.label).fill('The newsletter is hard to read.');
  await field(page, asked.email.label).fill('x@y.z');
  await page.getByRole('checkbox', { name: FEEDBACK_CONSENT_TEXT }).check();
  await submitButton(page, text).click();
  await errorSummary(page).waitFor();
  await expect(errorSummary(page).getByRole('link').allTextContents()).resolves.toEqual([
    'Enter a valid e-mail address.',
  ]);
  await expect(field(page, asked.email.label).getAttribute('aria-invalid')).resolves.toBe('true');
  await expect(page.title()).resolves.toBe(`Error: ${pageMeta.feedback.title}`);

  // Staying anonymous takes the e-mail field, and its error, away: the title is the page's again.
  await page.getByRole('checkbox', { name: asked.anonymous.label }).check();
  await expect(errorSummary(page).count()).resolves.toBe(0);
  await expect.poll(() => page.title()).toBe(pageMeta.feedback.title);
});

test('without JavaScript: the form is not offered; the phone and e-mail are', async () => {
  await expectFormNotOffered(await form.openWithoutScripts(), text);
});

test('before the form: call 000 in danger, and report abuse or neglect to the NDIS Commission', async () => {
  const page = await form.openWithoutScripts();
  const danger = page.getByRole('region', { name: feedbackPageText.danger.heading });
  await expect(danger.getByRole('link', { name: '000' }).getAttribute('href')).resolves.toBe(
    'tel:000',
  );
  await expect(
    danger.getByRole('link', { name: NDIS_COMMISSION.phone.display }).getAttribute('href'),
  ).resolves.toBe('tel:1800035544');
  await expect(
    danger.getByRole('link', { name: NDIS_COMMISSION.website }).getAttribute('href'),
  ).resolves.toBe(NDIS_COMMISSION.url);
  // First in the page after its introduction, before the ways to give feedback and the form.
  const headings = await page.getByRole('heading', { level: 2 }).allInnerTexts();
  expect(headings[0]).toBe(feedbackPageText.danger.heading);
});

test('at 320 px the page and the form with its errors need no sideways scrolling', async () => {
  await expectNoSidewaysScrollingWithErrors(
    await openFeedback({ viewport: { width: 320, height: 640 } }),
    text,
  );
});

test('a reload keeps what was typed and chosen (never the honeypot); sent, the tab keeps nothing', async () => {
  const page = await openFeedback();
  const whatHappened = `The visit was moved twice ${Date.now()}`;
  await page.getByRole('radio', { name: 'Complaint', exact: true }).check();
  await field(page, asked.whatHappened.label).fill(whatHappened);
  await field(page, asked.name.label).fill('Pat Parent');
  await page.locator('input[name="website"]').fill('bot text', { force: true });
  await page.getByRole('checkbox', { name: FEEDBACK_CONSENT_TEXT }).check();

  await reloadHydrated(page);
  await expect.poll(() => field(page, asked.whatHappened.label).inputValue()).toBe(whatHappened);
  await expect(field(page, asked.name.label).inputValue()).resolves.toBe('Pat Parent');
  await expect(
    page.getByRole('radio', { name: 'Complaint', exact: true }).isChecked(),
  ).resolves.toBe(true);
  await expect(
    page.getByRole('checkbox', { name: FEEDBACK_CONSENT_TEXT }).isChecked(),
  ).resolves.toBe(true);
  await expect(page.locator('input[name="website"]').inputValue()).resolves.toBe('');

  await submitButton(page, text).click();
  const reference = await sentReference(page);
  await expect(storedFeedback(reference)).resolves.toMatchObject({ whatHappened });
  await expect(keptProgressKeys(page)).resolves.toEqual([]);
  await reloadHydrated(page);
  await expect(field(page, asked.whatHappened.label).inputValue()).resolves.toBe('');
  await expect(keptProgressKeys(page)).resolves.toEqual([]);
});

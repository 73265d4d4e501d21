// The contact page and the contact section, in Chromium against `npm start`: the form's fields,
// the blank-field alert, success (the message reaches the data store and the provider's inbox),
// failures (network and server validation), the honeypot, accessibility in each state, and what
// was typed kept for the tab until sent.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { CONTACT_CONTROLS } from '../../frontend/src/features/contact/contactControls';
import { contactPageText, contactSectionText } from '../../frontend/src/content/contact';
import { paths } from '../../frontend/src/paths';
import { telHref } from '../../schema/contract/phoneNumbers';
import { siteConfig } from '../../schema/contract/siteConfig';
import { axeViolations } from './page-checks';
import { recordGraphqlRequests, VIEWPORTS } from './support/browser';
import { MAIL_ADDRESSES } from '../../lib/local/config/mail-addresses';
import { adminToken, capturedEmails, graphql } from './support/productApi';
import { keptProgressKeys, reloadHydrated } from './support/formProgress';
import { formPageTests } from './support/publicForm';

/** The client token each message carries, so that a resend is stored once. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const { form, result } = contactPageText;
/** The spec's one alert for blank required fields. */
const MISSING_FIELDS = 'Please fill out all fields.';

const { stack, pages, open: openContact, openWithoutScripts } = formPageTests(paths.contact);

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function fillForm(page: Page, values: Partial<Record<string, string>>) {
  const labels: Record<string, string> = Object.fromEntries(
    CONTACT_CONTROLS.map((each) => [each.name, each.label]),
  );
  for (const [name, value] of Object.entries(values)) {
    await field(page, labels[name]!).fill(value ?? '');
  }
}

const validMessage = (tag: string) => ({
  fullName: 'Robin Tester',
  postcode: '3000',
  email: 'robin.tester@example.com',
  phone: '0400 123 456',
  message: `Please call me about support coordination (${tag}).`,
});

describe('contact page without JavaScript', () => {
  test('shows the banner, the side panel and the form with the spec’s fields', async () => {
    const page = await openWithoutScripts();
    await expect(page.locator('h1').allTextContents()).resolves.toEqual([contactPageText.banner]);
    await expect(page.getByRole('heading', { name: form.heading }).count()).resolves.toBe(1);
    const main = page.getByRole('main');
    await expect(
      main.getByRole('link', { name: siteConfig.phone.display }).getAttribute('href'),
    ).resolves.toBe(telHref(siteConfig.phone.display));
    await expect(
      main.getByRole('link', { name: siteConfig.email }).getAttribute('href'),
    ).resolves.toBe(`mailto:${siteConfig.email}`);

    const expected = [
      { label: 'Your name*', name: 'fullName', type: 'text', required: true },
      { label: 'Your postcode', name: 'postcode', type: 'text', required: false },
      { label: 'Your Email*', name: 'email', type: 'email', required: true },
      { label: 'Your Phone number*', name: 'phone', type: 'tel', required: true },
      { label: 'Message*', name: 'message', type: 'textarea', required: true },
    ];
    for (const each of expected) {
      const input = field(page, each.label);
      const described = await input.evaluate((element) => ({
        name: element.getAttribute('name'),
        type: element instanceof HTMLTextAreaElement ? 'textarea' : element.getAttribute('type'),
        required: (element as HTMLInputElement).required,
        rows: element.getAttribute('rows'),
      }));
      expect(described).toEqual({
        name: each.name,
        type: each.type,
        required: each.required,
        rows: each.type === 'textarea' ? '4' : null,
      });
    }
    await expect(page.getByRole('button', { name: 'Send message' }).count()).resolves.toBe(1);
  });

  test('sending never puts what was typed into the address', async () => {
    const page = await openWithoutScripts();
    const values = validMessage(`no script ${Date.now()}`);
    await fillForm(page, values);
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.waitForLoadState();
    expect(new URL(page.url()).search).toBe('');
    expect(decodeURIComponent(page.url())).not.toContain(values.email);
  });
});

describe('sending a message', () => {
  test('a double click sends one message: dialog, data store and captured e-mail', async () => {
    const page = await openContact();
    const requests = recordGraphqlRequests(page);
    const values = validMessage(`success ${Date.now()}`);
    await fillForm(page, values);
    await page.getByRole('button', { name: 'Send message' }).dblclick();

    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await expect(dialog.getByRole('heading').textContent()).resolves.toBe(result.successTitle);
    await expect(dialog.getByText(result.successMessage).isVisible()).resolves.toBe(true);
    await expect(dialog.locator('[data-result]').getAttribute('data-result')).resolves.toBe(
      'success',
    );
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect(field(page, 'Your name*').inputValue()).resolves.toBe('');

    const sends = requests.filter((request) => request.query.includes('createMessage'));
    expect(sends).toHaveLength(1);
    expect(sends[0]!.variables).toEqual({
      input: {
        fullName: values.fullName,
        postcode: 3000,
        email: values.email,
        phone: values.phone,
        msg: values.message,
        clientToken: expect.stringMatching(UUID),
      },
    });

    const token = await adminToken(stack());
    const list = await graphql<{
      listMessages: { items: { id: string; preview: string }[] };
    }>(stack(), '{ listMessages(limit: 100) { items { id preview } } }', {}, { token });
    const listed = list.data!.listMessages.items.filter((item) => item.preview === values.message);
    expect(listed).toHaveLength(1);
    const opened = await graphql<{
      getMessage: { fullName: string; postcode: number | null; msg: string };
    }>(
      stack(),
      'query ($id: ID!) { getMessage(id: $id) { fullName postcode msg } }',
      { id: listed[0]!.id },
      { token },
    );
    expect(opened.data!.getMessage).toEqual({
      fullName: values.fullName,
      postcode: 3000,
      msg: values.message,
    });

    const mails = (await capturedEmails(stack())).filter((mail) =>
      mail.body.text?.includes(values.message),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.destination.to).toEqual([MAIL_ADDRESSES.inboxEmail]);
  });

  test('a blank postcode is sent as null; trimmed values are sent', async () => {
    const page = await openContact();
    const requests = recordGraphqlRequests(page);
    const values = { ...validMessage(`null postcode ${Date.now()}`), postcode: '   ' };
    await fillForm(page, { ...values, fullName: `  ${values.fullName}  ` });
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByRole('dialog').waitFor();
    const send = requests.find((request) => request.query.includes('createMessage'));
    expect(send?.variables).toEqual({
      input: {
        fullName: values.fullName,
        postcode: null,
        email: values.email,
        phone: values.phone,
        msg: values.message,
        clientToken: expect.stringMatching(UUID),
      },
    });
  });

  test('a required field that is blank after trimming shows the alert and sends nothing', async () => {
    const page = await openContact();
    const requests = recordGraphqlRequests(page);
    await fillForm(page, { ...validMessage('blank'), message: '   ' });
    await page.getByRole('button', { name: 'Send message' }).click();

    const alert = page.getByRole('alert').filter({ hasText: MISSING_FIELDS });
    await alert.waitFor();
    await expect(alert.textContent()).resolves.toBe(MISSING_FIELDS);
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    expect(requests.filter((request) => request.query.includes('createMessage'))).toEqual([]);
  });

  test('a network failure opens the failure dialog with the red icon', async () => {
    const page = await openContact();
    await page.route('**/graphql', (route) => route.abort('failed'));
    await fillForm(page, validMessage('network failure'));
    await page.getByRole('button', { name: 'Send message' }).click();

    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor();
    await expect(dialog.getByRole('heading').textContent()).resolves.toBe(result.failureTitle);
    await expect(dialog.locator('[data-result]').getAttribute('data-result')).resolves.toBe(
      'failure',
    );
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect(
      page
        .getByRole('button', { name: 'Send message' })
        .evaluate((b) => b === document.activeElement),
    ).resolves.toBe(true);
  });

  test('a field the server rejects is marked and explained under that field', async () => {
    const page = await openContact();
    await fillForm(page, { ...validMessage('bad phone'), phone: 'call me maybe' });
    await page.getByRole('button', { name: 'Send message' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor();
    await expect(dialog.getByRole('heading').textContent()).resolves.toBe(result.failureTitle);
    await dialog.getByRole('button', { name: 'Close' }).click();

    const phone = field(page, 'Your Phone number*');
    await expect(phone.getAttribute('aria-invalid')).resolves.toBe('true');
    const describedBy = await phone.getAttribute('aria-describedby');
    const explanation = await page.locator(`#${describedBy}`).textContent();
    expect(explanation).toMatch(/digits/);
    await expect(field(page, 'Your Email*').getAttribute('aria-invalid')).resolves.toBeNull();
  });
});

test('a reload keeps what was typed (never the honeypot); sent, the tab keeps nothing', async () => {
  const page = await openContact();
  const values = validMessage(`kept ${Date.now()}`);
  await fillForm(page, values);
  await page.locator('input[name="website"]').fill('bot text', { force: true });

  await reloadHydrated(page);
  await expect.poll(() => field(page, 'Message*').inputValue()).toBe(values.message);
  await expect(field(page, 'Your name*').inputValue()).resolves.toBe(values.fullName);
  await expect(field(page, 'Your Email*').inputValue()).resolves.toBe(values.email);
  await expect(page.locator('input[name="website"]').inputValue()).resolves.toBe('');

  await page.getByRole('button', { name: 'Send message' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await expect(dialog.getByRole('heading').textContent()).resolves.toBe(result.successTitle);
  await expect(keptProgressKeys(page)).resolves.toEqual([]);
  await reloadHydrated(page);
  await expect(field(page, 'Message*').inputValue()).resolves.toBe('');
  await expect(keptProgressKeys(page)).resolves.toEqual([]);
});

describe('the honeypot', () => {
  test('is named website, off screen, out of the tab order and hidden from screen readers', async () => {
    const page = await openContact();
    const honeypot = page.locator('input[name="website"]');
    await expect(honeypot.count()).resolves.toBe(1);
    const facts = await honeypot.evaluate((input) => {
      const rect = input.getBoundingClientRect();
      return {
        tabIndex: (input as HTMLInputElement).tabIndex,
        hiddenFromAssistiveTech: input.closest('[aria-hidden="true"]') !== null,
        offScreen: rect.right <= 0 || rect.bottom <= 0,
      };
    });
    expect(facts).toEqual({ tabIndex: -1, hiddenFromAssistiveTech: true, offScreen: true });

    await field(page, 'Your name*').focus();
    for (let stop = 0; stop < 8; stop += 1) {
      await page.keyboard.press('Tab');
      const name = await page.evaluate(() => document.activeElement?.getAttribute('name'));
      expect(name).not.toBe('website');
    }
  });
});

describe.each(Object.entries(VIEWPORTS))('accessibility at %s size', (_name, viewport) => {
  test('no axe-core violations with the alert, field errors and the dialog shown', async () => {
    const page = await openContact({ viewport });
    await fillForm(page, { ...validMessage('axe'), fullName: ' ' });
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByRole('alert').filter({ hasText: MISSING_FIELDS }).waitFor();
    await expect(axeViolations(page)).resolves.toEqual([]);

    await fillForm(page, { ...validMessage('axe'), email: 'not-an-email@x' });
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByRole('alertdialog').waitFor();
    await expect(axeViolations(page)).resolves.toEqual([]);
  });
});

describe('contact section on a service page', () => {
  test('shows the heading, phone and mail links, tagline and Get in touch', async () => {
    const page = await pages.open({ javaScriptEnabled: false });
    await page.goto(paths.socialWorker);
    const section = page.getByRole('region', { name: contactSectionText.heading });
    await expect(
      section.getByRole('link', { name: siteConfig.phone.display }).getAttribute('href'),
    ).resolves.toBe(telHref(siteConfig.phone.display));
    await expect(
      section.getByRole('link', { name: siteConfig.email }).getAttribute('href'),
    ).resolves.toBe(`mailto:${siteConfig.email}`);
    await expect(section.getByText(siteConfig.tagline).isVisible()).resolves.toBe(true);
    await expect(
      section.getByRole('link', { name: contactSectionText.getInTouch.label }).getAttribute('href'),
    ).resolves.toBe(paths.contact);
  });
});

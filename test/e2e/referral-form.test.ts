// The online referral on /referral in Chromium against `npm start`, at phone and desktop size:
// filled in with the keyboard only, with a real PDF attached (uploaded through the presigned URL
// and checked by the API) until the reference is on screen; the acknowledgement e-mail naming the
// reference and none of the participant's details; the error summary (focused, linking to each
// field, the fields marked); a server ValidationError shown at its field; the page without
// JavaScript; axe-core on the empty form, the form with errors and the confirmation; what was
// typed and attached kept for the tab through the privacy link, a reload and Back until sent.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { collectionNoticeText } from '../../frontend/src/content/collectionNotice';
import { newTabLinkText } from '../../frontend/src/content/newTabLink';
import { referralText } from '../../frontend/src/features/referral/content/referral';
import { referralFormText } from '../../frontend/src/features/referral/content/referralForm';
import { formText } from '../../frontend/src/content/formText';
import { pageMeta } from '../../frontend/src/content/meta';
import { titled } from '../../frontend/src/content/pageTitle';
import { paths } from '../../frontend/src/paths';
import { REFERRAL_FORM } from '../../schema/contract/referralFields';
import { REFERENCE_PATTERN, REFERRAL_CONSENT_TEXT } from '../../schema/contract/referrals';
import { axeViolations, waitForHydration } from './page-checks';
import { openWithIslandsHeld, VIEWPORTS } from './support/browser';
import { hasFocus } from './support/focus';
import { keptProgressKeys, reloadHydrated } from './support/formProgress';
import { adminToken, capturedEmails, graphql } from './support/productApi';
import {
  chooseRadio,
  errorSummary,
  expectFormNotOffered,
  expectNoSidewaysScrollingWithErrors,
  field,
  formPageTests,
  submitButton,
  tabTo,
  tick,
  typeInto,
} from './support/publicForm';

const text = referralFormText;
const { fields } = REFERRAL_FORM;

/** A small but real PDF: what the API's content check takes for one. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

const form = formPageTests(paths.referral);
const { stack, pages, open: openReferral } = form;

interface StoredReferral {
  ndisNumber: string | null;
  services: string[];
  communication: { interpreterLanguage: string | null };
  goals: string | null;
  attachments: { fileName: string; contentType: string }[];
}

/** The referral as staff read it. */
async function storedReferral(reference: string): Promise<StoredReferral | undefined> {
  const answer = await graphql<{ getReferral: StoredReferral }>(
    stack(),
    `
      query ($id: ID!) {
        getReferral(id: $id) {
          ndisNumber
          services
          communication {
            interpreterLanguage
          }
          goals
          attachments {
            fileName
            contentType
          }
        }
      }
    `,
    { id: reference },
    { token: await adminToken(stack()) },
  );
  return answer.data?.getReferral;
}

const attachedList = (page: Page) => page.getByRole('list', { name: text.attachments.listLabel });

describe.each(Object.entries(VIEWPORTS))('at %s size', (name, viewport) => {
  test('keyboard only: errors summarised, then a referral with a PDF gets its reference', async () => {
    const page = await openReferral({ viewport });
    await expect(axeViolations(page)).resolves.toEqual([]);

    // An empty submit: the summary takes focus and links to each field in error.
    await tabTo(page, submitButton(page, text));
    await page.keyboard.press('Enter');
    await errorSummary(page).waitFor();
    await expect(hasFocus(errorSummary(page))).resolves.toBe(true);
    // GOV.UK's pattern: the title, which a screen reader announces, says there is an error.
    await expect(page.title()).resolves.toBe(`Error: ${pageMeta.referral.title}`);
    await expect(
      errorSummary(page).getByRole('heading', { name: text.errorSummary.heading }).count(),
    ).resolves.toBe(1);
    const links = errorSummary(page).getByRole('link');
    await expect(links.allTextContents()).resolves.toEqual([
      fields.referrerRole.error,
      fields.referrerName.error,
      formText.errors.email,
      formText.errors.phone,
      fields.participantName.error,
      fields.participantDateOfBirth.error,
      fields.participantPostcode.error,
      fields.preferredContact.error,
      fields.planFunding.error,
      fields.services.error,
      fields.supportNeeded.error,
      fields.consent.error,
    ]);
    const email = field(page, fields.referrerEmail.label);
    await expect(email.getAttribute('aria-invalid')).resolves.toBe('true');
    const describedBy = (await email.getAttribute('aria-describedby'))!.split(' ');
    const descriptions = await Promise.all(
      describedBy.map((id) => page.locator(`#${id}`).textContent()),
    );
    expect(descriptions).toContain(`${text.errorPrefix} ${formText.errors.email}`);
    await expect(axeViolations(page)).resolves.toEqual([]);

    // Following a link (Tab, Enter) puts focus in its field.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(hasFocus(field(page, fields.referrerName.label))).resolves.toBe(true);

    // Filled in with keys only, from the top of the form.
    const marker = `${name}${Date.now()}`;
    const referrerEmail = `kim.${marker}@example.com`;
    const participant = {
      dateOfBirth: '1988-07-14',
      ndisNumber: '431 234 567',
      supportNeeded: `Help with cooking and shopping after moving house ${marker}`,
      goals: `Live on my own and join a walking group ${marker}`,
    };
    await chooseRadio(page, fields.referrerRole.label, 'Support coordinator');
    await typeInto(page, fields.referrerName.label, 'Kim Coordinator');
    await typeInto(page, fields.referrerEmail.label, referrerEmail);
    await typeInto(page, fields.referrerPhone.label, '0400 123 456');
    await typeInto(page, fields.participantName.label, `Sam ${marker}`);
    const dateOfBirth = field(page, fields.participantDateOfBirth.label);
    await tabTo(page, dateOfBirth);
    // Chromium's date field in the page's locale (en-US): month, day, year.
    await page.keyboard.type('07141988');
    await expect(dateOfBirth.inputValue()).resolves.toBe(participant.dateOfBirth);
    await typeInto(page, fields.ndisNumber.label, participant.ndisNumber);
    await typeInto(page, fields.participantPostcode.label, '3000');
    await chooseRadio(page, fields.preferredContact.label, 'E-mail');
    await tick(page, fields.communication.parts.interpreter.label);
    await typeInto(page, fields.communication.parts.interpreterLanguage.label, 'Vietnamese');
    await chooseRadio(page, fields.planFunding.label, 'Plan-managed');
    await tick(page, 'Occupational Therapist');
    await tick(page, 'Support Coordination');
    await typeInto(page, fields.supportNeeded.label, participant.supportNeeded);
    await typeInto(page, fields.goals.label, participant.goals);

    // The file picker opens from the keyboard; the chosen PDF uploads at once.
    await tabTo(page, field(page, text.attachments.choose));
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.keyboard.press('Space'),
    ]);
    await chooser.setFiles({ name: 'NDIS plan.pdf', mimeType: 'application/pdf', buffer: PDF });
    const attached = attachedList(page);
    await attached.getByText(text.attachments.uploaded).waitFor();
    await expect(attached.getByRole('listitem').allTextContents()).resolves.toEqual([
      expect.stringContaining('NDIS plan.pdf'),
    ]);

    await tick(page, REFERRAL_CONSENT_TEXT);
    await tabTo(page, submitButton(page, text));
    await page.keyboard.press('Enter');

    // The confirmation takes the form's place, its heading focused, and the title says so.
    const confirmation = page.getByRole('region', { name: text.confirmation.heading });
    await confirmation.waitFor();
    await expect(
      hasFocus(confirmation.getByRole('heading', { name: text.confirmation.heading })),
    ).resolves.toBe(true);
    await expect(page.title()).resolves.toBe(titled(text.confirmation.heading));
    const reference = (await confirmation.locator('[data-reference]').textContent()) ?? '';
    expect(reference).toMatch(REFERENCE_PATTERN);
    for (const paragraph of text.confirmation.next) {
      await expect(confirmation.getByText(paragraph).isVisible()).resolves.toBe(true);
    }
    await expect(page.locator('form').count()).resolves.toBe(0);
    await expect(submitButton(page, text).count()).resolves.toBe(0);
    await expect(attached.count()).resolves.toBe(0);
    await expect(errorSummary(page).count()).resolves.toBe(0);
    await expect(axeViolations(page)).resolves.toEqual([]);

    // Stored as sent, the PDF with it.
    await expect(storedReferral(reference)).resolves.toEqual({
      ndisNumber: '431234567',
      services: ['occupationalTherapist', 'supportCoordination'],
      communication: { interpreterLanguage: 'Vietnamese' },
      goals: participant.goals,
      attachments: [{ fileName: 'NDIS-plan.pdf', contentType: 'application/pdf' }],
    });

    // The acknowledgement names the reference and nothing about the participant.
    const acknowledgements = (await capturedEmails(stack())).filter((mail) =>
      mail.destination.to.includes(referrerEmail),
    );
    expect(acknowledgements).toHaveLength(1);
    const mail = JSON.stringify(acknowledgements[0]);
    expect(mail).toContain(reference);
    for (const secret of [
      participant.dateOfBirth,
      '14/07/1988',
      participant.ndisNumber,
      participant.ndisNumber.replace(/ /g, ''),
      participant.supportNeeded,
      participant.goals,
    ]) {
      expect(mail).not.toContain(secret);
    }
  });
});

/** Fills in a valid referral with the mouse (the keyboard-only test covers the keys). */
async function fillValidReferral(page: Page): Promise<void> {
  await page.getByRole('radio', { name: 'Self', exact: true }).check();
  await field(page, fields.referrerName.label).fill('Alex Self');
  await field(page, fields.referrerEmail.label).fill('alex@example.com');
  await field(page, fields.referrerPhone.label).fill('0400 123 456');
  await field(page, fields.participantName.label).fill('Alex Self');
  await field(page, fields.participantDateOfBirth.label).fill('1990-01-02');
  await field(page, fields.participantPostcode.label).fill('2000');
  await page.getByRole('radio', { name: 'Phone', exact: true }).check();
  await page.getByRole('radio', { name: 'Not sure', exact: true }).check();
  await page.getByRole('checkbox', { name: 'Social Worker' }).check();
  await field(page, fields.supportNeeded.label).fill('Someone to talk to');
  await page.getByRole('checkbox', { name: REFERRAL_CONSENT_TEXT }).check();
}

test('a field the API refuses is marked at that field and in the summary', async () => {
  const page = await openReferral();
  const refusal = 'Enter a valid e-mail address.';
  await page.route('**/graphql', async (route) => {
    if (!route.request().postData()?.includes('createReferral')) return route.continue();
    return route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        data: { createReferral: null },
        errors: [{ message: `referrerEmail: ${refusal}`, errorType: 'ValidationError' }],
      }),
    });
  });
  await fillValidReferral(page);
  await submitButton(page, text).click();

  await errorSummary(page).waitFor();
  await expect(hasFocus(errorSummary(page))).resolves.toBe(true);
  await expect(errorSummary(page).getByRole('link').allTextContents()).resolves.toEqual([refusal]);
  const email = field(page, fields.referrerEmail.label);
  await expect(email.getAttribute('aria-invalid')).resolves.toBe('true');
  await expect(email.inputValue()).resolves.toBe('alex@example.com');
});

test('a file the API does not take is refused beside the file input, nothing uploaded', async () => {
  const page = await openReferral();
  let uploads = 0;
  page.on('request', (request) => {
    if (request.postData()?.includes('startReferralAttachmentUpload')) uploads += 1;
  });
  const input = field(page, text.attachments.choose);
  await input.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hi'),
  });
  const problem = text.errors.fileType('notes.txt');
  await page.getByText(problem).waitFor();
  const describedBy = (await input.getAttribute('aria-describedby'))!.split(' ');
  const descriptions = await Promise.all(
    describedBy.map((id) => page.locator(`#${id}`).textContent()),
  );
  expect(descriptions).toContain(`${text.errorPrefix} ${problem}`);
  expect(uploads).toBe(0);
});

test('without JavaScript: the form is not offered; the download and the address are', async () => {
  const page = await form.openWithoutScripts();
  await expectFormNotOffered(page, text);
  await expect(page.getByRole('link', { name: referralText.download }).isVisible()).resolves.toBe(
    true,
  );
});

test('at 320 px (a 1280 px screen at 400 % zoom) the form with its errors needs no sideways scrolling', async () => {
  await expectNoSidewaysScrollingWithErrors(
    await openReferral({ viewport: { width: 320, height: 640 } }),
    text,
  );
});

test('when the API cannot be reached the summary says so and keeps what was typed', async () => {
  const page = await openReferral();
  await page.route('**/graphql', (route) => route.abort('failed'));
  await fillValidReferral(page);
  await submitButton(page, text).click();
  await errorSummary(page).waitFor();
  await expect(hasFocus(errorSummary(page))).resolves.toBe(true);
  await expect(errorSummary(page).getByText(text.errorSummary.failed).isVisible()).resolves.toBe(
    true,
  );
  await expect(errorSummary(page).getByRole('link').count()).resolves.toBe(0);
  await expect(field(page, fields.referrerName.label).inputValue()).resolves.toBe('Alex Self');
});

test('a file chosen and text typed before the form is hydrated are sent with the referral', async () => {
  const { page, release, requested } = await openWithIslandsHeld(pages, paths.referral);
  await requested;
  const goals = `Typed before hydration ${Date.now()}`;
  await field(page, fields.goals.label).fill(goals);
  await field(page, text.attachments.choose).setInputFiles({
    name: 'Early plan.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });

  release();
  await waitForHydration(page);
  const attached = attachedList(page);
  await attached.getByText(text.attachments.uploaded).waitFor();
  await expect(attached.getByRole('listitem').allTextContents()).resolves.toEqual([
    expect.stringContaining('Early plan.pdf'),
  ]);
  await fillValidReferral(page);
  await submitButton(page, text).click();

  const confirmation = page.getByRole('region', { name: text.confirmation.heading });
  await confirmation.waitFor();
  const reference = (await confirmation.locator('[data-reference]').textContent()) ?? '';
  await expect(storedReferral(reference)).resolves.toMatchObject({
    goals,
    attachments: [{ fileName: 'Early-plan.pdf', contentType: 'application/pdf' }],
  });
});

test('the privacy link opens a new tab; a reload and Back keep what was typed and the attached file, which is sent; then the tab keeps nothing', async () => {
  const page = await openReferral();
  const marker = Date.now();
  const participantName = `Sam ${marker}`;
  const supportNeeded = `Help with cooking ${marker}`;
  await field(page, fields.participantName.label).fill(participantName);
  await field(page, fields.supportNeeded.label).fill(supportNeeded);
  await page.getByRole('checkbox', { name: fields.communication.parts.interpreter.label }).check();
  await field(page, fields.communication.parts.interpreterLanguage.label).fill('Vietnamese');
  await field(page, text.attachments.choose).setInputFiles({
    name: 'Kept plan.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  const attached = attachedList(page);
  await attached.getByText(text.attachments.uploaded).waitFor();

  // The form's own link says it opens a new tab, and does; this tab keeps the form as it was.
  const privacyLink = page.getByRole('region', { name: text.heading }).getByRole('link', {
    name: `${collectionNoticeText.privacyLink.label} ${newTabLinkText.suffix}`,
    exact: true,
  });
  await expect(privacyLink.getAttribute('target')).resolves.toBe('_blank');
  const [privacyTab] = await Promise.all([page.waitForEvent('popup'), privacyLink.click()]);
  await privacyTab.waitForLoadState();
  expect(new URL(privacyTab.url()).pathname).toMatch(new RegExp(`^${paths.privacy}/?$`));
  await privacyTab.close();
  expect(new URL(page.url()).pathname).toMatch(new RegExp(`^${paths.referral}/?$`));
  await expect(field(page, fields.participantName.label).inputValue()).resolves.toBe(
    participantName,
  );

  const expectKept = async () => {
    await expect
      .poll(() => field(page, fields.communication.parts.interpreterLanguage.label).inputValue())
      .toBe('Vietnamese');
    await expect(field(page, fields.participantName.label).inputValue()).resolves.toBe(
      participantName,
    );
    await expect(field(page, fields.supportNeeded.label).inputValue()).resolves.toBe(supportNeeded);
    // Named as the API checked it.
    await expect(attached.getByRole('listitem').allTextContents()).resolves.toEqual([
      expect.stringMatching(new RegExp(`^Kept-plan\\.pdf${text.attachments.uploaded}`)),
    ]);
  };
  await reloadHydrated(page);
  await expectKept();
  // Nothing of it is in the address.
  expect(page.url()).not.toContain(String(marker));

  // A link followed in this tab, then Back.
  await page.goto(paths.privacy);
  await page.goBack();
  await waitForHydration(page);
  await expectKept();

  // The restored file is sent by its checked upload.
  await fillValidReferral(page);
  await submitButton(page, text).click();
  const confirmation = page.getByRole('region', { name: text.confirmation.heading });
  await confirmation.waitFor();
  const reference = (await confirmation.locator('[data-reference]').textContent()) ?? '';
  await expect(storedReferral(reference)).resolves.toMatchObject({
    communication: { interpreterLanguage: 'Vietnamese' },
    attachments: [{ fileName: 'Kept-plan.pdf', contentType: 'application/pdf' }],
  });

  // Sent: the tab keeps nothing of the form, and a reload shows it empty.
  await expect(keptProgressKeys(page)).resolves.toEqual([]);
  await reloadHydrated(page);
  await expect(field(page, fields.participantName.label).inputValue()).resolves.toBe('');
  await expect(attached.count()).resolves.toBe(0);
  await expect(keptProgressKeys(page)).resolves.toEqual([]);
});

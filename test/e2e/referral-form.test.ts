// The online referral on /referral in Chromium against `npm start`, at phone and desktop size:
// filled in with the keyboard only, dates typed into their boxes, with a real PDF attached
// (uploaded through the presigned URL and checked by the API), reviewed and changed on Check your
// answers, until the reference is on screen, then another started; the date boxes' problems; the acknowledgement e-mail naming the
// reference and none of the participant's details; the error summary (focused, linking to each
// field, the fields marked); a server ValidationError shown at its field; the page without
// JavaScript; axe-core on the empty form, the form with errors and the confirmation; what was
// typed and attached kept for the tab through the privacy link, a reload and Back until sent.
import type { FileChooser, Locator, Page } from 'playwright-core';
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
import { hasFocus, tabTo } from './support/focus';
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
  tick,
  typeInto,
} from './support/publicForm';

const text = referralFormText;
const { fields } = REFERRAL_FORM;
const check = formText.checkAnswers;
/** The form's own button continues to Check your answers, where Send is. */
const answering = { ...text, submit: check.continue };

/** A date's fieldset (its legend ends in '(optional)' for an optional date). */
const dateGroup = (page: Page, label: string) =>
  page.getByRole('group', { name: new RegExp(`^${label}(?: \\(optional\\))?$`) });
const dateBox = (page: Page, label: string, part: 'Day' | 'Month' | 'Year'): Locator =>
  dateGroup(page, label).getByLabel(part, { exact: true });

/** Types a date into its boxes from the keyboard: Tab to the day, then Tab between the boxes. */
async function typeDate(page: Page, label: string, day: string, month: string, year: string) {
  await tabTo(page, dateBox(page, label, 'Day'));
  await page.keyboard.type(day);
  await page.keyboard.press('Tab');
  await page.keyboard.type(month);
  await page.keyboard.press('Tab');
  await page.keyboard.type(year);
}

const checkHeading = (page: Page) => page.getByRole('heading', { name: check.heading, level: 3 });
const answersList = (page: Page) => page.getByRole('region', { name: check.heading });
/** An answer's row on Check your answers, by its question. */
const answerRow = (page: Page, label: string) =>
  answersList(page)
    .locator('dl > div')
    .filter({ has: page.getByRole('term').getByText(label, { exact: true }) });

/** Continues from the form to Check your answers, then sends from there (with the mouse). */
async function continueAndSend(page: Page): Promise<void> {
  await submitButton(page, answering).click();
  await checkHeading(page).waitFor();
  await submitButton(page, text).click();
}

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
  test('the plan manager is asked only for a plan-managed plan, and a changed answer keeps none', async () => {
    const page = await openReferral({ viewport });
    const planFunding = page.getByRole('group', { name: fields.planFunding.label });
    const managerName = field(page, fields.planManagerName.label);
    const managerEmail = field(page, fields.planManagerEmail.label);
    await expect(managerName.count()).resolves.toBe(0);

    await planFunding.getByRole('radio', { name: 'Plan-managed', exact: true }).check();
    await managerName.fill('Morgan Plans');
    await managerEmail.fill('morgan@plans.example');
    await expect(axeViolations(page)).resolves.toEqual([]);

    await planFunding.getByRole('radio', { name: 'Self-managed', exact: true }).check();
    await expect(managerName.count()).resolves.toBe(0);
    await expect(managerEmail.count()).resolves.toBe(0);

    await planFunding.getByRole('radio', { name: 'Plan-managed', exact: true }).check();
    await expect(managerName.inputValue()).resolves.toBe('');
    await expect(managerEmail.inputValue()).resolves.toBe('');
  });

  test('keyboard only: errors summarised, then a referral with a PDF gets its reference', async () => {
    const page = await openReferral({ viewport });
    // Playwright starts intercepting the file picker only after a round trip once a listener is
    // added; listening from the start means a busy machine cannot open the picker uncaught.
    const picker = new Promise<FileChooser>((resolve) => page.once('filechooser', resolve));
    await expect(axeViolations(page)).resolves.toEqual([]);

    // An empty submit: the summary takes focus and links to each field in error.
    await tabTo(page, submitButton(page, answering));
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
    // The participant's date of birth, box by box, typed as an Australian writes it. The browser
    // must not offer the visitor's own birthday: a coordinator is filling this in.
    await expect(
      dateBox(page, fields.participantDateOfBirth.label, 'Year').getAttribute('autocomplete'),
    ).resolves.toBe('off');
    await expect(
      dateBox(page, fields.participantDateOfBirth.label, 'Day').getAttribute('inputmode'),
    ).resolves.toBe('numeric');
    await typeDate(page, fields.participantDateOfBirth.label, '14', '7', '1988');
    await typeInto(page, fields.ndisNumber.label, participant.ndisNumber);
    await typeInto(page, fields.participantPostcode.label, '3000');
    await chooseRadio(page, fields.preferredContact.label, 'E-mail');
    await tick(page, fields.communication.parts.interpreter.label);
    await typeInto(page, fields.communication.parts.interpreterLanguage.label, 'Vietnamese');
    await chooseRadio(page, fields.planFunding.label, 'Plan-managed');
    // Plan-managed reveals the plan manager's questions, next in the tab order.
    await page.keyboard.press('Tab');
    await expect(hasFocus(field(page, fields.planManagerName.label))).resolves.toBe(true);
    await page.keyboard.type('Morgan Plans');
    await typeDate(page, fields.planStartDate.label, '1', '7', '2025');
    await tick(page, 'Occupational Therapist');
    await tick(page, 'Support Coordination');
    await typeInto(page, fields.supportNeeded.label, participant.supportNeeded);
    await typeInto(page, fields.goals.label, participant.goals);

    // The file picker opens from the keyboard; the chosen PDF uploads at once.
    await tabTo(page, field(page, text.attachments.choose));
    await page.keyboard.press('Space');
    const chooser = await picker;
    await chooser.setFiles({ name: 'NDIS plan.pdf', mimeType: 'application/pdf', buffer: PDF });
    const attached = attachedList(page);
    await attached.getByText(text.attachments.uploaded).waitFor();
    await expect(attached.getByRole('listitem').allTextContents()).resolves.toEqual([
      expect.stringContaining('NDIS plan.pdf'),
    ]);

    await tick(page, REFERRAL_CONSENT_TEXT);
    await tabTo(page, submitButton(page, answering));
    await page.keyboard.press('Enter');

    // Check your answers: focused, titled, every answer listed as the API takes it.
    await checkHeading(page).waitFor();
    await expect(hasFocus(checkHeading(page))).resolves.toBe(true);
    await expect(page.title()).resolves.toBe(`${check.heading} | ${pageMeta.referral.title}`);
    await expect(page.locator('form').isVisible()).resolves.toBe(false);
    const answer = (label: string) => answerRow(page, label).getByRole('definition').first();
    await expect(answer(fields.participantDateOfBirth.label).textContent()).resolves.toBe(
      '14 July 1988',
    );
    await expect(answer(fields.planStartDate.label).textContent()).resolves.toBe('1 July 2025');
    await expect(answer(fields.planEndDate.label).textContent()).resolves.toBe(check.notGiven);
    await expect(answer(fields.planManagerName.label).textContent()).resolves.toBe('Morgan Plans');
    await expect(answer(fields.ndisNumber.label).textContent()).resolves.toBe('431234567');
    await expect(
      answer(fields.communication.parts.interpreterLanguage.label).textContent(),
    ).resolves.toBe('Vietnamese');
    // The file as the API checked it, the name it is sent and stored under.
    await expect(answer(fields.attachments.label).textContent()).resolves.toBe('NDIS-plan.pdf');
    await expect(answer(fields.consent.label).textContent()).resolves.toBe(check.yes);
    // Every question of the table has its row.
    await expect(answersList(page).getByRole('term').count()).resolves.toBe(
      Object.values(fields).reduce(
        (rows, each) => rows + (each.kind === 'group' ? Object.keys(each.parts).length : 1),
        0,
      ),
    );
    await expect(axeViolations(page)).resolves.toEqual([]);

    // Change: back at the question, focus in its first box; each section leads back.
    const changeBirth = answersList(page).getByRole('link', {
      name: `${check.change} ${fields.participantDateOfBirth.label}`,
    });
    await tabTo(page, changeBirth);
    await page.keyboard.press('Enter');
    const birthYear = dateBox(page, fields.participantDateOfBirth.label, 'Year');
    await expect(hasFocus(dateBox(page, fields.participantDateOfBirth.label, 'Day'))).resolves.toBe(
      true,
    );
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(hasFocus(birthYear)).resolves.toBe(true);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('1989');
    await tabTo(
      page,
      page
        .getByRole('group', { name: REFERRAL_FORM.sections.participant.legend })
        .getByRole('button', { name: check.backToCheck }),
    );
    await page.keyboard.press('Enter');
    await checkHeading(page).waitFor();
    await expect(hasFocus(checkHeading(page))).resolves.toBe(true);
    await expect(answer(fields.participantDateOfBirth.label).textContent()).resolves.toBe(
      '14 July 1989',
    );
    // Nothing else was lost on the way.
    await expect(answer(fields.attachments.label).textContent()).resolves.toBe('NDIS-plan.pdf');
    await expect(answer(fields.goals.label).textContent()).resolves.toBe(participant.goals);

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
    await expect(page.locator('form').isVisible()).resolves.toBe(false);
    await expect(submitButton(page, text).count()).resolves.toBe(0);
    await expect(attached.count()).resolves.toBe(0);
    await expect(errorSummary(page).count()).resolves.toBe(0);
    await expect(checkHeading(page).count()).resolves.toBe(0);
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

    // Another referral starts from an empty form, focus at its heading.
    await tabTo(page, page.getByRole('button', { name: text.confirmation.startAgain }));
    await page.keyboard.press('Enter');
    await expect(hasFocus(page.getByRole('heading', { name: text.heading }))).resolves.toBe(true);
    await expect(confirmation.count()).resolves.toBe(0);
    await expect(page.title()).resolves.toBe(pageMeta.referral.title);
    await expect(field(page, fields.participantName.label).inputValue()).resolves.toBe('');
    await expect(birthYear.inputValue()).resolves.toBe('');
    await expect(attached.count()).resolves.toBe(0);
    // Every question typed and tabbed to, twice over, on a shared slow machine.
  }, 180_000);

  test('date boxes: a message naming what is wrong, only the wrong boxes marked, the link to the first', async () => {
    const page = await openReferral({ viewport });
    const label = fields.participantDateOfBirth.label;
    const boxes = {
      Day: dateBox(page, label, 'Day'),
      Month: dateBox(page, label, 'Month'),
      Year: dateBox(page, label, 'Year'),
    };
    const invalid = async () =>
      Promise.all(Object.values(boxes).map((box) => box.getAttribute('aria-invalid')));

    await boxes.Day.fill('27');
    await boxes.Year.fill('2007');
    await submitButton(page, answering).click();
    await errorSummary(page).waitFor();
    const link = errorSummary(page).getByRole('link', { name: `${label} must include a month` });
    await expect(link.count()).resolves.toBe(1);
    await expect(invalid()).resolves.toEqual([null, 'true', null]);
    // The fieldset says it too: the hint, then the error.
    await expect(
      dateGroup(page, label).getByText('For example, 27 3 2007').isVisible(),
    ).resolves.toBe(true);
    await expect(
      dateGroup(page, label).getByText(`${label} must include a month`).count(),
    ).resolves.toBe(1);
    await expect(axeViolations(page)).resolves.toEqual([]);
    await link.click();
    await expect(hasFocus(boxes.Month)).resolves.toBe(true);

    await boxes.Month.fill('2');
    await boxes.Day.fill('30');
    await submitButton(page, answering).click();
    await errorSummary(page)
      .getByRole('link', { name: `${label} must be a real date` })
      .waitFor();
    await expect(invalid()).resolves.toEqual(['true', null, null]);

    await boxes.Day.fill('1');
    await boxes.Year.fill(String(new Date().getUTCFullYear() + 1));
    await submitButton(page, answering).click();
    await errorSummary(page)
      .getByRole('link', { name: `${label} must be today or in the past` })
      .waitFor();
    await expect(invalid()).resolves.toEqual(['true', 'true', 'true']);
  });
});

/** Fills in a valid referral with the mouse (the keyboard-only test covers the keys). */
async function fillValidReferral(page: Page): Promise<void> {
  await page.getByRole('radio', { name: 'Self', exact: true }).check();
  await field(page, fields.referrerName.label).fill('Alex Self');
  await field(page, fields.referrerEmail.label).fill('alex@example.com');
  await field(page, fields.referrerPhone.label).fill('0400 123 456');
  await field(page, fields.participantName.label).fill('Alex Self');
  await dateBox(page, fields.participantDateOfBirth.label, 'Day').fill('2');
  await dateBox(page, fields.participantDateOfBirth.label, 'Month').fill('1');
  await dateBox(page, fields.participantDateOfBirth.label, 'Year').fill('1990');
  await field(page, fields.participantPostcode.label).fill('2000');
  await page.getByRole('radio', { name: 'Phone', exact: true }).check();
  await page.getByRole('radio', { name: 'Not sure', exact: true }).check();
  await page.getByRole('checkbox', { name: 'Social Worker' }).check();
  await field(page, fields.supportNeeded.label).fill('Someone to talk to');
  await page.getByRole('checkbox', { name: REFERRAL_CONSENT_TEXT }).check();
}

test('a field the API refuses after Send is marked at that field and in the summary', async () => {
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
  await continueAndSend(page);

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
  await expectFormNotOffered(page, answering);
  await expect(page.getByRole('link', { name: referralText.download }).isVisible()).resolves.toBe(
    true,
  );
});

test('at 320 px (a 1280 px screen at 400 % zoom) the form with its errors needs no sideways scrolling', async () => {
  await expectNoSidewaysScrollingWithErrors(
    await openReferral({ viewport: { width: 320, height: 640 } }),
    answering,
  );
});

test('when the API cannot be reached the summary says so and keeps what was typed', async () => {
  const page = await openReferral();
  await page.route('**/graphql', (route) => route.abort('failed'));
  await fillValidReferral(page);
  await continueAndSend(page);
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
  const planManaged = page
    .getByRole('group', { name: fields.planFunding.label })
    .getByRole('radio', { name: 'Plan-managed', exact: true });
  await planManaged.check();
  await field(page, text.attachments.choose).setInputFiles({
    name: 'Early plan.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });

  release();
  await waitForHydration(page);
  // The answer chosen early stands, and reveals its questions.
  await expect(planManaged.isChecked()).resolves.toBe(true);
  await field(page, fields.planManagerName.label).waitFor();
  const attached = attachedList(page);
  await attached.getByText(text.attachments.uploaded).waitFor();
  await expect(attached.getByRole('listitem').allTextContents()).resolves.toEqual([
    expect.stringContaining('Early plan.pdf'),
  ]);
  await fillValidReferral(page);
  await continueAndSend(page);

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
  await continueAndSend(page);
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

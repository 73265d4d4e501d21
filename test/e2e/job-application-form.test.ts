// The Apply form on a job's own page in Chromium against `npm start`, on a phone (375 px): a job
// seeker fills it in with the keyboard only, attaches a real PDF CV (uploaded through the presigned
// URL and checked by the API) and gets a J- reference, which staff find with the CV; the error
// summary (focused, linking to each field, the fields marked); a ValidationError of the real API
// shown at its field; axe-core on the form, with errors and on the confirmation; without
// JavaScript the Apply Now mail link is the way to apply.
import { randomUUID } from 'node:crypto';
import type { FileChooser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { formText } from '../../frontend/src/content/formText';
import { opportunitiesText } from '../../frontend/src/features/careers/content/careers';
import { applyFormText as text } from '../../frontend/src/features/careers/content/applyForm';
import { JOB_APPLICATION_FORM } from '../../schema/contract/jobApplicationFields';
import { JOB_APPLICATION_REFERENCE_PATTERN } from '../../schema/contract/jobApplications';
import { jobPagePath } from '../../schema/contract/jobPages';
import { sharedLocalStack, type LocalStack } from './harness';
import { axeViolations, waitForIslandInView } from './page-checks';
import { pageOpener, VIEWPORTS } from './support/browser';
import { hasFocus, tabTo } from './support/focus';
import { adminToken, graphql } from './support/productApi';
import { chooseRadio, errorSummary, field, typeInto } from './support/publicForm';

const { fields } = JOB_APPLICATION_FORM;

/** A small but real PDF: what the API's content check takes for one. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

let stack: LocalStack;
const pages = pageOpener(() => stack);
/** The Apply form island's name: its file under frontend/src/islands/hydrated/. */
const APPLY_ISLAND = 'ApplyForm';
let job: { id: string; slug: string; title: string };

/** A published job open until 2099, with its own page. */
async function createJob(): Promise<typeof job> {
  const title = `Apply Support Worker ${randomUUID().slice(0, 6)}`;
  const created = await graphql<{ createPost: { id: string; slug: string } }>(
    stack,
    'mutation ($input: CreatePostInput!) { createPost(input: $input) { id slug } }',
    {
      input: {
        title,
        location: 'Victoria',
        type: 'Part Time',
        description: ['Support people at home.'],
        closesOn: '2099-06-30',
      },
    },
    { token: await adminToken(stack) },
  );
  expect(created.errors).toBeUndefined();
  return { ...created.data!.createPost, title };
}

beforeAll(async () => {
  stack = await sharedLocalStack();
  job = await createJob();
});
afterEach(() => pages.closeAll());
afterAll(async () => {
  await stack?.stop();
});

async function openJobPage(options: Parameters<typeof pages.open>[0] = {}): Promise<Page> {
  const page = await pages.open({ viewport: VIEWPORTS.mobile, ...options });
  await page.goto(jobPagePath(job.slug));
  if (options.javaScriptEnabled !== false) await waitForIslandInView(page, APPLY_ISLAND);
  return page;
}

const sendButton = (page: Page) => page.getByRole('button', { name: text.submit });
const cvInput = (page: Page) => field(page, fields.cv.label);
const attachedList = (page: Page) => page.getByRole('list', { name: formText.files.listLabel });

interface StoredApplication {
  jobId: string;
  name: string;
  screeningCheck: string;
  cv: { fileName: string }[];
}

async function storedApplication(reference: string): Promise<StoredApplication | undefined> {
  const answer = await graphql<{ getJobApplication: StoredApplication }>(
    stack,
    'query ($id: ID!) { getJobApplication(id: $id) { jobId name screeningCheck cv { fileName } } }',
    { id: reference },
    { token: await adminToken(stack) },
  );
  expect(answer.errors).toBeUndefined();
  return answer.data?.getJobApplication;
}

/** Everything but the CV, typed with the keyboard only. */
async function typeAnswers(page: Page, name: string) {
  await typeInto(page, fields.name.label, name);
  await typeInto(page, fields.email.label, `${name.replace(/\W+/g, '.')}@example.com`);
  await typeInto(page, fields.phone.label, '0400 123 456');
  await chooseRadio(page, fields.rightToWork.label, 'Yes');
  await chooseRadio(page, fields.screeningCheck.label, 'I have applied');
  await typeInto(page, fields.availability.label, 'Weekdays');
  await typeInto(page, fields.note.label, 'Five years in home care.');
}

/**
 * The page's file picker once opened. Playwright starts intercepting the picker only after a round
 * trip once a listener is added: listening from the start, a busy machine cannot open it uncaught.
 */
const filePicker = (page: Page) =>
  new Promise<FileChooser>((resolve) => page.once('filechooser', resolve));

/** Chooses the CV from the keyboard: the picker opens on Space. */
async function attachCv(page: Page, picker: Promise<FileChooser>, name = 'My CV.pdf') {
  await tabTo(page, cvInput(page));
  await page.keyboard.press('Space');
  await (await picker).setFiles({ name, mimeType: 'application/pdf', buffer: PDF });
  await attachedList(page).getByText(formText.files.uploaded).waitFor();
}

/** Sends the form from the keyboard and returns the reference its confirmation shows. */
async function sendAndReadReference(page: Page): Promise<string> {
  await tabTo(page, sendButton(page));
  await page.keyboard.press('Enter');
  const confirmation = page.getByRole('region', { name: text.confirmation.heading });
  await confirmation.waitFor();
  const shown = await confirmation.getByText(JOB_APPLICATION_REFERENCE_PATTERN).textContent();
  const reference = shown?.match(JOB_APPLICATION_REFERENCE_PATTERN)?.[0];
  if (!reference) throw new Error(`No application reference in ${JSON.stringify(shown)}`);
  return reference;
}

describe('the Apply form on a job’s page, on a phone', () => {
  test('keyboard only: errors summarised, then an application with a CV gets its J- reference', async () => {
    const page = await openJobPage();
    const picker = filePicker(page);
    await expect(page.getByRole('heading', { name: text.heading, level: 2 }).count()).resolves.toBe(
      1,
    );
    await expect(axeViolations(page)).resolves.toEqual([]);

    // Sent empty: the summary takes focus and links to each field in error, the CV's among them.
    await tabTo(page, sendButton(page));
    await page.keyboard.press('Enter');
    await errorSummary(page).waitFor();
    await expect(hasFocus(errorSummary(page))).resolves.toBe(true);
    await expect(errorSummary(page).getByRole('link').allTextContents()).resolves.toEqual([
      fields.name.error,
      formText.errors.email,
      formText.errors.phone,
      fields.rightToWork.error,
      fields.screeningCheck.error,
      fields.note.error,
      fields.cv.error,
    ]);
    await expect(cvInput(page).getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(axeViolations(page)).resolves.toEqual([]);

    const name = `Robin ${randomUUID().slice(0, 6)}`;
    await typeAnswers(page, name);
    await attachCv(page, picker);
    const reference = await sendAndReadReference(page);
    await expect(axeViolations(page)).resolves.toEqual([]);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(VIEWPORTS.mobile.width);

    // Stored for this page's job, with the CV as the API checked and named it.
    const stored = await storedApplication(reference);
    expect(stored).toMatchObject({
      jobId: job.id,
      name,
      screeningCheck: 'APPLIED',
      cv: [{ fileName: 'My-CV.pdf' }],
    });
  });

  test('a field the API refuses after Send is marked at that field and in the summary', async () => {
    const page = await openJobPage();
    const picker = filePicker(page);
    // The real API judges a CV key that is not a checked one: the request is changed on its way.
    await page.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON() as {
        query: string;
        variables: { input: Record<string, unknown> };
      };
      if (!body.query.includes('submitJobApplication')) return route.continue();
      body.variables.input.cv = ['private/applications/uploads/not-checked.pdf'];
      return route.continue({ postData: JSON.stringify(body) });
    });
    const refused = page.waitForResponse(
      async (response) => response.request().postData()?.includes('submitJobApplication') === true,
    );
    await typeAnswers(page, `Sam ${randomUUID().slice(0, 6)}`);
    await attachCv(page, picker);
    await sendButton(page).click();
    const answer = (await (await refused).json()) as {
      errors?: { message: string; errorType: string }[];
    };
    const problem = answer.errors?.find((error) => error.errorType === 'ValidationError');
    expect(problem?.message).toMatch(/^cv(?:\[0\])?: /);
    const message = problem!.message.replace(/^cv(?:\[0\])?: /, '');

    await errorSummary(page).waitFor();
    await expect(hasFocus(errorSummary(page))).resolves.toBe(true);
    await expect(errorSummary(page).getByRole('link').allTextContents()).resolves.toEqual([
      message,
    ]);
    await expect(cvInput(page).getAttribute('aria-invalid')).resolves.toBe('true');
    const describedBy = (await cvInput(page).getAttribute('aria-describedby'))!.split(' ');
    const descriptions = await Promise.all(
      describedBy.map((id) => page.locator(`#${id}`).textContent()),
    );
    expect(descriptions).toContain(`${formText.errorPrefix} ${message}`);
    await expect(axeViolations(page)).resolves.toEqual([]);
  });

  test('a reload keeps the uploaded CV with what was typed, and it is sent', async () => {
    const page = await openJobPage();
    const picker = filePicker(page);
    const name = `Kept ${randomUUID().slice(0, 6)}`;
    await typeAnswers(page, name);
    await attachCv(page, picker, 'Kept CV.pdf');

    await page.reload();
    await waitForIslandInView(page, APPLY_ISLAND);
    await expect.poll(() => field(page, fields.name.label).inputValue()).toBe(name);
    await attachedList(page)
      .getByText(/^Kept.CV\.pdf/)
      .waitFor();

    const reference = await sendAndReadReference(page);
    await expect(storedApplication(reference)).resolves.toMatchObject({
      name,
      cv: [{ fileName: 'Kept-CV.pdf' }],
    });
  });

  test('a draft belongs to its job: not shown on another job’s page, back on its own', async () => {
    const other = await createJob();
    const page = await openJobPage();
    const name = field(page, fields.name.label);
    await name.fill('Draft Applicant');
    await page.goto(jobPagePath(other.slug));
    await waitForIslandInView(page, APPLY_ISLAND);
    await expect(name.inputValue()).resolves.toBe('');

    await page.goto(jobPagePath(job.slug));
    await waitForIslandInView(page, APPLY_ISLAND);
    await expect.poll(() => name.inputValue()).toBe('Draft Applicant');
  });

  test('without JavaScript the form is not shown and Apply Now offers a mail draft', async () => {
    const page = await openJobPage({ javaScriptEnabled: false });
    await expect(sendButton(page).isVisible()).resolves.toBe(false);
    const apply = page.getByRole('link', { name: opportunitiesText.applyNow });
    await expect(apply.isVisible()).resolves.toBe(true);
    await expect(apply.getAttribute('href')).resolves.toMatch(/^mailto:/);
  });
});

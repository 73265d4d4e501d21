// The admin pages in Chromium against `npm start`: messages, jobs, reviews and staff added, edited
// and deleted end to end with the catalogue's messages, what the public pages then show, keyboard
// use, inert HTML, and axe-core on every admin page at 375 and 1280 px.
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { CONTACT_CONTROLS } from '../../frontend/src/features/contact/contactControls';
import { contactPageText } from '../../frontend/src/content/contact';
import { STATE_NAMES } from '../../schema/contract/australianStates';
import { EMPLOYMENT_TYPES } from '../../schema/contract/employmentTypes';
import { sharedLocalStack, type LocalStack } from './harness';
import { axeViolations, waitForHydration } from './page-checks';
import { adminPages } from './support/admin-browser';
import { expectAnnounced, openAdminPage, publicGraphql } from './support/admin-session';
import { tinyPng } from './support/admin-photos';
import { recordGraphqlRequests } from './support/browser';
import { textContrasts } from './support/contrast';

let stack: LocalStack;
const pages = adminPages(() => stack);

beforeAll(async () => {
  stack = await sharedLocalStack();
});
afterEach(() => pages.closeAll());
afterAll(async () => {
  await stack?.stop();
});

const unique = (label: string) => `${label} ${randomUUID().slice(0, 6)}`;
const INERT_HTML = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>';

async function sendMessage(fullName: string, msg = 'Please call me back.') {
  await publicGraphql(
    stack,
    `mutation($input: CreateMessageInput!) { createMessage(input: $input) { id } }`,
    {
      input: { fullName, email: 'visitor@example.com', phone: '0400 000 000', msg, postcode: 3000 },
    },
  );
}

async function confirmDelete(page: Page, name: string) {
  await page.getByRole('button', { name: `Delete: ${name}` }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** Deletes the item through a second signed-in page, so the first one acts on a stale row. */
async function deleteElsewhere(path: string, heading: string, name: string) {
  const other = await pages.open();
  await openAdminPage(other, path, heading);
  await confirmDelete(other, name);
}

const pwned = (page: Page) =>
  page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned);

describe('Messages', () => {
  test('a message sent from /contact shows first, with every field, and HTML stays text', async () => {
    const name = unique('Visitor');
    const visitor = await pages.anonymous();
    await visitor.goto('/contact');
    await waitForHydration(visitor);
    const values: Record<string, string> = {
      fullName: name,
      postcode: '3000',
      email: 'visitor@example.com',
      phone: '0400 000 000',
      message: INERT_HTML,
    };
    for (const field of CONTACT_CONTROLS) {
      await visitor.getByLabel(field.label, { exact: true }).fill(values[field.name] ?? '');
    }
    await visitor.getByRole('button', { name: contactPageText.form.submit }).click();
    await visitor.getByText(contactPageText.result.successTitle).waitFor();

    const page = await pages.open();
    await openAdminPage(page, '/admin/msg', 'Messages');
    const cards = page.getByRole('list', { name: 'Contact messages, newest first' });
    const first = cards.getByRole('listitem').first();
    await expect(first.getByRole('heading', { level: 3 }).innerText()).resolves.toBe(name);
    await expect(first.innerText()).resolves.toContain(INERT_HTML);
    await expect(first.locator('img, script').count()).resolves.toBe(0);
    // Every field in the message's own view.
    await first.getByRole('link', { name: `Open: ${name}` }).click();
    await page.getByRole('heading', { name: `Message from ${name}`, level: 2 }).waitFor();
    const text = await page.getByRole('main').innerText();
    for (const value of [INERT_HTML, '3000', 'visitor@example.com', '0400 000 000']) {
      expect(text).toContain(value);
    }
    await expect(page.getByRole('main').locator('img, script').count()).resolves.toBe(0);
    expect(await pwned(page)).toBeUndefined();
  });

  test('pages through 25 messages at a time', async () => {
    for (let i = 0; i < 26; i += 1) await sendMessage(unique('Paged'));
    const page = await pages.open();
    await openAdminPage(page, '/admin/msg', 'Messages');
    const cards = page
      .getByRole('list', { name: 'Contact messages, newest first' })
      .getByRole('listitem');
    await cards.nth(24).waitFor();
    await expect(cards.count()).resolves.toBe(25);
    await page.getByRole('button', { name: 'Load more' }).click();
    await cards.nth(25).waitFor();
  });

  test('delete asks first, then says Delete successful, Failed to delete or Error during deletion', async () => {
    const name = unique('Deleted');
    await sendMessage(name);
    const page = await pages.open();
    await openAdminPage(page, '/admin/msg', 'Messages');
    const deleteButton = page.getByRole('button', { name: `Delete: ${name}` });
    await deleteButton.click();
    const dialog = page.getByRole('alertdialog');
    await expect(
      dialog.getByRole('button', { name: 'Cancel' }).evaluate((b) => b === document.activeElement),
    ).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect(deleteButton.evaluate((b) => b === document.activeElement)).resolves.toBe(true);

    await confirmDelete(page, name);
    await expectAnnounced(page, 'status', 'Delete successful');
    await expect(page.getByText(name).count()).resolves.toBe(0);

    // Gone already (deleted in another tab): the API returns no data.
    const stale = unique('Stale');
    await sendMessage(stale);
    await page.reload();
    await page.getByRole('button', { name: `Delete: ${stale}` }).waitFor();
    await deleteElsewhere('/admin/msg', 'Messages', stale);
    await confirmDelete(page, stale);
    await expectAnnounced(page, 'alert', 'Failed to delete');

    // The request fails on the way.
    const unreachable = unique('Unreachable');
    await sendMessage(unreachable);
    await page.reload();
    await page.getByRole('button', { name: `Delete: ${unreachable}` }).waitFor();
    await page.route('**/graphql', (route) =>
      (route.request().postData() ?? '').includes('deleteMessage')
        ? route.abort('connectionreset')
        : route.continue(),
    );
    await confirmDelete(page, unreachable);
    await expectAnnounced(page, 'alert', 'Error during deletion');
  });
});

describe('Recruitment', () => {
  async function openAddJob(page: Page) {
    await openAdminPage(page, '/admin/recruit', 'Recruitment');
    await page.getByRole('button', { name: 'Add a new job' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Job' });
    await dialog.waitFor();
    return dialog;
  }

  test('adds a job (blank lines are not added), which then shows on /opportunities', async () => {
    const title = unique('Support Worker');
    const page = await pages.open();
    const dialog = await openAddJob(page);
    await dialog.getByRole('button', { name: 'Add Job' }).click();
    await expectAnnounced(
      page,
      'alert',
      'Please fill in all the fields and add at least one description.',
    );

    await dialog.getByLabel(/^Title/).fill(title);
    // The location is a state or territory from a list, none chosen at first.
    const location = dialog.getByRole('combobox', { name: /^Location/ });
    await expect(location.inputValue()).resolves.toBe('');
    await expect(location.locator('option').allInnerTexts()).resolves.toEqual([
      'Choose a state or territory',
      ...STATE_NAMES,
    ]);
    await location.selectOption('Victoria');
    // So is the employment type, one of the four the job board filters by.
    const type = dialog.getByRole('combobox', { name: /^Employment type/ });
    await expect(type.inputValue()).resolves.toBe('');
    await expect(type.locator('option').allInnerTexts()).resolves.toEqual([
      'Choose an employment type',
      ...EMPLOYMENT_TYPES,
    ]);
    await type.selectOption('Casual');
    const newLine = dialog.getByLabel('New description line');
    await newLine.fill('   ');
    await dialog.getByRole('button', { name: 'Add line' }).click();
    await expect(dialog.getByLabel(/^Description line/).count()).resolves.toBe(0);
    await newLine.fill('  Weekend shifts.  ');
    await newLine.press('Enter');
    await newLine.fill('To be removed');
    await newLine.press('Enter');
    await newLine.fill('## Duties');
    await newLine.press('Enter');
    await dialog.getByRole('button', { name: 'Remove line 2' }).click();
    await expect(dialog.getByLabel('Description line 1').inputValue()).resolves.toBe(
      'Weekend shifts.',
    );
    await dialog.getByRole('button', { name: 'Add Job' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expectAnnounced(page, 'status', 'Job added successfully!');
    await page.getByRole('heading', { name: title }).waitFor();
    // The description shows as visitors see it: its lines as Markdown, not as typed.
    await expect(
      page.getByRole('heading', { name: 'Duties', level: 4, exact: true }).count(),
    ).resolves.toBe(1);
    await expect(page.getByText('## Duties').count()).resolves.toBe(0);

    const visitor = await pages.anonymous();
    await visitor.goto('/opportunities');
    await visitor.getByText(title).first().waitFor();
  });

  test('edits a row inline (Cancel keeps it, Save updates it) and deletes it', async () => {
    const page = await pages.open();
    const title = unique('Therapist');
    const dialog = await openAddJob(page);
    await dialog.getByLabel(/^Title/).fill(title);
    await dialog.getByLabel(/^Location/).selectOption('South Australia');
    await dialog.getByLabel(/^Employment type/).selectOption('Full Time');
    await dialog.getByLabel('New description line').fill(INERT_HTML);
    await dialog.getByLabel('New description line').press('Enter');
    await dialog.getByRole('button', { name: 'Add Job' }).click();
    await page.getByRole('heading', { name: title }).waitFor();
    await expect(page.getByText(INERT_HTML).first().isVisible()).resolves.toBe(true);
    expect(await pwned(page)).toBeUndefined();

    await page.getByRole('button', { name: `Edit: ${title}` }).click();
    await page.getByLabel(/^Title/).fill('Not saved');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('heading', { name: title }).waitFor();

    const renamed = unique('Senior Therapist');
    await page.getByRole('button', { name: `Edit: ${title}` }).click();
    await page.getByLabel(/^Title/).fill(renamed);
    await page.getByRole('button', { name: 'Save' }).click();
    await expectAnnounced(page, 'status', 'Job updated successfully');
    await page.getByRole('heading', { name: renamed }).waitFor();

    await confirmDelete(page, renamed);
    await expectAnnounced(page, 'status', 'Job deleted successfully');
    await expect(page.getByRole('heading', { name: renamed }).count()).resolves.toBe(0);
  });

  test('saving or deleting a job someone else deleted: Failed to update job, Failed to delete job', async () => {
    const page = await pages.open();
    const title = unique('Coordinator');
    const dialog = await openAddJob(page);
    await dialog.getByLabel(/^Title/).fill(title);
    await dialog.getByLabel(/^Location/).selectOption('Victoria');
    await dialog.getByLabel(/^Employment type/).selectOption('Part Time');
    await dialog.getByLabel('New description line').fill('Line');
    await dialog.getByLabel('New description line').press('Enter');
    await dialog.getByRole('button', { name: 'Add Job' }).click();
    await page.getByRole('heading', { name: title }).waitFor();
    await deleteElsewhere('/admin/recruit', 'Recruitment', title);
    await page.getByRole('button', { name: `Edit: ${title}` }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expectAnnounced(page, 'alert', 'Failed to update job');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await confirmDelete(page, title);
    await expectAnnounced(page, 'alert', 'Failed to delete job');
  });

  test('adds a job with the keyboard alone', async () => {
    const page = await pages.open();
    await openAdminPage(page, '/admin/recruit', 'Recruitment');
    const title = unique('Keyboard Job');
    const add = page.getByRole('button', { name: 'Add a new job' });
    for (let i = 0; i < 20; i += 1) {
      await page.keyboard.press('Tab');
      if (await add.evaluate((button) => button === document.activeElement)) break;
    }
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add Job' });
    await dialog.waitFor();
    // Focus starts inside the dialog; fields follow in order.
    await expect(
      dialog.getByLabel(/^Title/).evaluate((input) => input === document.activeElement),
    ).resolves.toBe(true);
    await page.keyboard.type(title);
    await page.keyboard.press('Tab');
    // The location's select takes its choice from the keyboard (type to choose).
    await page.keyboard.type('Victoria');
    await expect(dialog.getByLabel(/^Location/).inputValue()).resolves.toBe('Victoria');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Casual');
    await expect(dialog.getByLabel(/^Employment type/).inputValue()).resolves.toBe('Casual');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Typed with the keyboard.');
    await page.keyboard.press('Enter');
    await dialog.getByLabel('Description line 1').waitFor();
    // Tab from the new-line field: Add line, Cancel, Add Job.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    await expectAnnounced(page, 'status', 'Job added successfully!');
    await page.getByRole('heading', { name: title }).waitFor();
    // Focus went back to the button that opened the dialog.
    await expect(add.evaluate((button) => button === document.activeElement)).resolves.toBe(true);
  });
});

describe('Review', () => {
  test('adds, edits and deletes a testimonial; the home carousel shows it', async () => {
    const name = unique('Participant');
    const page = await pages.open();
    await openAdminPage(page, '/admin/review', 'Review');
    await page.getByRole('button', { name: 'Add a new review' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Review' });
    await dialog.getByRole('button', { name: 'Submit Review' }).click();
    await expectAnnounced(page, 'alert', 'Please fill in all fields.');
    await dialog.getByLabel(/^Name/).fill(name);
    await dialog.getByLabel(/^Review/).fill(`Great support. ${INERT_HTML}`);
    await dialog.getByRole('button', { name: 'Submit Review' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expectAnnounced(page, 'status', 'Review added successfully!');
    await page.getByRole('heading', { name }).waitFor();
    expect(await pwned(page)).toBeUndefined();

    const visitor = await pages.anonymous();
    await visitor.goto('/home');
    // The testimonials load when their section scrolls into view.
    await visitor.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await visitor.getByText(name).first().waitFor({ state: 'attached' });

    const renamed = unique('Renamed participant');
    await page.getByRole('button', { name: `Edit: ${name}` }).click();
    await page.getByLabel(/^Name/).fill(renamed);
    await page.getByRole('button', { name: 'Save' }).click();
    await expectAnnounced(page, 'status', 'Testimonial updated successfully');
    await page.getByRole('heading', { name: renamed }).waitFor();

    await deleteElsewhere('/admin/review', 'Review', renamed);
    await page.getByRole('button', { name: `Edit: ${renamed}` }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expectAnnounced(page, 'alert', 'Error during update');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await confirmDelete(page, renamed);
    await expectAnnounced(page, 'alert', 'Failed to delete testimonial');
  });

  test('deleting a testimonial says Testimonial deleted successfully', async () => {
    const name = unique('Short stay');
    const page = await pages.open();
    await openAdminPage(page, '/admin/review', 'Review');
    await page.getByRole('button', { name: 'Add a new review' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Review' });
    await dialog.getByLabel(/^Name/).fill(name);
    await dialog.getByLabel(/^Review/).fill('Brief.');
    await dialog.getByRole('button', { name: 'Submit Review' }).click();
    await page.getByRole('heading', { name }).waitFor();
    await confirmDelete(page, name);
    await expectAnnounced(page, 'status', 'Testimonial deleted successfully');
  });
});

describe('Team', () => {
  test('adds, edits and deletes a staff member with a photo', async () => {
    const name = unique('Alex');
    const page = await pages.open();
    await openAdminPage(page, '/admin/team', 'Staff Management');
    const cards = page.getByRole('list', { name: 'Staff members' });
    await cards.getByRole('listitem').first().waitFor();
    await page.getByRole('button', { name: 'Add a new staff member' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Employee' });
    await expect(
      dialog
        .locator('textarea')
        .evaluateAll((areas) => areas.map((a) => (a as HTMLTextAreaElement).rows)),
    ).resolves.toEqual([2, 2, 2]);
    await dialog.getByRole('button', { name: 'Submit Employee' }).click();
    await expectAnnounced(page, 'alert', 'Please fill in all fields.');
    await dialog.getByLabel(/^Name/).fill(name);
    await dialog.getByLabel(/^Role/).fill('Occupational Therapist');
    await dialog.getByLabel(/^Description/).fill(INERT_HTML);
    await dialog.getByLabel(/^Certificates/).fill('AHPRA registered');
    await dialog.getByLabel(/^Experience/).fill('Ten years');
    await dialog.getByRole('button', { name: 'Submit Employee' }).click();
    await expectAnnounced(page, 'alert', 'Please fill in all fields.');
    await dialog
      .getByLabel(/^Photo/)
      .setInputFiles({ name: 'alex.png', mimeType: 'image/png', buffer: tinyPng() });
    await dialog.getByRole('button', { name: 'Submit Employee' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expectAnnounced(page, 'status', 'Employee added successfully!');
    const row = cards.getByRole('listitem').filter({ hasText: name });
    await row.waitFor();
    await row.getByRole('heading', { name, level: 3 }).waitFor();
    await expect(row.locator('dt').allInnerTexts()).resolves.toEqual([
      'Photo',
      'Role',
      'Description',
    ]);
    await expect(row.innerText()).resolves.toContain(INERT_HTML);
    expect(await pwned(page)).toBeUndefined();
    const photo = row.getByRole('img', { name: `Photo of ${name}` });
    await expect(
      photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    ).resolves.toBe(true);
    const firstSrc = await photo.getAttribute('src');
    expect(firstSrc).toMatch(/^\/public\/staff\/\d+_alex\.png$/);

    await page.getByRole('button', { name: `Edit: ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Employee' });
    await edit.getByText('Leave blank to keep current photo').waitFor();
    await expect(edit.getByLabel(/^Name/).inputValue()).resolves.toBe(name);
    await edit.getByLabel(/^Role/).fill('Senior Occupational Therapist');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await edit.waitFor({ state: 'hidden' });
    await expectAnnounced(page, 'status', 'Employee updated successfully!');
    await row.getByText('Senior Occupational Therapist').waitFor();
    await expect(row.getByRole('img').getAttribute('src')).resolves.toBe(firstSrc);

    // An edit whose call fails on the way keeps the form open with the general text.
    await page.route('**/graphql', (route) =>
      (route.request().postData() ?? '').includes('updateStaff')
        ? route.abort('connectionreset')
        : route.continue(),
    );
    await page.getByRole('button', { name: `Edit: ${name}` }).click();
    await edit.getByLabel(/^Role/).fill('Not saved');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expectAnnounced(page, 'alert', 'Error during update');
    await edit.getByText('Cancel', { exact: true }).click();
    await page.unroute('**/graphql');
    await expect(row.getByText('Senior Occupational Therapist').count()).resolves.toBe(1);

    await confirmDelete(page, name);
    await expectAnnounced(page, 'status', 'Staff member deleted successfully');
    await expect(row.count()).resolves.toBe(0);
  });
});

describe('add modals', () => {
  test.each([
    ['/admin/recruit', 'Recruitment', 'Add a new job', 'Add Job', 'listPosts'],
    ['/admin/review', 'Review', 'Add a new review', 'Add Review', 'listTestimonials'],
  ])(
    'on %s, Cancel closes the modal and the list reloads',
    async (path, heading, opener, title, list) => {
      const page = await pages.open();
      await openAdminPage(page, path, heading);
      const requests = recordGraphqlRequests(page);
      await page.getByRole('button', { name: opener }).click();
      const dialog = page.getByRole('dialog', { name: title });
      await dialog.waitFor();
      await dialog.getByText('Cancel', { exact: true }).click();
      await dialog.waitFor({ state: 'hidden' });
      await expect
        .poll(() => requests.filter((request) => request.query.includes(list)).length)
        .toBe(1);
    },
  );
});

describe('add modals, opened again', () => {
  test.each([
    ['/admin/recruit', 'Recruitment', 'Add a new job', 'Add Job', 'Add Job', /^Title/],
    ['/admin/review', 'Review', 'Add a new review', 'Add Review', 'Submit Review', /^Name/],
    [
      '/admin/team',
      'Staff Management',
      'Add a new staff member',
      'Add Employee',
      'Submit Employee',
      /^Name/,
    ],
  ])(
    'on %s, the modal starts empty and without a message after Cancel',
    async (path, heading, opener, title, submit, field) => {
      const page = await pages.open();
      await openAdminPage(page, path, heading);
      const dialog = page.getByRole('dialog', { name: title });
      await page.getByRole('button', { name: opener }).click();
      await dialog.getByLabel(field).fill('Not added');
      await dialog.getByRole('button', { name: submit }).click();
      await dialog
        .getByRole('alert')
        .filter({ hasText: /Please fill in all/ })
        .waitFor();
      await dialog.getByText('Cancel', { exact: true }).click();
      await dialog.waitFor({ state: 'hidden' });

      await page.getByRole('button', { name: opener }).click();
      await expect(dialog.getByLabel(field).inputValue()).resolves.toBe('');
      await expect(dialog.getByRole('alert').innerText()).resolves.toBe('');
    },
  );
});

describe('the admin frame', () => {
  test('keeps the page where it first showed while the unread counts arrive (1280 px)', async () => {
    await sendMessage(unique('Counted'));
    const page = await pages.open({ viewport: { width: 1280, height: 900 } });
    // The counts are held until the page is shown, as on a slow connection.
    let releaseCounts = () => {};
    const countsHeld = new Promise<void>((resolve) => (releaseCounts = resolve));
    await page.route('**/graphql', async (route) => {
      if (/query Unread\w+Count/.test(route.request().postData() ?? '')) await countsHeld;
      await route.continue();
    });
    await openAdminPage(page, '/admin/review', 'Review');
    const add = page.getByRole('button', { name: 'Add a new review' });
    const shown = await add.boundingBox();
    releaseCounts();
    await page
      .getByRole('navigation')
      .getByText(/^, \d+ unread$/)
      .first()
      .waitFor();
    await expect(add.boundingBox()).resolves.toEqual(shown);
  });
});

describe('a page that fails while it renders', () => {
  test('says so inside the admin layout, and the tabs still work', async () => {
    const page = await pages.open();
    // A job post without its description lines, which the Recruitment page cannot draw.
    await page.route('**/graphql', async (route) => {
      if (!(route.request().postData() ?? '').includes('listPosts')) return route.continue();
      const response = await route.fetch();
      const body = (await response.json()) as {
        data: { listPosts: { items: Record<string, unknown>[] } };
      };
      const now = new Date().toISOString();
      body.data.listPosts.items.unshift({
        __typename: 'Post',
        id: 'post-without-description',
        title: 'Broken post',
        location: 'Victoria',
        type: 'Casual',
        description: null,
        createdAt: now,
        updatedAt: now,
      });
      await route.fulfill({ response, json: body });
    });
    await page.goto('/admin/recruit');
    await expectAnnounced(
      page,
      'alert',
      'Something went wrong while showing this page. Reload the page to try again.',
    );
    await page.getByRole('heading', { name: 'This page could not be shown', level: 2 }).waitFor();
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Team' }).click();
    await page.getByRole('heading', { name: 'Staff Management', level: 2 }).waitFor();
    await page.unroute('**/graphql');
    await page.getByRole('link', { name: 'Recruitment' }).click();
    await page.getByRole('heading', { name: 'Recruitment', level: 2 }).waitFor();
    await expect(page.getByText('This page could not be shown').count()).resolves.toBe(0);
  });
});

describe('accessibility', () => {
  const ADMIN_PAGES: [string, string][] = [
    ['/admin/msg', 'Messages'],
    ['/admin/recruit', 'Recruitment'],
    ['/admin/applications', 'Applications'],
    ['/admin/review', 'Review'],
    ['/admin/team', 'Staff Management'],
    ['/admin/dashboard', 'What needs attention'],
    ['/admin/referrals', 'Referrals'],
    ['/admin/feedback', 'Feedback and complaints'],
    ['/admin/feedback?view=record', 'Record a complaint, feedback or compliment'],
    ['/admin/feedback?view=statistics', 'Complaints statistics'],
    ['/admin/accounts', 'Staff accounts'],
    ['/admin/audit', 'Audit log'],
  ];

  test.each([375, 1280])(
    'every admin page has no axe-core violations at %i px',
    async (width) => {
      await sendMessage(unique('Axe'));
      const page = await pages.open({ viewport: { width, height: 900 } });
      for (const [path, heading] of ADMIN_PAGES) {
        await page.goto(path);
        await page.getByRole('heading', { name: heading, level: 2 }).waitFor();
        await page.waitForLoadState('networkidle');
        expect(await axeViolations(page), path).toEqual([]);
      }
      if (width === 375) {
        const menu = page.getByRole('button', { name: 'Menu' });
        await expect(menu.getAttribute('aria-expanded')).resolves.toBe('false');
        await menu.click();
        await expect(menu.getAttribute('aria-expanded')).resolves.toBe('true');
        await page.getByRole('link', { name: 'Team' }).click();
        await page.getByRole('heading', { name: 'Staff Management' }).waitFor();
        // The menu closes after a navigation and shows the current tab when opened again.
        await expect(menu.getAttribute('aria-expanded')).resolves.toBe('false');
        await menu.click();
        await expect(
          page.getByRole('link', { name: 'Team' }).getAttribute('aria-current'),
        ).resolves.toBe('page');
      } else {
        await expect(page.getByRole('link', { name: 'Team' }).isVisible()).resolves.toBe(true);
      }
      await page.goto('/admin/team');
      await page.getByRole('button', { name: 'Add a new staff member' }).click();
      await page.getByRole('dialog', { name: 'Add Employee' }).waitFor();
      expect(await axeViolations(page), 'Add Employee').toEqual([]);
    },
    180_000,
  );

  const ADMIN_LISTS: [string, string, string][] = [
    ['/admin/msg', 'Messages', 'Contact messages, newest first'],
    ['/admin/recruit', 'Recruitment', 'Job posts'],
    ['/admin/review', 'Review', 'Testimonials'],
    ['/admin/team', 'Staff Management', 'Staff members'],
    ['/admin/referrals', 'Referrals', 'Referrals, newest first'],
    ['/admin/feedback', 'Feedback and complaints', 'Feedback and complaints, newest first'],
  ];

  test.each([320, 375])(
    "every admin list fits %i px: no sideways scroll, each card's actions in view",
    async (width) => {
      await sendMessage(unique('Narrow'));
      const page = await pages.open({ viewport: { width, height: 800 } });
      for (const [path, heading, label] of ADMIN_LISTS) {
        await openAdminPage(page, path, heading);
        // The cards, not the lists inside them (a job's description may hold one).
        const cards = page.getByRole('list', { name: label }).locator(':scope > li');
        await cards.first().waitFor();
        await page.waitForLoadState('networkidle');
        const { scrollWidth, clientWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          clientWidth: document.documentElement.clientWidth,
        }));
        expect(scrollWidth, path).toBeLessThanOrEqual(clientWidth);
        // Every card has one at least: a complaint, which no one may delete, has only Open.
        const main = page.getByRole('main');
        const actions = main
          .getByRole('button', { name: /^(Edit|Delete): / })
          .or(main.getByRole('link', { name: /^Open: / }));
        const count = await actions.count();
        expect(count, path).toBeGreaterThanOrEqual(await cards.count());
        for (let index = 0; index < count; index += 1) {
          const action = actions.nth(index);
          // Reached from the keyboard: focusable, and in view once focused without scrolling sideways.
          await action.focus();
          await expect(
            action.evaluate((button) => button === document.activeElement),
          ).resolves.toBe(true);
          const box = await action.boundingBox();
          if (!box) throw new Error(`${path}: action ${index} is not shown`);
          expect(box.x, path).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width, path).toBeLessThanOrEqual(clientWidth);
          await expect(page.evaluate(() => window.scrollX)).resolves.toBe(0);
        }
      }
    },
    180_000,
  );

  test('the add dialogs mark required fields with asterisks of at least 4.5:1 contrast', async () => {
    const page = await pages.open();
    for (const [path, heading, opener, title, required] of [
      ['/admin/recruit', 'Recruitment', 'Add a new job', 'Add Job', 3],
      ['/admin/team', 'Staff Management', 'Add a new staff member', 'Add Employee', 6],
    ] as const) {
      await openAdminPage(page, path, heading);
      await page.getByRole('button', { name: opener }).click();
      const dialog = page.getByRole('dialog', { name: title });
      await dialog.waitFor();
      const markers = await textContrasts(dialog.locator('label').getByText('*', { exact: true }));
      expect(markers.length, title).toBe(required);
      for (const marker of markers) {
        expect(marker.ratio, `${title}: ${JSON.stringify(marker)}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  test('the current tab is marked, /admin goes to /admin/msg, and the dashboard lists what needs attention', async () => {
    const page = await pages.open();
    await page.goto('/admin');
    await page.waitForURL('**/admin/msg');
    await page.getByRole('heading', { name: 'Messages', level: 2 }).waitFor();
    await expect(
      page.getByRole('link', { name: 'Messages' }).getAttribute('aria-current'),
    ).resolves.toBe('page');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await openAdminPage(page, '/admin/dashboard', 'What needs attention');
    await page.getByRole('list', { name: 'What needs attention, with counts' }).waitFor();
    await expect(page.getByText('This page has not been developed yet.').count()).resolves.toBe(0);
  });
});

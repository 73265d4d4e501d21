// Staff photo uploads in Chromium against `npm start`: a photo over one part (5 MiB) goes up as a
// multipart upload, 4 parts at a time, and can be paused and resumed; a cancelled one leaves
// nothing stored; a file that only has an image's name is refused before anything is uploaded.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page, Route } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { startLocalStack, type LocalStack } from './harness';
import { axeViolations } from './page-checks';
import { adminPages } from './support/admin-browser';
import { largePng, textNamedPng } from './support/admin-photos';
import { expectAnnounced, openAdminPage } from './support/admin-session';

const MIB = 1048576;

let stack: LocalStack;
const pages = adminPages(() => stack);

// Its own stack: it walks DATA_DIR for stored files and leaves a staff member with a 5 MiB photo.
beforeAll(async () => {
  stack = await startLocalStack();
});
afterEach(() => pages.closeAll());
afterAll(async () => {
  await stack?.stop();
});

/** Every stored file (objects and multipart parts) whose key mentions `name`. */
async function storedFilesNamed(name: string): Promise<string[]> {
  const found: string[] = [];
  const walk = async (dir: string): Promise<void> => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) await walk(path);
      else if (path.includes(name)) found.push(path);
      // s3rver keeps a multipart upload in a folder named by its id, with the key in a file.
      else if (entry.name === 'key' && (await readFile(path, 'utf8')).includes(name)) {
        found.push(path);
      }
    }
  };
  await walk(join(stack.dataDir, 's3'));
  return found;
}

/** Holds every PUT of upload bytes until released, as a slow connection would. */
async function holdUploads(page: Page) {
  const held: Route[] = [];
  const partNumbers: string[] = [];
  let holding = true;
  await page.route(
    (url) => url.pathname.includes('/uploads/staff/'),
    async (route) => {
      if (route.request().method() !== 'PUT') return route.continue();
      partNumbers.push(new URL(route.request().url()).searchParams.get('partNumber') ?? 'single');
      if (holding) held.push(route);
      else await route.continue();
    },
  );
  return {
    held,
    partNumbers,
    async waitForHeld(count: number) {
      await expect.poll(() => held.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(count);
    },
    /** Lets everything through from now on; held requests go on (or fail if the page aborted them). */
    async release() {
      holding = false;
      await Promise.all(held.splice(0).map((route) => route.continue().catch(() => undefined)));
    },
  };
}

async function fillEmployee(page: Page, name: string, file: { name: string; buffer: Buffer }) {
  await openAdminPage(page, '/admin/team', 'Staff Management');
  await page.getByRole('button', { name: 'Add a new staff member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Employee' });
  await dialog.getByLabel(/^Name/).fill(name);
  await dialog.getByLabel(/^Role/).fill('Support Worker');
  await dialog.getByLabel(/^Description/).fill('Works with families.');
  await dialog.getByLabel(/^Certificates/).fill('Certificate IV');
  await dialog.getByLabel(/^Experience/).fill('Five years');
  await dialog
    .getByLabel(/^Photo/)
    .setInputFiles({ name: file.name, mimeType: 'image/png', buffer: file.buffer });
  return dialog;
}

describe('staff photo upload', () => {
  test('states the accepted types and the size limit in the form', async () => {
    const page = await pages.open();
    const dialog = await fillEmployee(page, 'Limits', { name: 'a.png', buffer: largePng(1000) });
    await dialog.getByText('JPEG, PNG, WebP or GIF, up to 20 MiB.').waitFor();
    await expect(dialog.getByLabel(/^Photo/).getAttribute('accept')).resolves.toBe(
      'image/jpeg,image/png,image/webp,image/gif',
    );
  });

  test('over 5 MiB goes multipart, 4 parts at once, and can be paused and resumed', async () => {
    const page = await pages.open();
    const uploads = await holdUploads(page);
    const name = 'Paused Upload';
    const dialog = await fillEmployee(page, name, {
      name: 'big-photo.png',
      buffer: largePng(16 * MIB),
    });
    await dialog.getByRole('button', { name: 'Submit Employee' }).click();
    await uploads.waitForHeld(4);
    expect([...uploads.partNumbers].sort()).toEqual(['1', '2', '3', '4']);

    await dialog.getByRole('button', { name: 'Pause upload' }).click();
    await dialog.getByRole('button', { name: 'Resume upload' }).waitFor();
    await dialog.getByRole('status').filter({ hasText: 'Upload paused' }).first().waitFor();
    await expect(axeViolations(page)).resolves.toEqual([]);

    await uploads.release();
    await dialog.getByRole('button', { name: 'Resume upload' }).click();
    await dialog.waitFor({ state: 'hidden', timeout: 30_000 });
    await expectAnnounced(page, 'status', 'Employee added successfully!');
    // The paused parts were sent again after resuming.
    expect(uploads.partNumbers.length).toBeGreaterThanOrEqual(8);
    const photo = page.getByRole('img', { name: `Photo of ${name}` });
    await expect(photo.getAttribute('src')).resolves.toMatch(
      /^\/public\/staff\/\d+_big-photo\.png$/,
    );
    const response = await page.request.get((await photo.getAttribute('src'))!);
    expect(response.status()).toBe(200);
    // Published re-encoded: the 2 x 2 image without the padding that made the upload 16 MiB.
    const published = await response.body();
    expect(published.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(published.length).toBeLessThan(1024);
  });

  test('a cancelled upload is aborted and leaves no object', async () => {
    const page = await pages.open();
    const uploads = await holdUploads(page);
    const dialog = await fillEmployee(page, 'Cancelled Upload', {
      name: 'cancel-me.png',
      buffer: largePng(11 * MIB),
    });
    await dialog.getByRole('button', { name: 'Submit Employee' }).click();
    await uploads.waitForHeld(3);
    await expect.poll(() => storedFilesNamed('cancel-me.png')).not.toEqual([]);

    const aborted = page.waitForResponse(
      (response) =>
        response.url().endsWith('/graphql') &&
        (response.request().postData() ?? '').includes('abortStaffPhotoUpload'),
    );
    await dialog.getByRole('button', { name: 'Cancel upload' }).click();
    await expectAnnounced(page, 'alert', 'Upload is canceled by user');
    await expect((await aborted).json()).resolves.toEqual({
      data: { abortStaffPhotoUpload: true },
    });
    await uploads.release();
    await expect.poll(() => storedFilesNamed('cancel-me.png')).toEqual([]);
    await expect(
      page.getByRole('img', { name: 'Photo of Cancelled Upload' }).count(),
    ).resolves.toBe(0);
  });

  test('a part the storage keeps refusing is retried, then the upload fails and is aborted', async () => {
    const page = await pages.open();
    const attempts: string[] = [];
    await page.route(
      (url) => url.pathname.includes('/uploads/staff/'),
      async (route) => {
        if (route.request().method() !== 'PUT') return route.continue();
        attempts.push(new URL(route.request().url()).searchParams.get('partNumber') ?? 'single');
        await route.fulfill({ status: 503, body: 'Slow Down' });
      },
    );
    const aborted = page.waitForRequest((request) =>
      (request.postData() ?? '').includes('abortStaffPhotoUpload'),
    );
    const dialog = await fillEmployee(page, 'Failed Upload', {
      name: 'unlucky.png',
      buffer: largePng(100_000),
    });
    await dialog.getByRole('button', { name: 'Submit Employee' }).click();
    await expectAnnounced(page, 'alert', 'Photo upload failed. The storage answered HTTP 503.');
    expect(attempts).toEqual(['single', 'single', 'single']);
    await aborted;
    await expect.poll(() => storedFilesNamed('unlucky.png')).toEqual([]);
  });

  test('a file that is not an image, named .png, is refused with a clear message', async () => {
    const page = await pages.open();
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    const dialog = await fillEmployee(page, 'Not A Photo', {
      name: 'notes.png',
      buffer: textNamedPng(),
    });
    await dialog.getByRole('button', { name: 'Submit Employee' }).click();
    await expectAnnounced(page, 'alert', 'The file is not a JPEG, PNG, WebP or GIF image.');
    expect(requests.filter((url) => url.includes('/uploads/staff/'))).toEqual([]);
    await expect(storedFilesNamed('notes.png')).resolves.toEqual([]);
  });
});

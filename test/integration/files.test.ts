// Files through presigned URLs, as a browser on this machine uses them: the referral form download
// and staff-photo uploads (single PUT, multipart with size check, abort, non-images refused).
import { randomBytes } from 'node:crypto';
import {
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  ListPartsCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localS3Client } from '../../lib/local/emulators/s3';
import { encodePng, portraitPng } from '../../lib/local/seed/portrait-png';
import {
  adminTokens,
  graphql,
  startTestStack,
  type Credentials,
  type TestStack,
} from './support/stack';

const MIB = 1024 * 1024;

const START = `mutation ($input: StartStaffPhotoUploadInput!) {
  startStaffPhotoUpload(input: $input) { key partSize url uploadId parts { partNumber url } }
}`;
const COMPLETE = `mutation ($input: CompleteStaffPhotoUploadInput!) {
  completeStaffPhotoUpload(input: $input) { key size contentType }
}`;
const ABORT =
  'mutation ($input: AbortStaffPhotoUploadInput!) { abortStaffPhotoUpload(input: $input) }';

interface UploadPlan {
  key: string;
  partSize: number;
  url: string | null;
  uploadId: string | null;
  parts: { partNumber: number; url: string }[];
}

let stack: TestStack;
let admin: Credentials;
let s3: S3Client;
let origin: string;

beforeAll(async () => {
  stack = await startTestStack();
  admin = { token: (await adminTokens(stack)).AccessToken };
  s3 = localS3Client(stack.s3Endpoint);
  origin = stack.url;
});

afterAll(async () => {
  s3?.destroy();
  await stack?.dispose();
});

async function startUpload(
  fileName: string,
  size: number,
  contentType = 'image/png',
): Promise<UploadPlan> {
  const response = await graphql<{ startStaffPhotoUpload: UploadPlan }>(stack, admin, START, {
    input: { fileName, contentType, size },
  });
  expect(response.body.errors).toBeUndefined();
  return response.body.data!.startStaffPhotoUpload;
}

/** A browser PUT from the site's origin; returns the ETag the page can read (CORS-exposed). */
async function browserPut(url: string, body: Buffer, contentType?: string): Promise<string> {
  const response = await fetch(url, {
    method: 'PUT',
    headers: { origin, ...(contentType ? { 'content-type': contentType } : {}) },
    body: new Uint8Array(body),
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('access-control-allow-origin')).toBe(origin);
  expect(response.headers.get('access-control-expose-headers')).toMatch(/etag/i);
  const etag = response.headers.get('etag');
  expect(etag).toBeTruthy();
  return etag!;
}

async function objectExists(key: string): Promise<boolean> {
  try {
    await s3.send(new HeadObjectCommand({ Bucket: stack.filesBucket, Key: key }));
    return true;
  } catch (error) {
    if ((error as Error).name === 'NotFound') {
      return false;
    }
    throw error;
  }
}

async function pendingUploads(key: string): Promise<string[]> {
  const { Uploads = [] } = await s3.send(
    new ListMultipartUploadsCommand({ Bucket: stack.filesBucket }),
  );
  return Uploads.filter((upload) => upload.Key === key).map((upload) => upload.UploadId ?? '');
}

/** A PNG of random pixels (incompressible), a little over `bytes` long. */
function largePng(bytes: number): Buffer {
  const side = Math.ceil(Math.sqrt(bytes / 3));
  const noise = randomBytes(side * side * 3);
  return encodePng(side, side, (x, y) => {
    const offset = (y * side + x) * 3;
    return [noise[offset]!, noise[offset + 1]!, noise[offset + 2]!];
  });
}

describe('referral form', () => {
  it('referralFormUrl downloads the .docx as "EW_Referral Form.docx"', async () => {
    const response = await graphql<{ referralFormUrl: string }>(
      stack,
      { apiKey: stack.apiKey },
      '{ referralFormUrl }',
    );
    const url = response.body.data!.referralFormUrl;
    const download = await fetch(url, { headers: { origin } });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toContain('EW_Referral Form.docx');
    expect(download.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(download.headers.get('access-control-allow-origin')).toBe(origin);
    const bytes = Buffer.from(await download.arrayBuffer());
    expect(bytes.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    expect(bytes.toString('latin1')).toContain('word/document.xml');
  });
});

describe('staff photo uploads', () => {
  it('answers the browser preflight for a presigned PUT', async () => {
    const plan = await startUpload('preflight.png', 100);
    const response = await fetch(plan.url!, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(response.status).toBe(200);
    // s3rver answers preflights with "*", which browsers accept for requests without credentials.
    expect(['*', origin]).toContain(response.headers.get('access-control-allow-origin'));
    expect(response.headers.get('access-control-allow-methods')).toContain('PUT');
  });

  it('single PUT: upload, complete, use as a staff photo and serve it at /public/staff/', async () => {
    const photo = portraitPng(64, [200, 220, 240], [20, 60, 120]);
    const plan = await startUpload('My Photo.png', photo.length);
    expect(plan.url).toBeTruthy();
    expect(plan.uploadId).toBeNull();
    expect(plan.key).toMatch(/^public\/staff\/\d+_/);
    await browserPut(plan.url!, photo, 'image/png');

    const completed = await graphql<{
      completeStaffPhotoUpload: { size: number; contentType: string };
    }>(stack, admin, COMPLETE, { input: { key: plan.key, size: photo.length } });
    expect(completed.body.errors).toBeUndefined();
    expect(completed.body.data!.completeStaffPhotoUpload).toMatchObject({
      size: photo.length,
      contentType: 'image/png',
    });

    const created = await graphql<{ createStaff: { imageUrl: string } }>(
      stack,
      admin,
      'mutation ($input: CreateStaffInput!) { createStaff(input: $input) { imageUrl } }',
      {
        input: {
          name: 'Uploaded Person',
          role: 'Tester',
          description: 'D',
          certificates: 'C',
          experience: 'E',
          imageUrl: plan.key,
        },
      },
    );
    expect(created.body.errors).toBeUndefined();

    const served = await fetch(`${stack.url}/${plan.key}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(photo);
    expect((await fetch(`${stack.url}/public/staff/0_missing.png`)).status).toBe(404);
  });

  it('a PUT with another content type than the one signed, or a tampered URL, is refused', async () => {
    const photo = portraitPng(16, [0, 0, 0], [255, 255, 255]);
    const plan = await startUpload('typed.png', photo.length);
    const response = await fetch(plan.url!, {
      method: 'PUT',
      headers: { origin, 'content-type': 'text/html' },
      body: new Uint8Array(photo),
    });
    expect(response.status).toBe(403);
    expect(await response.text()).toContain('SignatureDoesNotMatch');
    const tampered = plan.url!.replace(
      /(X-Amz-Signature=)(.)/,
      (_, name: string, first: string) => `${name}${first === 'a' ? 'b' : 'a'}`,
    );
    const tamperedPut = await fetch(tampered, {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: new Uint8Array(photo),
    });
    expect(tamperedPut.status).toBe(403);
    expect(await objectExists(plan.key)).toBe(false);
  });

  it('size check: a stored size other than the announced one fails and removes the object', async () => {
    const photo = portraitPng(64, [10, 10, 10], [250, 250, 250]);
    const plan = await startUpload('short.png', photo.length + 10);
    await browserPut(plan.url!, photo, 'image/png');
    const completed = await graphql(stack, admin, COMPLETE, {
      input: { key: plan.key, size: photo.length + 10 },
    });
    expect(completed.body.errors?.[0]).toMatchObject({
      errorType: 'ValidationError',
      message: `size: Upload failed. Expected object size ${photo.length + 10}, but got ${photo.length}.`,
    });
    expect(await objectExists(plan.key)).toBe(false);
  });

  it('multipart (over 5 MiB): parts, complete with size check, then the object is the file', async () => {
    const photo = largePng(6 * MIB);
    const plan = await startUpload('large.png', photo.length);
    expect(plan.url).toBeNull();
    expect(plan.uploadId).toBeTruthy();
    expect(plan.parts).toHaveLength(Math.ceil(photo.length / plan.partSize));
    const parts = await Promise.all(
      plan.parts.map(async (part) => ({
        partNumber: part.partNumber,
        etag: await browserPut(
          part.url,
          photo.subarray((part.partNumber - 1) * plan.partSize, part.partNumber * plan.partSize),
        ),
      })),
    );
    const completed = await graphql<{
      completeStaffPhotoUpload: { size: number; contentType: string };
    }>(stack, admin, COMPLETE, {
      input: { key: plan.key, uploadId: plan.uploadId, parts, size: photo.length },
    });
    expect(completed.body.errors).toBeUndefined();
    expect(completed.body.data!.completeStaffPhotoUpload).toEqual({
      key: plan.key,
      size: photo.length,
      contentType: 'image/png',
    } as never);
    expect(await pendingUploads(plan.key)).toEqual([]);
    const served = await fetch(`${stack.url}/${plan.key}`);
    expect(Buffer.from(await served.arrayBuffer()).equals(photo)).toBe(true);
  });

  it('multipart: a part below 5 MiB that is not the last is refused, as S3 does', async () => {
    const photo = largePng(6 * MIB);
    const plan = await startUpload('small-part.png', photo.length);
    const first = await browserPut(plan.parts[0]!.url, photo.subarray(0, MIB));
    const second = await browserPut(plan.parts[1]!.url, photo.subarray(MIB, 2 * MIB));
    const completed = await graphql(stack, admin, COMPLETE, {
      input: {
        key: plan.key,
        uploadId: plan.uploadId,
        parts: [
          { partNumber: 1, etag: first },
          { partNumber: 2, etag: second },
        ],
        size: photo.length,
      },
    });
    expect(completed.body.errors?.[0]?.errorType).toBe('ValidationError');
    expect(completed.body.errors?.[0]?.message).toMatch(/^parts: /);
    expect(await objectExists(plan.key)).toBe(false);
    await graphql(stack, admin, ABORT, { input: { key: plan.key, uploadId: plan.uploadId } });
  });

  it('abort leaves no object and no pending upload', async () => {
    const photo = largePng(6 * MIB);
    const plan = await startUpload('aborted.png', photo.length);
    await browserPut(plan.parts[0]!.url, photo.subarray(0, plan.partSize));
    expect(await pendingUploads(plan.key)).toEqual([plan.uploadId]);

    const aborted = await graphql<{ abortStaffPhotoUpload: boolean }>(stack, admin, ABORT, {
      input: { key: plan.key, uploadId: plan.uploadId },
    });
    expect(aborted.body.errors).toBeUndefined();
    expect(aborted.body.data!.abortStaffPhotoUpload).toBe(true);

    expect(await pendingUploads(plan.key)).toEqual([]);
    expect(await objectExists(plan.key)).toBe(false);
    await expect(
      s3.send(
        new ListPartsCommand({
          Bucket: stack.filesBucket,
          Key: plan.key,
          UploadId: plan.uploadId!,
        }),
      ),
    ).rejects.toMatchObject({ name: 'NoSuchUpload' });
    // The part URLs are dead too.
    const late = await fetch(plan.parts[1]!.url, { method: 'PUT', body: 'late' });
    expect(late.status).toBe(404);
  });

  it('a file that is not an image is refused and removed, whatever its name and type say', async () => {
    const notImage = Buffer.from('%PDF-1.7\nThis is not a picture at all.\n');
    const plan = await startUpload('holiday.png', notImage.length);
    await browserPut(plan.url!, notImage, 'image/png');
    const completed = await graphql(stack, admin, COMPLETE, {
      input: { key: plan.key, size: notImage.length },
    });
    expect(completed.body.errors?.[0]?.errorType).toBe('ValidationError');
    expect(completed.body.errors?.[0]?.message).toMatch(/^key: .*not a JPEG, PNG, WebP or GIF/);
    expect(await objectExists(plan.key)).toBe(false);
  });
});

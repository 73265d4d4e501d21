// Files through presigned URLs, as a browser on this machine uses them: the referral form download
// and staff-photo uploads (single PUT, multipart with size check, abort, non-images refused). Uploads
// land under uploads/staff/; only completeStaffPhotoUpload publishes a checked photo to public/staff/.
import { randomBytes } from 'node:crypto';
import {
  CompleteMultipartUploadCommand,
  CopyObjectCommand,
  CreateMultipartUploadCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  ListPartsCommand,
  PutObjectCommand,
  type S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localS3Client } from '../../lib/local/emulators/s3';
import { encodePng, portraitPng } from '../../lib/local/seed/portrait-png';
import {
  BLUE,
  decode,
  jpegSegmentMarkers,
  METADATA_MARKERS,
  phonePhoto,
  RED,
  uncompressedPng,
} from '../support/photos';
import {
  adminTokens,
  graphql,
  objectExists,
  sharedTestStack,
  type Credentials,
  type LocalStack,
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

const CREATE_STAFF =
  'mutation ($input: CreateStaffInput!) { createStaff(input: $input) { id imageUrl } }';
const UPDATE_STAFF =
  'mutation ($input: UpdateStaffInput!) { updateStaff(input: $input) { id imageUrl } }';
const STAFF_FIELDS = {
  name: 'Uploaded Person',
  role: 'Tester',
  description: 'D',
  certificates: 'C',
  experience: 'E',
};

interface CompletedUpload {
  key: string;
  size: number;
  contentType: string;
}

interface UploadPlan {
  key: string;
  partSize: number;
  url: string | null;
  uploadId: string | null;
  parts: { partNumber: number; url: string }[];
}

let stack: LocalStack;
let admin: Credentials;
let s3: S3Client;
let origin: string;

beforeAll(async () => {
  stack = await sharedTestStack();
  admin = { token: (await adminTokens(stack)).AccessToken };
  s3 = localS3Client(stack.s3Endpoint);
  origin = stack.url;
});

afterAll(async () => {
  s3?.destroy();
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

async function pendingUploads(key: string): Promise<string[]> {
  const { Uploads = [] } = await s3.send(
    new ListMultipartUploadsCommand({ Bucket: stack.filesBucket }),
  );
  return Uploads.filter((upload) => upload.Key === key).map((upload) => upload.UploadId ?? '');
}

function publicKeyOf(uploadKey: string): string {
  return uploadKey.replace(/^uploads\/staff\//, 'public/staff/');
}

async function complete(input: Record<string, unknown>): Promise<CompletedUpload> {
  const response = await graphql<{ completeStaffPhotoUpload: CompletedUpload }>(
    stack,
    admin,
    COMPLETE,
    { input },
  );
  expect(response.body.errors).toBeUndefined();
  return response.body.data!.completeStaffPhotoUpload;
}

/** PUTs the given parts of `file` through their presigned URLs, as the upload manager does. */
async function putParts(
  plan: UploadPlan,
  file: Buffer,
  parts: UploadPlan['parts'],
): Promise<{ partNumber: number; etag: string }[]> {
  return Promise.all(
    parts.map(async (part) => ({
      partNumber: part.partNumber,
      etag: await browserPut(
        part.url,
        file.subarray((part.partNumber - 1) * plan.partSize, part.partNumber * plan.partSize),
      ),
    })),
  );
}

/** A single-PUT photo taken through start, PUT and complete; returns its public key. */
async function uploadPhoto(fileName: string, photo: Buffer): Promise<string> {
  const plan = await startUpload(fileName, photo.length);
  await browserPut(plan.url!, photo, 'image/png');
  return (await complete({ key: plan.key, size: photo.length })).key;
}

async function createMember(imageUrl: string): Promise<{ id: string; imageUrl: string }> {
  const response = await graphql<{ createStaff: { id: string; imageUrl: string } }>(
    stack,
    admin,
    CREATE_STAFF,
    { input: { ...STAFF_FIELDS, imageUrl } },
  );
  expect(response.body.errors).toBeUndefined();
  return response.body.data!.createStaff;
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
    expect(plan.key).toMatch(/^uploads\/staff\/\d+_My-Photo\.png$/);
    await browserPut(plan.url!, photo, 'image/png');

    const published = await complete({ key: plan.key, size: photo.length });
    expect(published).toEqual({
      key: plan.key.replace(/^uploads\/staff\//, 'public/staff/'),
      size: expect.any(Number),
      contentType: 'image/png',
    });
    expect(await objectExists(stack, s3, plan.key)).toBe(false);

    const created = await graphql<{ createStaff: { imageUrl: string } }>(
      stack,
      admin,
      CREATE_STAFF,
      { input: { ...STAFF_FIELDS, imageUrl: published.key } },
    );
    expect(created.body.errors).toBeUndefined();
    expect(created.body.data!.createStaff.imageUrl).toBe(published.key);

    const served = await fetch(`${stack.url}/${published.key}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    const servedPhoto = Buffer.from(await served.arrayBuffer());
    expect(servedPhoto.length).toBe(published.size);
    expect(await decode(servedPhoto)).toMatchObject({ width: 64, height: 64 });
    expect((await fetch(`${stack.url}/public/staff/0_missing.png`)).status).toBe(404);
    // Upload keys are never served.
    expect((await fetch(`${stack.url}/${plan.key}`)).status).toBe(404);
  });

  it('the reviewer’s bypass: a PUT of another size than declared is refused, and an unchecked upload is no staff photo', async () => {
    const plan = await startUpload('tiny.png', 100);
    const script = Buffer.from('<script>alert(1)</script>'.repeat(40_000));
    const oversized = await fetch(plan.url!, {
      method: 'PUT',
      headers: { origin, 'content-type': 'image/png' },
      body: new Uint8Array(script),
    });
    expect(oversized.status).toBe(403);
    expect(await oversized.text()).toContain('SignatureDoesNotMatch');
    expect(await objectExists(stack, s3, plan.key)).toBe(false);

    // Even a correctly sized upload cannot be used without completeStaffPhotoUpload's checks.
    await browserPut(plan.url!, script.subarray(0, 100), 'image/png');
    const created = await graphql(stack, admin, CREATE_STAFF, {
      input: { ...STAFF_FIELDS, imageUrl: plan.key },
    });
    expect(created.body.errors?.[0]).toMatchObject({
      errorType: 'ValidationError',
      message: expect.stringMatching(/^imageUrl: Must be a storage key under public\/staff\//),
    });
    // Nor under the public name it would have had.
    const guessed = plan.key.replace(/^uploads\/staff\//, 'public/staff/');
    const createdGuess = await graphql(stack, admin, CREATE_STAFF, {
      input: { ...STAFF_FIELDS, imageUrl: guessed },
    });
    expect(createdGuess.body.errors?.[0]).toMatchObject({
      errorType: 'ValidationError',
      message: 'imageUrl: No uploaded photo exists at this key. Upload it first.',
    });
  });

  it('updateStaff refuses an upload key and a public key with no object', async () => {
    const photo = portraitPng(32, [90, 90, 90], [200, 200, 200]);
    const member = await createMember(await uploadPhoto('member.png', photo));
    const plan = await startUpload('unchecked.png', photo.length);
    await browserPut(plan.url!, photo, 'image/png');
    for (const [imageUrl, message] of [
      [plan.key, /^imageUrl: Must be a storage key under public\/staff\//],
      ['public/staff/1_never-completed.png', /^imageUrl: No uploaded photo exists at this key/],
    ] as const) {
      const updated = await graphql(stack, admin, UPDATE_STAFF, {
        input: { id: member.id, ...STAFF_FIELDS, imageUrl },
      });
      expect(updated.body.errors?.[0]?.errorType).toBe('ValidationError');
      expect(updated.body.errors?.[0]?.message).toMatch(message);
    }
    expect((await fetch(`${stack.url}/${member.imageUrl}`)).status).toBe(200);
  });

  it('after complete, the still-valid URL cannot change the published photo', async () => {
    const photo = portraitPng(48, [250, 240, 200], [120, 60, 20]);
    const plan = await startUpload('kept.png', photo.length);
    await browserPut(plan.url!, photo, 'image/png');
    const published = await complete({ key: plan.key, size: photo.length });
    const servedPhoto = async () =>
      Buffer.from(await (await fetch(`${stack.url}/${published.key}`)).arrayBuffer());
    const original = await servedPhoto();

    // Same length and type, so the signature still matches: it lands on the upload key only.
    const swapped = Buffer.alloc(photo.length, '<script>alert(1)</script>');
    await browserPut(plan.url!, swapped, 'image/png');
    expect(await servedPhoto()).toEqual(original);
    // Completing the swapped upload fails the checks and removes it; the photo stays as it was.
    const again = await graphql(stack, admin, COMPLETE, {
      input: { key: plan.key, size: photo.length },
    });
    expect(again.body.errors?.[0]?.message).toMatch(/^key: .*not a JPEG, PNG, WebP or GIF/);
    expect(await objectExists(stack, s3, plan.key)).toBe(false);
    expect(await servedPhoto()).toEqual(original);
  });

  it('a re-used URL with another valid image, completed again, cannot replace the published photo', async () => {
    const photo = await uncompressedPng(48, RED);
    const plan = await startUpload('replaced.png', photo.length);
    await browserPut(plan.url!, photo, 'image/png');
    const published = await complete({ key: plan.key, size: photo.length });
    const servedPhoto = async () =>
      Buffer.from(await (await fetch(`${stack.url}/${published.key}`)).arrayBuffer());
    const original = await servedPhoto();

    // Same length, another image: it passes every check but the "never overwrite" one.
    const replacement = await uncompressedPng(48, BLUE);
    expect(replacement.length).toBe(photo.length);
    await browserPut(plan.url!, replacement, 'image/png');
    const again = await graphql(stack, admin, COMPLETE, {
      input: { key: plan.key, size: photo.length },
    });
    expect(again.body.errors?.[0]).toMatchObject({
      errorType: 'ValidationError',
      message:
        'key: The upload changed while it was checked, or was already completed. Upload the photo again.',
    });
    expect(await servedPhoto()).toEqual(original);
    expect((await decode(original)).top).toEqual(RED);
    expect(await objectExists(stack, s3, plan.key)).toBe(false);
  });

  it('a completed multipart upload cannot be completed again', async () => {
    const photo = largePng(6 * MIB);
    const plan = await startUpload('twice.png', photo.length);
    const parts = await putParts(plan, photo, plan.parts);
    const input = { key: plan.key, uploadId: plan.uploadId, parts, size: photo.length };
    const published = await complete(input);
    const again = await graphql(stack, admin, COMPLETE, { input });
    expect(again.body.errors?.[0]).toMatchObject({ errorType: 'NotFound' });
    const served = Buffer.from(await (await fetch(`${stack.url}/${published.key}`)).arrayBuffer());
    expect(served.length).toBe(published.size);
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
    expect(await objectExists(stack, s3, plan.key)).toBe(false);
  });

  it('size check: completing with another size than stored fails and removes the upload', async () => {
    const photo = portraitPng(64, [10, 10, 10], [250, 250, 250]);
    const plan = await startUpload('short.png', photo.length);
    await browserPut(plan.url!, photo, 'image/png');
    const completed = await graphql(stack, admin, COMPLETE, {
      input: { key: plan.key, size: photo.length + 10 },
    });
    expect(completed.body.errors?.[0]).toMatchObject({
      errorType: 'ValidationError',
      message: `size: Upload failed. Expected object size ${photo.length + 10}, but got ${photo.length}.`,
    });
    expect(await objectExists(stack, s3, plan.key)).toBe(false);
    expect(await objectExists(stack, s3, publicKeyOf(plan.key))).toBe(false);
  });

  it('multipart (over 5 MiB): parts, complete with size check, then the photo is published', async () => {
    const photo = largePng(6 * MIB);
    const plan = await startUpload('large.png', photo.length);
    expect(plan.url).toBeNull();
    expect(plan.uploadId).toBeTruthy();
    expect(plan.key).toMatch(/^uploads\/staff\//);
    expect(plan.parts).toHaveLength(Math.ceil(photo.length / plan.partSize));
    const parts = await putParts(plan, photo, plan.parts);
    const published = await complete({
      key: plan.key,
      uploadId: plan.uploadId,
      parts,
      size: photo.length,
    });
    expect(published).toEqual({
      key: publicKeyOf(plan.key),
      size: expect.any(Number),
      contentType: 'image/png',
    });
    expect(await pendingUploads(plan.key)).toEqual([]);
    expect(await objectExists(stack, s3, plan.key)).toBe(false);
    const served = Buffer.from(await (await fetch(`${stack.url}/${published.key}`)).arrayBuffer());
    expect(served.length).toBe(published.size);
    const side = Math.ceil(Math.sqrt((6 * MIB) / 3));
    expect(await decode(served)).toMatchObject({ width: side, height: side });
  });

  it('multipart: completing without every part fails the size check with the spec’s message', async () => {
    const photo = largePng(6 * MIB);
    const plan = await startUpload('partial.png', photo.length);
    const [first] = await putParts(plan, photo, plan.parts.slice(0, 1));
    const completed = await graphql(stack, admin, COMPLETE, {
      input: { key: plan.key, uploadId: plan.uploadId, parts: [first], size: photo.length },
    });
    expect(completed.body.errors?.[0]).toMatchObject({
      errorType: 'ValidationError',
      message: `size: Upload failed. Expected object size ${photo.length}, but got ${plan.partSize}.`,
    });
    expect(await objectExists(stack, s3, plan.key)).toBe(false);
    expect(await objectExists(stack, s3, publicKeyOf(plan.key))).toBe(false);
  });

  it('multipart: each part URL is signed for its planned size', async () => {
    const photo = largePng(6 * MIB);
    const plan = await startUpload('sized-parts.png', photo.length);
    const short = await fetch(plan.parts[0]!.url, {
      method: 'PUT',
      headers: { origin },
      body: new Uint8Array(photo.subarray(0, MIB)),
    });
    expect(short.status).toBe(403);
    expect(await short.text()).toContain('SignatureDoesNotMatch');
    await graphql(stack, admin, ABORT, { input: { key: plan.key, uploadId: plan.uploadId } });
  });

  it('multipart: parts S3 refuses on completion (a small part that is not the last) are a ValidationError', async () => {
    const photo = largePng(6 * MIB);
    const plan = await startUpload('small-part.png', photo.length);
    // Uploaded with the SDK, which the presigned URLs' size signature cannot stop.
    const etags = await Promise.all(
      [photo.subarray(0, MIB), photo.subarray(MIB, 2 * MIB)].map(async (body, index) => {
        const { ETag } = await s3.send(
          new UploadPartCommand({
            Bucket: stack.filesBucket,
            Key: plan.key,
            UploadId: plan.uploadId!,
            PartNumber: index + 1,
            Body: body,
          }),
        );
        return { partNumber: index + 1, etag: ETag! };
      }),
    );
    const completed = await graphql(stack, admin, COMPLETE, {
      input: { key: plan.key, uploadId: plan.uploadId, parts: etags, size: photo.length },
    });
    expect(completed.body.errors?.[0]?.errorType).toBe('ValidationError');
    expect(completed.body.errors?.[0]?.message).toMatch(/^parts: /);
    expect(await objectExists(stack, s3, plan.key)).toBe(false);
    await graphql(stack, admin, ABORT, { input: { key: plan.key, uploadId: plan.uploadId } });
  });

  it('abort leaves no object and no pending upload', async () => {
    const photo = largePng(6 * MIB);
    const plan = await startUpload('aborted.png', photo.length);
    await putParts(plan, photo, plan.parts.slice(0, 1));
    expect(await pendingUploads(plan.key)).toEqual([plan.uploadId]);

    const aborted = await graphql<{ abortStaffPhotoUpload: boolean }>(stack, admin, ABORT, {
      input: { key: plan.key, uploadId: plan.uploadId },
    });
    expect(aborted.body.errors).toBeUndefined();
    expect(aborted.body.data!.abortStaffPhotoUpload).toBe(true);

    expect(await pendingUploads(plan.key)).toEqual([]);
    expect(await objectExists(stack, s3, plan.key)).toBe(false);
    await expect(
      s3.send(
        new ListPartsCommand({
          Bucket: stack.filesBucket,
          Key: plan.key,
          UploadId: plan.uploadId!,
        }),
      ),
    ).rejects.toMatchObject({ name: 'NoSuchUpload' });
    // The part URLs are dead too (a correctly sized part, so the signature is not what fails).
    const late = await fetch(plan.parts[1]!.url, {
      method: 'PUT',
      body: new Uint8Array(photo.subarray(plan.partSize)),
    });
    expect(late.status).toBe(404);
  });

  it('abort of a single PUT removes the uploaded object; a published photo cannot be aborted', async () => {
    const photo = portraitPng(16, [1, 2, 3], [4, 5, 6]);
    const plan = await startUpload('abandoned.png', photo.length);
    await browserPut(plan.url!, photo, 'image/png');
    const aborted = await graphql(stack, admin, ABORT, { input: { key: plan.key } });
    expect(aborted.body.errors).toBeUndefined();
    expect(await objectExists(stack, s3, plan.key)).toBe(false);

    const published = await uploadPhoto('kept-on-abort.png', photo);
    const refused = await graphql(stack, admin, ABORT, { input: { key: published } });
    expect(refused.body.errors?.[0]?.message).toMatch(
      /^key: Must be the key startStaffPhotoUpload/,
    );
    expect(await objectExists(stack, s3, published)).toBe(true);
  });

  it('a phone photo is published upright, without EXIF, GPS, XMP or IPTC', async () => {
    const photo = await phonePhoto();
    const plan = await startUpload('phone.jpg', photo.length, 'image/jpeg');
    await browserPut(plan.url!, photo, 'image/jpeg');
    const published = await complete({ key: plan.key, size: photo.length });
    expect(published.contentType).toBe('image/jpeg');

    const served = await fetch(`${stack.url}/${published.key}`);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    const bytes = Buffer.from(await served.arrayBuffer());
    // Stored 40 x 20 with orientation 6: shown turned a quarter clockwise, the left (red) half on top.
    const shown = await decode(bytes);
    expect(shown).toMatchObject({ width: 20, height: 40, metadata: [] });
    for (const [band, value] of shown.top.entries()) {
      expect(Math.abs(value - RED[band]!)).toBeLessThan(16);
    }
    for (const [band, value] of shown.bottom.entries()) {
      expect(Math.abs(value - BLUE[band]!)).toBeLessThan(16);
    }
    expect(jpegSegmentMarkers(bytes).filter((marker) => marker >= 0xe0 && marker <= 0xef)).toEqual(
      [],
    );
    for (const marker of METADATA_MARKERS) expect(bytes.includes(marker)).toBe(false);
  });

  it('a PNG signature followed by a script is refused and nothing is published', async () => {
    const fake = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from('<script>alert(document.cookie)</script>'),
    ]);
    const plan = await startUpload('fake.png', fake.length);
    await browserPut(plan.url!, fake, 'image/png');
    const completed = await graphql(stack, admin, COMPLETE, {
      input: { key: plan.key, size: fake.length },
    });
    expect(completed.body.errors?.[0]).toMatchObject({
      errorType: 'ValidationError',
      message: 'key: The uploaded file is not a JPEG, PNG, WebP or GIF image.',
    });
    expect(await objectExists(stack, s3, plan.key)).toBe(false);
    expect(await objectExists(stack, s3, publicKeyOf(plan.key))).toBe(false);
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
    expect(await objectExists(stack, s3, plan.key)).toBe(false);
    expect(await objectExists(stack, s3, publicKeyOf(plan.key))).toBe(false);
  });
});

describe('the S3 stand-in honours conditional requests as S3 does', () => {
  const bucket = () => stack.filesBucket;

  async function statusOf(send: Promise<unknown>): Promise<number> {
    try {
      await send;
      return 200;
    } catch (error) {
      return (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode ?? 0;
    }
  }

  async function put(
    key: string,
    body: string,
    condition: { IfNoneMatch?: string; IfMatch?: string } = {},
  ) {
    return s3.send(new PutObjectCommand({ Bucket: bucket(), Key: key, Body: body, ...condition }));
  }

  async function text(key: string): Promise<string> {
    const { Body } = await s3.send(new GetObjectCommand({ Bucket: bucket(), Key: key }));
    return Body!.transformToString();
  }

  it('PutObject with If-None-Match: * never replaces an object', async () => {
    const key = 'conditional/put-once.txt';
    expect(await statusOf(put(key, 'first', { IfNoneMatch: '*' }))).toBe(200);
    expect(await statusOf(put(key, 'second', { IfNoneMatch: '*' }))).toBe(412);
    expect(await text(key)).toBe('first');
  });

  it('of racing If-None-Match: * writes exactly one succeeds', async () => {
    const key = 'conditional/race.txt';
    const statuses = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        statusOf(put(key, `writer ${index}`, { IfNoneMatch: '*' })),
      ),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 412)).toHaveLength(7);
  });

  it('PutObject with If-Match replaces only the object it names', async () => {
    const key = 'conditional/if-match.txt';
    const { ETag } = await put(key, 'one');
    expect(await statusOf(put(key, 'two', { IfMatch: '"0123456789abcdef0123456789abcdef"' }))).toBe(
      412,
    );
    expect(await statusOf(put(key, 'two', { IfMatch: ETag! }))).toBe(200);
    expect(await statusOf(put('conditional/absent.txt', 'x', { IfMatch: ETag! }))).toBe(404);
    expect(await text(key)).toBe('two');
  });

  it('CompleteMultipartUpload with If-None-Match: * never replaces an object', async () => {
    const key = 'conditional/multipart.txt';
    await put(key, 'published');
    const { UploadId } = await s3.send(
      new CreateMultipartUploadCommand({ Bucket: bucket(), Key: key }),
    );
    const { ETag } = await s3.send(
      new UploadPartCommand({
        Bucket: bucket(),
        Key: key,
        UploadId,
        PartNumber: 1,
        Body: 'replacement',
      }),
    );
    const completing = s3.send(
      new CompleteMultipartUploadCommand({
        Bucket: bucket(),
        Key: key,
        UploadId,
        IfNoneMatch: '*',
        MultipartUpload: { Parts: [{ PartNumber: 1, ETag }] },
      }),
    );
    expect(await statusOf(completing)).toBe(412);
    expect(await text(key)).toBe('published');
  });

  it('CopyObject honours x-amz-copy-source-if-match, -if-none-match and If-None-Match: *', async () => {
    const source = 'conditional/source.txt';
    const { ETag } = await put(source, 'checked');
    const copy = (Key: string, condition: Record<string, string>) =>
      s3.send(
        new CopyObjectCommand({
          Bucket: bucket(),
          Key,
          CopySource: `${bucket()}/${source}`,
          ...condition,
        }),
      );
    expect(
      await statusOf(
        copy('conditional/a.txt', { CopySourceIfMatch: '"ffffffffffffffffffffffffffffffff"' }),
      ),
    ).toBe(412);
    expect(await statusOf(copy('conditional/a.txt', { CopySourceIfNoneMatch: ETag! }))).toBe(412);
    expect(await objectExists(stack, s3, 'conditional/a.txt')).toBe(false);
    expect(
      await statusOf(copy('conditional/a.txt', { CopySourceIfMatch: ETag!, IfNoneMatch: '*' })),
    ).toBe(200);
    await put(source, 'changed');
    expect(await statusOf(copy('conditional/a.txt', { IfNoneMatch: '*' }))).toBe(412);
    expect(await text('conditional/a.txt')).toBe('checked');
  });

  it('GetObject and HeadObject with If-Match read only the object they name', async () => {
    const key = 'conditional/read.txt';
    const { ETag } = await put(key, 'content');
    const wrong = '"00000000000000000000000000000000"';
    expect(
      await statusOf(s3.send(new GetObjectCommand({ Bucket: bucket(), Key: key, IfMatch: wrong }))),
    ).toBe(412);
    expect(
      await statusOf(
        s3.send(new HeadObjectCommand({ Bucket: bucket(), Key: key, IfMatch: wrong })),
      ),
    ).toBe(412);
    expect(
      await statusOf(s3.send(new GetObjectCommand({ Bucket: bucket(), Key: key, IfMatch: ETag! }))),
    ).toBe(200);
  });
});

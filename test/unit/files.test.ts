import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  type GetObjectCommandOutput,
  HeadObjectCommand,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureLogs } from '../logs';
import { detectImageType } from '../../lambdas/files/imageType';
import { nameWithExtension, sanitisedFileName } from '../../lambdas/shared/fileName';
import { handler } from '../../lambdas/files/handler';
import {
  dynamoMock,
  expectData,
  identities,
  invoke,
  REQUEST_ID,
  resetMocks,
  s3Error,
  s3Mock,
  stubTestEnv,
} from './helpers';
import { deflatedZeros, zipOf } from '../support/zips';
import {
  BLUE,
  decode,
  halvesImage,
  jpegSegmentMarkers,
  METADATA_MARKERS,
  phonePhoto,
  RED,
} from '../support/photos';

const MIB = 1048576;
const NOW = 1700000000000;
/** Browsers upload here; only completeStaffPhotoUpload publishes a checked photo at PUBLIC_KEY. */
const KEY = `uploads/staff/${NOW}_photo.png`;
const PUBLIC_KEY = `public/staff/${NOW}_photo.png`;
const ETAG = '"0123456789abcdef"';

/** A real 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const TEXT = Buffer.from('This is not an image, whatever its name says.\n');
const SCRIPT = '<script>alert(document.cookie)</script>';
/** The PNG signature, then a script: the first bytes say PNG, nothing decodes. */
const PNG_SIGNATURE_THEN_SCRIPT = Buffer.concat([PNG.subarray(0, 8), Buffer.from(SCRIPT)]);

function objectBody(bytes: Uint8Array): GetObjectCommandOutput['Body'] {
  return { transformToByteArray: async () => new Uint8Array(bytes) } as never;
}

function storedObject(bytes: Uint8Array, size = bytes.length): void {
  s3Mock.on(HeadObjectCommand).resolves({ ContentLength: size, ETag: ETAG });
  s3Mock.on(GetObjectCommand).resolves({ Body: objectBody(bytes) });
  s3Mock.on(PutObjectCommand).resolves({});
  s3Mock.on(DeleteObjectCommand).resolves({});
}

/** The bytes completeStaffPhotoUpload wrote to public/staff/. */
function published(): Uint8Array {
  const body = s3Mock.commandCalls(PutObjectCommand)[0]?.args[0].input.Body;
  if (!(body instanceof Uint8Array)) throw new Error('Nothing was published.');
  return body;
}

function query(url: string): URLSearchParams {
  return new URL(url).searchParams;
}

beforeEach(() => {
  stubTestEnv();
  resetMocks();
  vi.spyOn(Date, 'now').mockReturnValue(NOW);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe('referralFormUrl', () => {
  it('is a public presigned GET of the form, saved as "EW_Referral Form.docx", valid 900 s', async () => {
    const url = expectData<string>(
      await invoke(handler, 'Query.referralFormUrl', {}, identities.apiKey),
    );
    const parsed = new URL(url);
    expect(`${parsed.host}${parsed.pathname}`).toContain('files-bucket');
    expect(parsed.pathname).toMatch(/\/public\/referral-form\.docx$/);
    expect(query(url).get('X-Amz-Expires')).toBe('900');
    expect(query(url).get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(query(url).get('response-content-disposition')).toBe(
      'attachment; filename="EW_Referral Form.docx"',
    );
    expect(query(url).get('response-content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(s3Mock.calls()).toHaveLength(0);
  });
});

describe('startStaffPhotoUpload', () => {
  const start = (input: Record<string, unknown>) =>
    invoke(handler, 'Mutation.startStaffPhotoUpload', { input });

  it('hands out one presigned PUT to uploads/staff/ (900 s, type and size signed)', async () => {
    const outcome = await start({ fileName: 'photo.png', contentType: 'image/png', size: 5 * MIB });

    const upload = expectData<{ url: string }>(outcome);
    expect(upload).toEqual({
      key: KEY,
      partSize: 5 * MIB,
      url: expect.any(String),
      uploadId: null,
      parts: [],
    });
    const url = new URL(upload.url);
    expect(url.pathname).toMatch(new RegExp(`/${KEY}$`));
    expect(url.searchParams.get('X-Amz-Expires')).toBe('900');
    // S3 refuses a body of another length or type with 403 SignatureDoesNotMatch.
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
    expect(url.searchParams.has('x-amz-checksum-crc32')).toBe(false);
    expect(s3Mock.calls()).toHaveLength(0);
  });

  it('signs the declared size: another size gives another signature', async () => {
    const signature = async (size: number) =>
      new URL(
        expectData<{ url: string }>(
          await start({ fileName: 'photo.png', contentType: 'image/png', size }),
        ).url,
      ).searchParams.get('X-Amz-Signature');
    expect(await signature(100)).not.toBe(await signature(101));
  });

  it('starts a multipart upload under uploads/staff/, one size-signed URL per part', async () => {
    s3Mock.on(CreateMultipartUploadCommand).resolves({ UploadId: 'upload-1' });
    const outcome = await start({
      fileName: 'photo.png',
      contentType: 'image/png',
      size: 10 * MIB + 1,
    });

    const upload = expectData<{ parts: { partNumber: number; url: string }[] }>(outcome);
    expect(upload).toMatchObject({ key: KEY, partSize: 5 * MIB, url: null, uploadId: 'upload-1' });
    expect(s3Mock.commandCalls(CreateMultipartUploadCommand)[0]?.args[0].input).toEqual({
      Bucket: 'files-bucket',
      Key: KEY,
      ContentType: 'image/png',
    });
    expect(upload.parts.map((part) => part.partNumber)).toEqual([1, 2, 3]);
    for (const part of upload.parts) {
      const params = query(part.url);
      expect(new URL(part.url).pathname).toMatch(new RegExp(`/${KEY}$`));
      expect(params.get('partNumber')).toBe(String(part.partNumber));
      expect(params.get('uploadId')).toBe('upload-1');
      expect(params.get('X-Amz-Expires')).toBe('900');
      expect(params.get('X-Amz-SignedHeaders')).toBe('content-length;host');
    }
  });

  it('names the key after the current time and the sanitised file name', async () => {
    const outcome = await start({
      fileName: 'C:\\Users\\Jo\\My Photo (1).JPG',
      contentType: 'image/jpeg',
      size: 1000,
    });
    expect(expectData(outcome).key).toBe(`uploads/staff/${NOW}_My-Photo--1-.JPG`);
  });

  it.each([
    [
      { contentType: 'image/svg+xml' },
      'contentType: Must be one of image/jpeg, image/png, image/webp, image/gif.',
    ],
    [
      { contentType: 'application/pdf' },
      'contentType: Must be one of image/jpeg, image/png, image/webp, image/gif.',
    ],
    [{ size: 0 }, 'size: The file is empty.'],
    [{ size: 20 * MIB + 1 }, 'size: A staff photo may be at most 20 MiB.'],
    [{ size: 1.5 }, 'size: Must be a whole number of bytes.'],
    [{ fileName: '  ' }, 'fileName: Required; must not be blank.'],
    [{ fileName: 'x'.repeat(256) }, 'fileName: Must be at most 255 characters.'],
    [{ key: 'public/staff/x.png' }, 'key: Unknown field.'],
  ])('rejects %j without creating anything', async (change, message) => {
    const outcome = await start({
      fileName: 'photo.png',
      contentType: 'image/png',
      size: 1000,
      ...change,
    });
    expect(outcome).toEqual({ errorType: 'ValidationError', errorMessage: message });
    expect(s3Mock.calls()).toHaveLength(0);
  });

  it('accepts exactly 20 MiB', async () => {
    s3Mock.on(CreateMultipartUploadCommand).resolves({ UploadId: 'upload-1' });
    const outcome = await start({ fileName: 'p.png', contentType: 'image/png', size: 20 * MIB });
    expect(expectData<{ parts: unknown[] }>(outcome).parts).toHaveLength(4);
  });
});

describe('sanitisedFileName', () => {
  it.each([
    ['photo.png', 'photo.png'],
    ['../../etc/passwd', 'passwd'],
    ['a b/c d.png', 'c-d.png'],
    ['Zoë & Émile.webp', 'Zo-----mile.webp'],
    ['folder/', 'photo'],
    [`${'n'.repeat(200)}.jpeg`, `${'n'.repeat(95)}.jpeg`],
  ])('turns %j into %j', (fileName, expected) => {
    expect(sanitisedFileName(fileName)).toBe(expected);
  });
});

describe('nameWithExtension', () => {
  const options = { maxLength: 20, fallback: 'attachment' };
  it.each([
    ['report.html', 'report.pdf'],
    ['report.pdf.html', 'report.pdf.pdf'],
    ['notes', 'notes.pdf'],
    ['.html', 'attachment.pdf'],
    ['..', 'attachment.pdf'],
    ['C:\\docs\\a b.svg', 'a-b.pdf'],
    [`${'n'.repeat(30)}.html`, `${'n'.repeat(16)}.pdf`],
  ])('names %j holding a PDF %j', (fileName, expected) => {
    expect(nameWithExtension(fileName, 'pdf', options)).toBe(expected);
  });
});

describe('detectImageType', () => {
  it('refuses a zip without unpacking it, and reads only the first bytes', async () => {
    const bomb = zipOf([await deflatedZeros('[Content_Types].xml', 512)]);
    const peakBefore = process.resourceUsage().maxRSS * 1024;
    expect(await detectImageType(bomb)).toBeUndefined();
    expect(process.resourceUsage().maxRSS * 1024 - peakBefore).toBeLessThan(50 * 1048576);
  });
});

const UPLOAD_KEY_RULE =
  /^key: Must be the key startStaffPhotoUpload returned, such as uploads\/staff\//;

describe('completeStaffPhotoUpload', () => {
  const complete = (input: Record<string, unknown>) =>
    invoke(handler, 'Mutation.completeStaffPhotoUpload', { input });

  // The first photo starts the image encoder (wasm-vips): slow on a loaded machine.
  it('checks size and content, publishes a re-encoded copy at public/staff/, then deletes the upload', async () => {
    storedObject(PNG);
    const order: string[] = [];
    s3Mock.on(PutObjectCommand).callsFake(() => order.push('publish'));
    s3Mock.on(DeleteObjectCommand).callsFake(() => order.push('delete upload'));

    const outcome = await complete({ key: KEY, size: PNG.length });

    const photo = published();
    expect(outcome).toEqual({
      data: { key: PUBLIC_KEY, size: photo.length, contentType: 'image/png' },
    });
    expect(s3Mock.commandCalls(CompleteMultipartUploadCommand)).toHaveLength(0);
    expect(s3Mock.commandCalls(GetObjectCommand)[0]?.args[0].input).toEqual({
      Bucket: 'files-bucket',
      Key: KEY,
      IfMatch: ETAG,
    });
    expect(s3Mock.commandCalls(PutObjectCommand)[0]?.args[0].input).toEqual({
      Bucket: 'files-bucket',
      Key: PUBLIC_KEY,
      Body: photo,
      IfNoneMatch: '*',
      ContentType: 'image/png',
      CacheControl: 'public, max-age=86400',
    });
    expect(await decode(photo)).toMatchObject({ width: 1, height: 1 });
    expect(order).toEqual(['publish', 'delete upload']);
    expect(s3Mock.commandCalls(DeleteObjectCommand)[0]?.args[0].input).toEqual({
      Bucket: 'files-bucket',
      Key: KEY,
    });
    expect(dynamoMock.calls()).toHaveLength(0);
  }, 30_000);

  it('publishes a phone photo upright and without EXIF, GPS, XMP or IPTC', async () => {
    const upload = await phonePhoto();
    const original = await decode(upload);
    expect(original.metadata).toEqual(
      expect.arrayContaining(['exif-ifd3-GPSLatitude', 'xmp-data', 'iptc-data']),
    );
    storedObject(upload);

    const outcome = await complete({ key: KEY, size: upload.length });

    const photo = published();
    expect(expectData(outcome)).toEqual({
      key: PUBLIC_KEY,
      size: photo.length,
      contentType: 'image/jpeg',
    });
    // Stored 40 x 20 with orientation 6: shown turned a quarter clockwise, the left half on top.
    expect(await decode(photo)).toEqual({
      width: 20,
      height: 40,
      top: [expect.closeTo(RED[0]!, -1), expect.closeTo(RED[1]!, -1), expect.closeTo(RED[2]!, -1)],
      bottom: [
        expect.closeTo(BLUE[0]!, -1),
        expect.closeTo(BLUE[1]!, -1),
        expect.closeTo(BLUE[2]!, -1),
      ],
      metadata: [],
    });
    // No APPn segment at all (APP1 holds EXIF and XMP, APP13 IPTC, APP2 ICC), no trace of them.
    expect(jpegSegmentMarkers(photo).filter((marker) => marker >= 0xe0 && marker <= 0xef)).toEqual(
      [],
    );
    for (const marker of METADATA_MARKERS) {
      expect(Buffer.from(photo).includes(marker)).toBe(false);
    }
  });

  it('stores the type the content has: a JPEG uploaded under a .png name is served as image/jpeg', async () => {
    const jpeg = await halvesImage(8, 8, '.jpg');
    storedObject(jpeg);
    const outcome = await complete({ key: KEY, size: jpeg.length });
    expect(expectData(outcome).contentType).toBe('image/jpeg');
    expect(s3Mock.commandCalls(PutObjectCommand)[0]?.args[0].input.ContentType).toBe('image/jpeg');
  });

  it.each([
    ['webp', '.webp', 'image/webp'],
    ['gif', '.gif', 'image/gif'],
  ])('re-encodes a %s as the same type', async (_, suffix, contentType) => {
    const image = await halvesImage(8, 8, suffix);
    storedObject(image);
    const outcome = await complete({ key: KEY, size: image.length });
    expect(expectData(outcome).contentType).toBe(contentType);
    expect(await decode(published())).toMatchObject({ width: 8, height: 8 });
  });

  it('drops whatever follows a real image: a PNG with a script appended is published without it', async () => {
    const upload = Buffer.concat([PNG, Buffer.from(SCRIPT)]);
    storedObject(upload);
    expectData(await complete({ key: KEY, size: upload.length }));
    expect(Buffer.from(published()).includes(SCRIPT)).toBe(false);
  });

  it('completes a multipart upload with the parts in order, then checks and publishes it', async () => {
    storedObject(PNG, 12 * MIB);
    s3Mock.on(CompleteMultipartUploadCommand).resolves({});
    const outcome = await complete({
      key: KEY,
      uploadId: 'upload-1',
      size: 12 * MIB,
      parts: [
        { partNumber: 3, etag: '"c"' },
        { partNumber: 1, etag: '"a"' },
        { partNumber: 2, etag: '"b"' },
      ],
    });
    expect(expectData(outcome).key).toBe(PUBLIC_KEY);
    expect(s3Mock.commandCalls(CompleteMultipartUploadCommand)[0]?.args[0].input).toEqual({
      Bucket: 'files-bucket',
      Key: KEY,
      UploadId: 'upload-1',
      MultipartUpload: {
        Parts: [
          { PartNumber: 1, ETag: '"a"' },
          { PartNumber: 2, ETag: '"b"' },
          { PartNumber: 3, ETag: '"c"' },
        ],
      },
    });
    expect(s3Mock.commandCalls(PutObjectCommand)).toHaveLength(1);
  });

  it('deletes an upload of the wrong size, says what went wrong and publishes nothing', async () => {
    storedObject(PNG, 90);
    const outcome = await complete({ key: KEY, size: 100 });
    expect(outcome).toEqual({
      errorType: 'ValidationError',
      errorMessage: 'size: Upload failed. Expected object size 100, but got 90.',
    });
    expect(s3Mock.commandCalls(DeleteObjectCommand)[0]?.args[0].input).toEqual({
      Bucket: 'files-bucket',
      Key: KEY,
    });
    expect(s3Mock.commandCalls(GetObjectCommand)).toHaveLength(0);
    expect(s3Mock.commandCalls(PutObjectCommand)).toHaveLength(0);
  });

  it.each([
    ['is not an image, whatever its name', async () => TEXT],
    [
      'starts like a PNG but does not decode (a PNG signature, then a script)',
      async () => PNG_SIGNATURE_THEN_SCRIPT,
    ],
    ['is a truncated JPEG', async () => (await halvesImage(64, 64, '.jpg')).subarray(0, 300)],
  ])('deletes an upload that %s, and publishes nothing', async (_, bytes) => {
    captureLogs();
    const upload = await bytes();
    storedObject(upload);
    const outcome = await complete({ key: KEY, size: upload.length });
    expect(outcome).toEqual({
      errorType: 'ValidationError',
      errorMessage: 'key: The uploaded file is not a JPEG, PNG, WebP or GIF image.',
    });
    expect(s3Mock.commandCalls(DeleteObjectCommand)[0]?.args[0].input.Key).toBe(KEY);
    expect(s3Mock.commandCalls(PutObjectCommand)).toHaveLength(0);
  });

  it.each(['PreconditionFailed', 'ConditionalRequestConflict'])(
    'refuses an upload replaced during the checks, or already published (%s)',
    async (name) => {
      storedObject(PNG);
      s3Mock.on(PutObjectCommand).rejects(s3Error(name));
      const outcome = await complete({ key: KEY, size: PNG.length });
      expect(outcome).toEqual({
        errorType: 'ValidationError',
        errorMessage:
          'key: The upload changed while it was checked, or was already completed. Upload the photo again.',
      });
      expect(s3Mock.commandCalls(DeleteObjectCommand)[0]?.args[0].input.Key).toBe(KEY);
    },
  );

  it('refuses an upload replaced between the size check and the content check', async () => {
    storedObject(PNG);
    s3Mock.on(GetObjectCommand).rejects(s3Error('PreconditionFailed'));
    const outcome = await complete({ key: KEY, size: PNG.length });
    expect(outcome).toMatchObject({ errorType: 'ValidationError', errorMessage: /^key: / });
    expect(s3Mock.commandCalls(PutObjectCommand)).toHaveLength(0);
  });

  it('still returns the published photo when the upload cannot be deleted', async () => {
    const logged = captureLogs();
    storedObject(PNG);
    s3Mock.on(DeleteObjectCommand).rejects(new Error('AccessDenied'));
    const outcome = await complete({ key: KEY, size: PNG.length });
    expect(expectData(outcome).key).toBe(PUBLIC_KEY);
    expect(logged.entry('Could not delete the upload object')).toMatchObject({
      requestId: REQUEST_ID,
      key: KEY,
    });
  });

  it('is NotFound when nothing was uploaded at the key', async () => {
    s3Mock.on(HeadObjectCommand).rejects(s3Error('NotFound'));
    const outcome = await complete({ key: KEY, size: 100 });
    expect(outcome).toEqual({
      errorType: 'NotFound',
      errorMessage: `No uploaded object exists at ${KEY}.`,
    });
    expect(s3Mock.commandCalls(PutObjectCommand)).toHaveLength(0);
  });

  it('is NotFound for an unknown multipart upload', async () => {
    s3Mock.on(CompleteMultipartUploadCommand).rejects(s3Error('NoSuchUpload'));
    const outcome = await complete({
      key: KEY,
      uploadId: 'nope',
      size: 100,
      parts: [{ partNumber: 1, etag: '"a"' }],
    });
    expect(outcome).toEqual({
      errorType: 'NotFound',
      errorMessage: `No multipart upload nope exists for ${KEY}.`,
    });
  });

  it('reports parts S3 refuses as a ValidationError', async () => {
    s3Mock.on(CompleteMultipartUploadCommand).rejects(s3Error('InvalidPart'));
    const outcome = await complete({
      key: KEY,
      uploadId: 'upload-1',
      size: 100,
      parts: [{ partNumber: 1, etag: '"wrong"' }],
    });
    expect(outcome).toEqual({
      errorType: 'ValidationError',
      errorMessage: 'parts: The parts do not match the uploaded parts.',
    });
  });

  it.each([
    [{ key: PUBLIC_KEY }, UPLOAD_KEY_RULE],
    [{ key: 'public/referral-form.docx' }, UPLOAD_KEY_RULE],
    [{ key: 'uploads/staff/' }, UPLOAD_KEY_RULE],
    [{ key: 'uploads/staff/1_a/../../x' }, UPLOAD_KEY_RULE],
    [{ key: 'uploads/staff/..' }, UPLOAD_KEY_RULE],
    [{ key: 'uploads/staff/photo.png' }, UPLOAD_KEY_RULE],
    [{ key: 'uploads/staff/1_my photo.png' }, UPLOAD_KEY_RULE],
    [{ uploadId: 'upload-1' }, /^parts: Required for a multipart upload/],
    [{ uploadId: 'upload-1', parts: [{ partNumber: 0, etag: 'a' }] }, /^parts\[0\]\.partNumber: /],
    [
      { uploadId: 'upload-1', parts: [{ partNumber: 1, etag: ' ' }] },
      /^parts\[0\]\.etag: Required/,
    ],
    [{ size: -1 }, /^size: The file is empty\.$/],
    [{ size: 20 * MIB + 1 }, /^size: A staff photo may be at most 20 MiB\.$/],
  ])('rejects %j without touching storage', async (change, message) => {
    const outcome = await complete({ key: KEY, size: 100, ...change });
    expect(outcome).toMatchObject({ errorType: 'ValidationError', errorMessage: message });
    expect(s3Mock.calls()).toHaveLength(0);
  });
});

describe('abortStaffPhotoUpload', () => {
  const abort = (input: Record<string, unknown>) =>
    invoke(handler, 'Mutation.abortStaffPhotoUpload', { input });

  it('aborts a multipart upload and removes any object completed but never checked', async () => {
    s3Mock.on(AbortMultipartUploadCommand).resolves({});
    s3Mock.on(DeleteObjectCommand).resolves({});
    expect(await abort({ key: KEY, uploadId: 'upload-1' })).toEqual({ data: true });
    expect(s3Mock.commandCalls(AbortMultipartUploadCommand)[0]?.args[0].input).toEqual({
      Bucket: 'files-bucket',
      Key: KEY,
      UploadId: 'upload-1',
    });
    expect(s3Mock.commandCalls(DeleteObjectCommand)[0]?.args[0].input).toEqual({
      Bucket: 'files-bucket',
      Key: KEY,
    });
  });

  it('treats an upload that is already gone as aborted', async () => {
    s3Mock.on(AbortMultipartUploadCommand).rejects(s3Error('NoSuchUpload'));
    expect(await abort({ key: KEY, uploadId: 'upload-1' })).toEqual({ data: true });
  });

  it('deletes the object of a single PUT without asking who uses it (nobody can)', async () => {
    s3Mock.on(DeleteObjectCommand).resolves({});
    expect(await abort({ key: KEY })).toEqual({ data: true });
    expect(s3Mock.commandCalls(DeleteObjectCommand)[0]?.args[0].input).toEqual({
      Bucket: 'files-bucket',
      Key: KEY,
    });
    expect(dynamoMock.calls()).toHaveLength(0);
  });

  it.each([PUBLIC_KEY, 'public/referral-form.docx'])(
    'never touches %s: only upload keys can be aborted',
    async (key) => {
      const outcome = await abort({ key });
      expect(outcome).toMatchObject({
        errorType: 'ValidationError',
        errorMessage: UPLOAD_KEY_RULE,
      });
      expect(s3Mock.calls()).toHaveLength(0);
    },
  );
});

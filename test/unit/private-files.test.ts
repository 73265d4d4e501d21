// completeUpload (lambdas/shared/privateFiles.ts), which referral attachments and applicants' CVs
// share, against a mocked S3: the copy to the rule's checked prefix pinned to the measured object,
// the rule's types, the refusal when the upload changed or was already completed, and the upload
// deleted whatever the outcome.
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
} from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { captureLogs } from '../logs';
import { completeUpload, type UploadCheckRule } from '../../lambdas/shared/privateFiles';
import { REQUEST_ID, s3Error, s3Mock, useHandlerTestEnvironment } from './helpers';

const UUID_SEGMENT = '0f8fad5b-d9cb-469f-a165-70867728950e';
const UPLOAD_KEY = `private/things/uploads/${UUID_SEGMENT}_report.pdf`;
const CHECKED_KEY = `private/things/checked/${UUID_SEGMENT}_report.pdf`;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const RULE: UploadCheckRule = {
  uploadPrefix: 'private/things/uploads/',
  checkedPrefix: 'private/things/checked/',
  contentTypes: ['application/pdf'],
  notAllowedType: 'Only a PDF will do.',
};
const REQUEST = { requestId: REQUEST_ID, fieldName: 'Mutation.completeThingUpload' };

useHandlerTestEnvironment();

function stored(bytes: Uint8Array): void {
  s3Mock
    .on(HeadObjectCommand, { Key: UPLOAD_KEY })
    .resolves({ ContentLength: bytes.length, ContentType: 'text/html', ETag: '"e1"' });
  s3Mock.on(GetObjectCommand, { Key: UPLOAD_KEY }).resolves({
    Body: { transformToByteArray: async () => new Uint8Array(bytes) } as never,
  });
  s3Mock.on(DeleteObjectCommand).resolves({});
}

const refusal = (field: string, problem: string) => ({
  errorType: 'ValidationError',
  message: `${field}: ${problem}`,
});

const deletedKeys = () =>
  s3Mock.commandCalls(DeleteObjectCommand).map((call) => call.args[0].input.Key);

describe('completeUpload', () => {
  it("copies the measured upload to the rule's checked key with the detected type", async () => {
    stored(PDF);
    expect(await completeUpload(UPLOAD_KEY, PDF.length, RULE, REQUEST)).toEqual({
      key: CHECKED_KEY,
      fileName: 'report.pdf',
      contentType: 'application/pdf',
      size: PDF.length,
    });
    expect(s3Mock.commandCalls(GetObjectCommand)[0]!.args[0].input.IfMatch).toBe('"e1"');
    expect(s3Mock.commandCalls(CopyObjectCommand)[0]!.args[0].input).toEqual({
      Bucket: 'files-bucket',
      Key: CHECKED_KEY,
      CopySource: `files-bucket/${UPLOAD_KEY}`,
      CopySourceIfMatch: '"e1"',
      IfNoneMatch: '*',
      MetadataDirective: 'REPLACE',
      ContentType: 'application/pdf',
    });
    expect(deletedKeys()).toEqual([UPLOAD_KEY]);
  });

  it("refuses a type the check knows but the rule does not take, in the rule's words", async () => {
    stored(PNG);
    await expect(completeUpload(UPLOAD_KEY, PNG.length, RULE, REQUEST)).rejects.toMatchObject(
      refusal('key', RULE.notAllowedType),
    );
    expect(s3Mock.commandCalls(CopyObjectCommand)).toHaveLength(0);
    expect(deletedKeys()).toEqual([UPLOAD_KEY]);
  });

  it("refuses content of no known type in the rule's words", async () => {
    stored(Buffer.from('<!doctype html><script>alert(1)</script>'));
    await expect(completeUpload(UPLOAD_KEY, 40, RULE, REQUEST)).rejects.toMatchObject(
      refusal('key', RULE.notAllowedType),
    );
  });

  it.each<[string, () => void]>([
    [
      'replaced before it was read',
      () => s3Mock.on(GetObjectCommand).rejects(s3Error('PreconditionFailed')),
    ],
    [
      'replaced before it was copied, or already completed',
      () => s3Mock.on(CopyObjectCommand).rejects(s3Error('PreconditionFailed')),
    ],
    [
      'copied by a concurrent complete',
      () => s3Mock.on(CopyObjectCommand).rejects(s3Error('ConditionalRequestConflict')),
    ],
  ])('refuses an upload %s as changed, and still deletes it', async (_label, failCondition) => {
    stored(PDF);
    failCondition();
    await expect(completeUpload(UPLOAD_KEY, PDF.length, RULE, REQUEST)).rejects.toMatchObject(
      refusal(
        'key',
        'The upload changed while it was checked, or was already completed. Upload the file again.',
      ),
    );
    expect(deletedKeys()).toEqual([UPLOAD_KEY]);
  });

  it('raises any other failure as it is', async () => {
    stored(PDF);
    s3Mock.on(CopyObjectCommand).rejects(s3Error('AccessDenied'));
    await expect(completeUpload(UPLOAD_KEY, PDF.length, RULE, REQUEST)).rejects.toThrow(
      'AccessDenied',
    );
  });

  it('refuses a stored size other than the declared one before reading the content', async () => {
    stored(PDF);
    await expect(completeUpload(UPLOAD_KEY, PDF.length + 1, RULE, REQUEST)).rejects.toMatchObject(
      refusal(
        'size',
        `Upload failed. Expected file size ${PDF.length + 1}, but got ${PDF.length}.`,
      ),
    );
    expect(s3Mock.commandCalls(GetObjectCommand)).toHaveLength(0);
  });

  it('logs a failed delete of the upload without failing the completed check', async () => {
    stored(PDF);
    s3Mock.on(DeleteObjectCommand).rejects(s3Error('InternalError'));
    const logs = captureLogs();
    expect((await completeUpload(UPLOAD_KEY, PDF.length, RULE, REQUEST)).key).toBe(CHECKED_KEY);
    expect(logs.messages('ERROR')).toEqual(['Could not delete the upload object']);
    expect(logs.entry('Could not delete the upload object')).toMatchObject({ key: UPLOAD_KEY });
  });
});

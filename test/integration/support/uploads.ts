// A public form's private upload as the browser makes it (referral attachments, applicants' CVs):
// the start mutation for a presigned PUT, the PUT itself, and the complete mutation's check.
import { expect } from 'vitest';
import { graphql, type GraphqlResponse, type LocalStack } from './stack';

/** A presigned upload the start mutation handed out. */
export interface UploadTarget {
  key: string;
  url: string;
}

/** The complete mutation's answer. */
export interface CheckedUpload {
  key: string;
  fileName: string;
  contentType: string;
  size: number;
}

/**
 * The calls for one kind of upload, named by the noun in its mutations: 'ReferralAttachment' for
 * startReferralAttachmentUpload and completeReferralAttachmentUpload. `stack` is read per call, as
 * tests start it in beforeAll.
 */
export function privateUploads(stack: () => LocalStack, noun: string) {
  const startField = `start${noun}Upload`;
  const completeField = `complete${noun}Upload`;
  const apiKey = () => ({ apiKey: stack().apiKey });

  /** The start mutation's response. */
  async function start(
    fileName: string,
    contentType: string,
    size: number,
  ): Promise<GraphqlResponse<Record<string, UploadTarget>>> {
    return graphql(
      stack(),
      apiKey(),
      `mutation ($input: Start${noun}UploadInput!) { ${startField}(input: $input) { key url } }`,
      { input: { fileName, contentType, size } },
    );
  }

  /** A started upload; the start must succeed. */
  async function started(fileName: string, contentType: string, size: number) {
    const response = await start(fileName, contentType, size);
    expect(response.body.errors).toBeUndefined();
    return response.body.data![startField]!;
  }

  /** The browser's PUT to the presigned URL, from the site's origin: its status. */
  async function put(url: string, body: Buffer, contentType: string): Promise<number> {
    const response = await fetch(url, {
      method: 'PUT',
      headers: { origin: stack().url, 'content-type': contentType },
      body: new Uint8Array(body),
    });
    await response.arrayBuffer();
    return response.status;
  }

  /** The complete mutation's response. */
  function complete(
    key: string,
    size: number,
  ): Promise<GraphqlResponse<Record<string, CheckedUpload>>> {
    return graphql(
      stack(),
      apiKey(),
      `mutation ($input: Complete${noun}UploadInput!) {
        ${completeField}(input: $input) { key fileName contentType size }
      }`,
      { input: { key, size } },
    );
  }

  /** Starts and PUTs (both must succeed), then completes: the upload and the complete's response. */
  async function upload(fileName: string, body: Buffer, contentType: string) {
    const target = await started(fileName, contentType, body.length);
    expect(await put(target.url, body, contentType)).toBe(200);
    return { upload: target, completed: await complete(target.key, body.length) };
  }

  /** As upload, the complete must succeed too: the upload and the checked file. */
  async function uploadChecked(fileName: string, body: Buffer, contentType: string) {
    const { upload: target, completed } = await upload(fileName, body, contentType);
    expect(completed.body.errors).toBeUndefined();
    return { upload: target, checked: completed.body.data![completeField]! };
  }

  return { start, started, put, complete, upload, uploadChecked };
}

// Faults during a multipart staff-photo upload: `npm start` killed hard (SIGKILL of its process
// group) after some parts were PUT and while another part is on the wire, then started again on the
// same DATA_DIR. Staged parts survive on disk, so an upload whose parts were all PUT can still be
// completed; the remaining part URLs cannot be used (they name the killed stack's S3 port and are
// signed with its per-start key) and the API re-signs no parts, so an interrupted upload is
// aborted instead, leaving no upload, staging object or published photo behind.
//
// The second start runs startLocalStack (what `npm start` runs) on the same port, in this process:
// the stack's S3 credentials are made per start and known only to its process, and the checks with
// ListMultipartUploads need them.
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListMultipartUploadsCommand, ListPartsCommand, type S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localS3Client } from '../../lib/local/emulators/s3';
import { FILES_BUCKET } from '../../lib/local/config/aws-env';
import { startLocalStack, type LocalStack } from '../../lib/local/index';
import { freePort } from '../../lib/local/http/ports';
import { encodePng } from '../../lib/local/seed/portrait-png';
import type { RuntimeConfig } from '../../schema/contract/runtimeConfig';
import {
  groupProcesses,
  killGroup,
  listeningPorts,
  portsStillListening,
  startNpmGroup,
  type NpmStartGroup,
} from './support/npm-start-group';
import { adminToken, post } from './support/http-calls';
import { adminTokens, graphql, objectExists } from './support/stack';
import { decode } from '../support/photos';

const MIB = 1024 * 1024;

const START = `mutation ($input: StartStaffPhotoUploadInput!) {
  startStaffPhotoUpload(input: $input) { key partSize uploadId parts { partNumber url } }
}`;
const COMPLETE = `mutation ($input: CompleteStaffPhotoUploadInput!) {
  completeStaffPhotoUpload(input: $input) { key size contentType }
}`;
const ABORT =
  'mutation ($input: AbortStaffPhotoUploadInput!) { abortStaffPhotoUpload(input: $input) }';

interface UploadPlan {
  key: string;
  partSize: number;
  uploadId: string;
  parts: { partNumber: number; url: string }[];
}

interface GraphqlBody<T> {
  data?: T | null;
  errors?: { message: string; errorType?: string }[];
}

let dataDir: string;
let port: number;
let killed: NpmStartGroup | undefined;
let restarted: LocalStack | undefined;
let s3: S3Client | undefined;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'upload-faults-test-'));
  port = await freePort();
});

afterAll(async () => {
  s3?.destroy();
  if (killed) await killGroup(killed.child);
  await restarted?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

/** A PNG of random pixels (incompressible), a little over `bytes` long: two parts of the plan. */
function largePng(bytes: number): Buffer {
  const side = Math.ceil(Math.sqrt(bytes / 3));
  const noise = randomBytes(side * side * 3);
  return encodePng(side, side, (x, y) => {
    const offset = (y * side + x) * 3;
    return [noise[offset]!, noise[offset + 1]!, noise[offset + 2]!];
  });
}

async function startUpload(config: RuntimeConfig, token: string, size: number) {
  const body = await post<GraphqlBody<{ startStaffPhotoUpload: UploadPlan }>>(
    config.graphqlUrl,
    { 'content-type': 'application/json', authorization: token },
    {
      query: START,
      variables: { input: { fileName: 'interrupted.png', contentType: 'image/png', size } },
    },
  );
  expect(body.errors).toBeUndefined();
  const plan = body.data!.startStaffPhotoUpload;
  expect(plan.uploadId).toBeTruthy();
  expect(plan.parts.map((part) => part.partNumber)).toEqual([1, 2]);
  return plan;
}

function partBytes(plan: UploadPlan, file: Buffer, partNumber: number): Buffer {
  return file.subarray((partNumber - 1) * plan.partSize, partNumber * plan.partSize);
}

/** A browser PUT of one part from the site's origin; returns the part's ETag. */
async function putPart(origin: string, plan: UploadPlan, file: Buffer, partNumber: number) {
  const response = await fetch(plan.parts[partNumber - 1]!.url, {
    method: 'PUT',
    headers: { origin },
    body: new Uint8Array(partBytes(plan, file, partNumber)),
  });
  expect(response.status).toBe(200);
  return { partNumber, etag: response.headers.get('etag')! };
}

/** Where s3rver (in DATA_DIR/s3) writes a part while it is received. */
function partFile(plan: UploadPlan, partNumber: number): string {
  return join(dataDir, 's3', FILES_BUCKET, '._S3rver_uploads', plan.uploadId, String(partNumber));
}

/**
 * PUTs the first half of a part and keeps the request open, so that the kill lands while the part
 * is being written; resolves once the S3 stand-in has written some of it to disk. `settled` ends
 * when the connection does (the kill resets it).
 */
async function halfSentPart(plan: UploadPlan, file: Buffer, partNumber: number) {
  const bytes = partBytes(plan, file, partNumber);
  const outgoing = request(plan.parts[partNumber - 1]!.url, {
    method: 'PUT',
    headers: { 'content-length': String(bytes.length) },
  });
  const settled = new Promise<string>((resolve) => {
    outgoing.on('response', (response) => resolve(`answered ${response.statusCode}`));
    outgoing.on('error', (error) => resolve(error.message));
  });
  outgoing.write(bytes.subarray(0, bytes.length >> 1));
  const deadline = Date.now() + 30_000;
  while (((await stat(partFile(plan, partNumber)).catch(() => undefined))?.size ?? 0) === 0) {
    if (Date.now() > deadline) throw new Error('The S3 stand-in never started writing the part.');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { settled };
}

async function uploadsFor(key: string): Promise<string[]> {
  const { Uploads = [] } = await s3!.send(
    new ListMultipartUploadsCommand({ Bucket: FILES_BUCKET }),
  );
  return Uploads.filter((upload) => upload.Key === key).map((upload) => upload.UploadId!);
}

describe('a hard kill during a multipart staff-photo upload', () => {
  it(
    'completes an upload whose parts were all PUT, and cleanly aborts the interrupted one',
    { timeout: 600_000 },
    async () => {
      killed = await startNpmGroup({ port, dataDir });
      const config = await killed.config();
      const origin = killed.url;
      const token = await adminToken(config);
      const processes = groupProcesses(killed.child);
      const ports = listeningPorts(processes);
      expect(ports).toContain(port);

      // 5 MiB parts: a file a little over 5 MiB is two parts, the smallest multipart upload.
      const photo = largePng(5 * MIB + 64 * 1024);
      const finished = await startUpload(config, token, photo.length);
      const finishedParts = [
        await putPart(origin, finished, photo, 1),
        await putPart(origin, finished, photo, 2),
      ];
      const interrupted = await startUpload(config, token, photo.length);
      await putPart(origin, interrupted, photo, 1);
      const inFlight = await halfSentPart(interrupted, photo, 2);

      await killGroup(killed.child, processes);
      killed = undefined;
      expect(await inFlight.settled).not.toMatch(/^answered/);
      expect(portsStillListening(ports)).toEqual([]);

      const log: string[] = [];
      restarted = await startLocalStack({
        port,
        dataDir,
        buildFrontend: false,
        log: (line) => log.push(line),
      }).catch((error: unknown) => {
        throw new Error(`${String(error)}\n${log.join('\n')}`);
      });
      s3 = localS3Client(restarted.s3Endpoint);
      const admin = { token: (await adminTokens(restarted)).AccessToken };

      // (a) What was staged survived: the upload whose parts were all PUT completes as usual.
      const completed = await graphql<{ completeStaffPhotoUpload: { key: string } }>(
        restarted,
        admin,
        COMPLETE,
        {
          input: {
            key: finished.key,
            uploadId: finished.uploadId,
            parts: finishedParts,
            size: photo.length,
          },
        },
      );
      expect(completed.body.errors).toBeUndefined();
      const publishedKey = completed.body.data!.completeStaffPhotoUpload.key;
      const served = await fetch(`${restarted.url}/${publishedKey}`);
      expect(served.status).toBe(200);
      // Published re-encoded (lambdas/files/photoEncoding.ts): the same picture, not the same bytes.
      const [shown, uploaded] = await Promise.all([
        decode(Buffer.from(await served.arrayBuffer())),
        decode(photo),
      ]);
      expect(shown).toEqual(uploaded);
      expect(await uploadsFor(finished.key)).toEqual([]);
      expect(await objectExists(restarted, s3, finished.key)).toBe(false);

      // The interrupted upload still exists, with the part that was acknowledged before the kill;
      // the part cut off mid-way is not listed, as S3 never acknowledged it.
      expect(await uploadsFor(interrupted.key)).toEqual([interrupted.uploadId]);
      const listed = await s3.send(
        new ListPartsCommand({
          Bucket: FILES_BUCKET,
          Key: interrupted.key,
          UploadId: interrupted.uploadId,
        }),
      );
      expect(listed.Parts?.map((part) => part.PartNumber)).toEqual([1]);
      // Its remaining part cannot be sent: the URL names the killed stack's S3 port …
      const oldUrl = new URL(interrupted.parts[1]!.url);
      await expect(
        fetch(oldUrl, { method: 'PUT', body: new Uint8Array(partBytes(interrupted, photo, 2)) }),
      ).rejects.toThrow();
      // … and, sent to the new one, carries a signature of a key that no longer exists.
      const newEndpoint = new URL(restarted.s3Endpoint);
      oldUrl.host = newEndpoint.host;
      const resent = await fetch(oldUrl, {
        method: 'PUT',
        headers: { origin },
        body: new Uint8Array(partBytes(interrupted, photo, 2)),
      });
      expect(resent.status).toBe(403);
      expect(await resent.text()).toContain('SignatureDoesNotMatch');

      // (b) Aborting it after the restart succeeds and leaves nothing behind.
      const aborted = await graphql<{ abortStaffPhotoUpload: boolean }>(restarted, admin, ABORT, {
        input: { key: interrupted.key, uploadId: interrupted.uploadId },
      });
      expect(aborted.body.errors).toBeUndefined();
      expect(aborted.body.data!.abortStaffPhotoUpload).toBe(true);
      expect(await uploadsFor(interrupted.key)).toEqual([]);
      await expect(
        s3.send(
          new ListPartsCommand({
            Bucket: FILES_BUCKET,
            Key: interrupted.key,
            UploadId: interrupted.uploadId,
          }),
        ),
      ).rejects.toMatchObject({ name: 'NoSuchUpload' });
      expect(await objectExists(restarted, s3, interrupted.key)).toBe(false);
      const unpublished = interrupted.key.replace(/^uploads\/staff\//, 'public/staff/');
      expect(await objectExists(restarted, s3, unpublished)).toBe(false);
      expect((await fetch(`${restarted.url}/${unpublished}`)).status).toBe(404);
    },
  );
});

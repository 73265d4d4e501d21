// Job applications against the local stack, as the job page's Apply form and the admin use them:
// the CV uploaded through a presigned PUT to the private prefix, checked by content (a PDF or a
// Word document, at most 5 MB, zip bombs refused) and completed once; the application stored under
// its reference only for an open job, the two e-mails in the captured mail without the CV or the
// screening answers; the admin's applications (per job, unread count, opening marks read, status,
// notes, the CV's signed link, CSV export, delete with the CV); nothing stored on bad input.
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_A_CV_TYPE } from '../../lambdas/applications/cv';
import { JOB_NOT_OPEN } from '../../lambdas/applications/routes';
import { WORD_DOCUMENT_TOO_LARGE } from '../../lambdas/shared/attachmentType';
import { clientOptions } from '../../lib/local/config/aws-env';
import { MAIL_ADDRESSES } from '../../lib/local/config/mail-addresses';
import { localS3Client } from '../../lib/local/emulators/s3';
import { JOB_APPLICATION_LIMITS } from '../../schema/contract/inputLimits';
import {
  JOB_APPLICATION_REFERENCE_PATTERN,
  jobApplicationAcknowledgement,
} from '../../schema/contract/jobApplications';
import { applicationCvPrefix } from '../../schema/contract/storage';
import {
  adminTokens,
  graphql,
  objectExists,
  sharedTestStack,
  type Credentials,
  type LocalStack,
} from './support/stack';
import { expireAndSweep } from './support/ttl';
import { privateUploads } from './support/uploads';
import { deflatedZeros, wordDocumentEntries, zipOf } from '../support/zips';

const SUBMIT = `mutation ($input: SubmitJobApplicationInput!) {
  submitJobApplication(input: $input) { reference receivedAt }
}`;

const PDF_TYPE = 'application/pdf';
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const MIB = 1048576;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const DOCX = Buffer.from(
  zipSync({
    '[Content_Types].xml': strToU8('<Types/>'),
    'word/document.xml': strToU8('<w:document/>'),
  }),
);
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

interface CapturedEmail {
  destination: { to: string[] };
  subject: string;
  body: { text?: string; html?: string };
}

let stack: LocalStack;
let admin: Credentials;
let openJob: { id: string; title: string };
let filledJob: { id: string };
const apiKey = (): Credentials => ({ apiKey: stack.apiKey });

async function createJob(title: string, filled: boolean) {
  const response = await graphql<{ createPost: { id: string; title: string } }>(
    stack,
    admin,
    'mutation ($input: CreatePostInput!) { createPost(input: $input) { id title } }',
    {
      input: {
        title,
        description: ['Support people at home.'],
        location: 'Victoria',
        type: 'Casual',
        filled,
      },
    },
  );
  expect(response.body.errors).toBeUndefined();
  return response.body.data!.createPost;
}

beforeAll(async () => {
  stack = await sharedTestStack();
  admin = { token: (await adminTokens(stack)).AccessToken };
  openJob = await createJob('Support Worker', false);
  filledJob = await createJob('Team Leader', true);
}, 120_000);

const {
  start: startUpload,
  upload: uploadCv,
  uploadChecked,
} = privateUploads(() => stack, 'JobApplicationCv');

async function checkedCv(fileName = 'My CV.pdf', body = PDF, contentType = PDF_TYPE) {
  return (await uploadChecked(fileName, body, contentType)).checked;
}

function applicationInput(marker: string, cv: string[]) {
  return {
    jobId: openJob.id,
    name: `Jo ${marker}`,
    email: `jo.${marker}@example.com`,
    phone: '0400 000 000',
    rightToWork: 'YES',
    screeningCheck: 'APPLIED',
    availability: `Weekdays ${marker}`,
    note: `Five years in community support ${marker}`,
    cv,
  };
}

/** Sends an application that must be accepted; answers its reference. */
async function submitApplication(input: Record<string, unknown>): Promise<string> {
  const submitted = await graphql<{ submitJobApplication: { reference: string } }>(
    stack,
    apiKey(),
    SUBMIT,
    { input },
  );
  expect(submitted.body.errors).toBeUndefined();
  return submitted.body.data!.submitJobApplication.reference;
}

async function capturedMail(): Promise<CapturedEmail[]> {
  return ((await (await fetch(`${stack.mailUrl}store`)).json()) as { emails: CapturedEmail[] })
    .emails;
}

async function applicationIds(): Promise<string[]> {
  const response = await graphql<{ listJobApplications: { items: { id: string }[] } }>(
    stack,
    admin,
    '{ listJobApplications(limit: 100) { items { id } } }',
  );
  expect(response.body.errors).toBeUndefined();
  return response.body.data!.listJobApplications.items.map((item) => item.id);
}

async function unreadCount(): Promise<number> {
  const response = await graphql<{ unreadJobApplicationCount: number }>(
    stack,
    admin,
    '{ unreadJobApplicationCount }',
  );
  return response.body.data!.unreadJobApplicationCount;
}

describe('an application with a CV, from the job page to the admin', () => {
  it('is stored, acknowledged without the CV or answers, read, shortlisted, exported and deleted with its CV', async () => {
    const s3 = localS3Client(stack.s3Endpoint);
    try {
      const cv = await checkedCv();
      expect(cv).toMatchObject({ fileName: 'My-CV.pdf', contentType: PDF_TYPE });
      const unreadBefore = await unreadCount();

      const marker = `m${Date.now()}`;
      const input = applicationInput(marker, [cv.key]);
      const reference = await submitApplication(input);
      expect(reference).toMatch(JOB_APPLICATION_REFERENCE_PATTERN);
      // Emptied, so its upload can never be checked in again.
      const used = await s3.send(new HeadObjectCommand({ Bucket: stack.filesBucket, Key: cv.key }));
      expect(used.ContentLength).toBe(0);

      const mail = (await capturedMail()).filter((email) =>
        `${email.subject}${email.body.text}`.includes(reference),
      );
      expect(mail.map((email) => email.destination.to).sort()).toEqual(
        [[input.email], [MAIL_ADDRESSES.inboxEmail]].sort(),
      );
      const acknowledgement = mail.find((email) => email.destination.to[0] === input.email);
      expect(acknowledgement?.body.text).toContain(`Your reference is ${reference}.`);
      expect(acknowledgement?.body.html).toContain(`<strong>${reference}</strong>`);
      for (const part of [acknowledgement?.body.text, acknowledgement?.body.html]) {
        for (const step of jobApplicationAcknowledgement.next) expect(part).toContain(step);
      }
      const notice = mail.find((email) => email.destination.to[0] === MAIL_ADDRESSES.inboxEmail);
      expect(notice?.body.text).toContain(`Job: ${openJob.title}`);
      expect(notice?.body.text).toMatch(
        new RegExp(`https?://\\S+/admin/applications\\?reference=${reference}$`, 'm'),
      );
      const sent = JSON.stringify(mail);
      for (const value of [input.note, input.availability, cv.fileName, 'APPLIED', 'Screening']) {
        expect(sent).not.toContain(value);
      }

      // The job's applications, newest first, unread until opened.
      const perJob = await graphql<{
        listJobApplications: {
          items: { id: string; jobTitle: string; name: string; read: boolean }[];
        };
      }>(
        stack,
        admin,
        'query ($jobId: String!) { listJobApplications(filter: { jobId: { eq: $jobId } }) { items { id jobTitle name read } } }',
        { jobId: openJob.id },
      );
      expect(perJob.body.data!.listJobApplications.items[0]).toEqual({
        id: reference,
        jobTitle: openJob.title,
        name: input.name,
        read: false,
      });
      expect(await unreadCount()).toBe(unreadBefore + 1);
      const opened = await graphql<{
        getJobApplication: { read: boolean; screeningCheck: string; cv: { key: string }[] };
      }>(
        stack,
        admin,
        `{ getJobApplication(id: "${reference}") { read screeningCheck rightToWork note cv { key fileName contentType size } } }`,
      );
      expect(opened.body.data!.getJobApplication).toEqual({
        read: true,
        screeningCheck: 'APPLIED',
        rightToWork: 'YES',
        note: input.note,
        cv: [
          {
            key: `private/applications/${reference}/My-CV.pdf`,
            fileName: 'My-CV.pdf',
            contentType: PDF_TYPE,
            size: PDF.length,
          },
        ],
      });
      expect(await unreadCount()).toBe(unreadBefore);

      // The CV: a signed link for staff; the site and unsigned S3 refuse.
      const [stored] = opened.body.data!.getJobApplication.cv;
      const link = await graphql<{ jobApplicationCvUrl: string }>(
        stack,
        admin,
        `{ jobApplicationCvUrl(id: "${reference}") }`,
      );
      const download = await fetch(link.body.data!.jobApplicationCvUrl);
      expect(download.status).toBe(200);
      expect(download.headers.get('content-disposition')).toBe('attachment; filename="My-CV.pdf"');
      expect(Buffer.from(await download.arrayBuffer())).toEqual(PDF);
      const viaSite = await fetch(`${stack.url}/${stored!.key}`);
      expect(viaSite.status).toBe(404);
      await viaSite.arrayBuffer();
      const unsigned = await fetch(`${stack.s3Endpoint}/${stack.filesBucket}/${stored!.key}`);
      expect(unsigned.status).toBe(403);
      await unsigned.arrayBuffer();

      // Status, an append-only note with its author, the CSV without the note.
      const status = await graphql<{ updateJobApplicationStatus: { status: string } }>(
        stack,
        admin,
        `mutation { updateJobApplicationStatus(input: { id: "${reference}", status: SHORTLISTED }) { status } }`,
      );
      expect(status.body.data!.updateJobApplicationStatus).toEqual({ status: 'SHORTLISTED' });
      const noted = await graphql<{
        addJobApplicationNote: { notes: { text: string; author: string }[] };
      }>(
        stack,
        admin,
        'mutation ($input: AddJobApplicationNoteInput!) { addJobApplicationNote(input: $input) { notes { text author } } }',
        { input: { id: reference, text: 'Call to book an interview.' } },
      );
      expect(noted.body.data!.addJobApplicationNote.notes).toEqual([
        { text: 'Call to book an interview.', author: stack.adminEmail },
      ]);
      const csv = await graphql<{ exportJobApplications: string }>(
        stack,
        admin,
        'mutation ($jobId: String!) { exportJobApplications(filter: { jobId: { eq: $jobId } }) }',
        { jobId: openJob.id },
      );
      expect(csv.body.errors).toBeUndefined();
      const exported = csv.body.data!.exportJobApplications;
      const quoted = (cells: string[]) => cells.map((cell) => `"${cell}"`).join(',');
      expect(exported.split('\r\n')[0]).toBe(
        quoted([
          'Received',
          'Reference',
          'Job',
          'Status',
          'Name',
          'E-mail',
          'Phone',
          'Right to work in Australia',
          'NDIS Worker Screening Check',
          'Availability',
        ]),
      );
      expect(exported).toContain(
        quoted([reference, 'Support Worker', 'Shortlisted', input.name, input.email]),
      );
      expect(exported).not.toContain(input.note);
      const trail = await graphql<{ auditTrail: { action: string }[] }>(
        stack,
        admin,
        `{ auditTrail(kind: JOB_APPLICATION, id: "${reference}") { action } }`,
      );
      expect(trail.body.data!.auditTrail.map((entry) => entry.action)).toContain('EXPORTED');

      // Delete takes the CV along.
      const deleted = await graphql<{ deleteJobApplication: { id: string } }>(
        stack,
        admin,
        `mutation { deleteJobApplication(input: { id: "${reference}" }) { id } }`,
      );
      expect(deleted.body.data!.deleteJobApplication).toEqual({ id: reference });
      expect(await objectExists(stack, s3, stored!.key)).toBe(false);
      const gone = await graphql(stack, admin, `{ getJobApplication(id: "${reference}") { id } }`);
      expect(gone.body.errors?.[0]?.errorType).toBe('NotFound');
    } finally {
      s3.destroy();
    }
  });
});

describe("a job's number of applications", () => {
  const COUNTS = `query Counts($jobIds: [ID!]!) { jobApplicationCounts(jobIds: $jobIds) { jobId count } }`;
  const counts = (jobIds: unknown) =>
    graphql<{ jobApplicationCounts: { jobId: string; count: number }[] }>(stack, admin, COUNTS, {
      jobIds,
    });

  it('is counted per named job without opening any application, and drops with a deletion', async () => {
    const job = await createJob('Counted Support Worker', false);
    const references: string[] = [];
    for (const marker of [`c1${Date.now()}`, `c2${Date.now()}`]) {
      const input = { ...applicationInput(marker, [(await checkedCv()).key]), jobId: job.id };
      references.push(await submitApplication(input));
    }
    const unreadBefore = await unreadCount();

    const counted = await counts([job.id, filledJob.id]);
    expect(counted.body.errors).toBeUndefined();
    // Only this job's applications; a job nobody applied for counts 0.
    expect(counted.body.data!.jobApplicationCounts).toEqual([
      { jobId: job.id, count: 2 },
      { jobId: filledJob.id, count: 0 },
    ]);

    await expect(unreadCount()).resolves.toBe(unreadBefore);
    for (const reference of references) {
      const trail = await graphql<{ auditTrail: { action: string }[] }>(
        stack,
        admin,
        `{ auditTrail(kind: JOB_APPLICATION, id: "${reference}") { action } }`,
      );
      expect(trail.body.errors).toBeUndefined();
      expect(trail.body.data!.auditTrail.map((entry) => entry.action)).not.toContain('VIEWED');
    }

    const deleted = await graphql(
      stack,
      admin,
      `mutation { deleteJobApplication(input: { id: "${references[0]}" }) { id } }`,
    );
    expect(deleted.body.errors).toBeUndefined();
    const afterDeletion = await counts([job.id]);
    expect(afterDeletion.body.data!.jobApplicationCounts).toEqual([{ jobId: job.id, count: 1 }]);
  });

  it.each([
    ['no job', [], 'jobIds: Name at least one job.'],
    [
      'too many jobs',
      Array.from({ length: JOB_APPLICATION_LIMITS.maxCountedJobs + 1 }, (_, n) => `job-${n}`),
      `jobIds: Name at most ${JOB_APPLICATION_LIMITS.maxCountedJobs} jobs.`,
    ],
    ['a blank id', [' '], 'jobIds[0]: Required; must not be blank.'],
  ])('refuses %s by its field', async (_, jobIds, message) => {
    const refused = await counts(jobIds);
    expect(refused.body.errors?.[0]).toMatchObject({ errorType: 'ValidationError', message });
  });
});

describe("an application's CV goes with it when it expires", () => {
  let s3: S3Client;
  let documents: DynamoDBDocumentClient;
  beforeAll(() => {
    s3 = localS3Client(stack.s3Endpoint);
    documents = DynamoDBDocumentClient.from(
      new DynamoDBClient(clientOptions(stack.dynamodbEndpoint)),
    );
  });
  afterAll(() => {
    s3?.destroy();
    documents?.destroy();
  });

  async function filesOf(reference: string): Promise<string[]> {
    const listed = await s3.send(
      new ListObjectsV2Command({
        Bucket: stack.filesBucket,
        Prefix: applicationCvPrefix(reference),
      }),
    );
    return (listed.Contents ?? []).map((object) => object.Key!);
  }

  /** An application sent with a CV, plus a file under its prefix that it does not name. */
  async function applicationWithFiles(): Promise<string> {
    const cv = await checkedCv();
    const reference = await submitApplication(
      applicationInput(`t${Date.now()}${Math.random()}`, [cv.key]),
    );
    await s3.send(
      new PutObjectCommand({
        Bucket: stack.filesBucket,
        Key: `${applicationCvPrefix(reference)}unnamed.pdf`,
        Body: PDF,
      }),
    );
    expect(await filesOf(reference)).toHaveLength(2);
    return reference;
  }

  it('the TTL sweep deletes everything under its prefix, and only that', async () => {
    const expired = await applicationWithFiles();
    const kept = await applicationWithFiles();

    expect(
      await expireAndSweep(stack, documents, 'JobApplication', expired),
    ).toBeGreaterThanOrEqual(1);

    expect(await applicationIds()).not.toContain(expired);
    expect(await filesOf(expired)).toEqual([]);
    expect(await filesOf(kept)).toHaveLength(2);
  });
});

describe('bad input', () => {
  it('is refused with the field named, storing and sending nothing', async () => {
    const cv = await checkedCv('cv.docx', DOCX, DOCX_TYPE);
    const before = await applicationIds();
    const mailBefore = (await capturedMail()).length;
    const valid = applicationInput(`b${Date.now()}`, [cv.key]);
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, 'name'],
      [{ phone: '12' }, 'phone'],
      [{ note: 'x'.repeat(2001) }, 'note'],
      [{ cv: [] }, 'cv'],
      [{ cv: ['private/referrals/checked/0f8fad5b-d9cb-469f-a165-70867728950e_cv.pdf'] }, 'cv[0]'],
      [{ jobId: filledJob.id }, 'jobId'],
      [{ jobId: 'no-such-job' }, 'jobId'],
    ];
    for (const [change, field] of cases) {
      const response = await graphql(stack, apiKey(), SUBMIT, { input: { ...valid, ...change } });
      expect(response.body.errors?.[0]?.errorType, field).toBe('ValidationError');
      expect(response.body.errors?.[0]?.message, field).toMatch(
        new RegExp(`^${field.replace(/[[\]]/g, '\\$&')}: `),
      );
    }
    // Answers outside the enums are refused by the schema itself, naming the field.
    for (const [change, field] of [
      [{ rightToWork: 'MAYBE' }, 'rightToWork'],
      [{ screeningCheck: 'SOON' }, 'screeningCheck'],
    ] as const) {
      const response = await graphql(stack, apiKey(), SUBMIT, { input: { ...valid, ...change } });
      expect(response.body.errors?.[0]?.message, field).toContain(field);
    }
    const closed = await graphql(stack, apiKey(), SUBMIT, {
      input: { ...valid, jobId: filledJob.id },
    });
    expect(closed.body.errors?.[0]?.message).toBe(`jobId: ${JOB_NOT_OPEN}`);
    expect(await applicationIds()).toEqual(before);
    expect((await capturedMail()).length).toBe(mailBefore);
    // The checked CV is still there for a corrected send.
    const corrected = await graphql(stack, apiKey(), SUBMIT, { input: valid });
    expect(corrected.body.errors).toBeUndefined();
  });

  it('answers a filled honeypot as if stored, storing nothing', async () => {
    const cv = await checkedCv();
    const before = await applicationIds();
    const response = await graphql<{ submitJobApplication: { reference: string } }>(
      stack,
      apiKey(),
      SUBMIT,
      { input: { ...applicationInput(`h${Date.now()}`, [cv.key]), website: 'spam.example' } },
    );
    expect(response.body.data!.submitJobApplication.reference).toMatch(
      JOB_APPLICATION_REFERENCE_PATTERN,
    );
    expect(await applicationIds()).toEqual(before);
  });
});

describe('a CV', () => {
  it('of another type, declared or by content, is refused', async () => {
    const declared = await startUpload('photo.png', 'image/png', PNG.length);
    expect(declared.body.errors?.[0]?.message).toMatch(/^contentType: /);
    for (const [name, body] of [
      ['photo.pdf', PNG],
      ['page.pdf', Buffer.from('<html><body>Hello</body></html>')],
    ] as const) {
      const { completed } = await uploadCv(name, body, PDF_TYPE);
      expect(completed.body.errors?.[0]?.message, name).toBe(`key: ${NOT_A_CV_TYPE}`);
    }
  });

  it('over 5 MB is refused before any upload', async () => {
    const response = await startUpload('big.pdf', PDF_TYPE, 5 * MIB + 1);
    expect(response.body.errors?.[0]).toMatchObject({
      errorType: 'ValidationError',
      message: 'size: A CV may be at most 5 MB.',
    });
  });

  it('that is a zip bomb named .docx is refused', async () => {
    const document = wordDocumentEntries()[1]!;
    const bomb = zipOf([await deflatedZeros('[Content_Types].xml', 64), document]);
    const { completed } = await uploadCv('cv.docx', bomb, DOCX_TYPE);
    expect(completed.body.errors?.[0]).toMatchObject({
      errorType: 'ValidationError',
      message: `key: ${WORD_DOCUMENT_TOO_LARGE}`,
    });
  });
});

// The applications handler's logic against mocked AWS clients: an application only for an open job
// (nothing stored or sent otherwise), the CV checked by content and refused when it is not a
// document, the stored application's CV under its reference, and e-mails that carry neither the CV
// nor the screening answers.
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { handler } from '../../lambdas/applications/handler';
import { NOT_A_CV_TYPE } from '../../lambdas/applications/cv';
import { JOB_NOT_OPEN } from '../../lambdas/applications/routes';
import { acknowledgementBody, staffNotificationText } from '../../lambdas/applications/mail';
import { JOB_APPLICATION_LIMITS } from '../../schema/contract/inputLimits';
import { JOB_APPLICATION_REFERENCE_PATTERN } from '../../schema/contract/jobApplications';
import {
  dynamoMock,
  expectData,
  expectError,
  identities,
  invoke,
  s3Mock,
  sesMock,
  useHandlerTestEnvironment,
} from './helpers';

const UUID_SEGMENT = '0f8fad5b-d9cb-469f-a165-70867728950e';
const UPLOAD_KEY = `private/applications/uploads/${UUID_SEGMENT}_cv.pdf`;
const CHECKED_KEY = `private/applications/checked/${UUID_SEGMENT}_cv.pdf`;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const JOB = {
  id: 'job-1',
  title: 'Support Worker',
  description: ['Line'],
  location: 'Victoria',
  type: 'Casual',
  closesOn: '2999-12-31',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const INPUT = {
  jobId: JOB.id,
  name: 'Jo Applicant',
  email: 'jo@example.com',
  phone: '0400 000 000',
  rightToWork: 'YES',
  screeningCheck: 'NOT_YET',
  note: 'Five years in community support.',
  cv: [CHECKED_KEY],
};

useHandlerTestEnvironment();

const submit = (input: Record<string, unknown> = INPUT) =>
  invoke(handler, 'Mutation.submitJobApplication', { input }, identities.apiKey);

function storedCv(contentType = 'application/pdf'): void {
  s3Mock
    .on(HeadObjectCommand, { Key: CHECKED_KEY })
    .resolves({ ContentLength: PDF.length, ContentType: contentType, ETag: '"e"' });
}

describe('submitJobApplication', () => {
  it.each([
    ['filled', { ...JOB, filled: true }],
    ['closed yesterday', { ...JOB, closesOn: '2020-01-01' }],
    ['missing', undefined],
  ])('refuses a job that is %s by its field, storing and sending nothing', async (_, job) => {
    dynamoMock.on(GetCommand).resolves({ Item: job });
    storedCv();
    expect(expectError(await submit())).toMatchObject({
      errorType: 'ValidationError',
      errorMessage: `jobId: ${JOB_NOT_OPEN}`,
    });
    expect(dynamoMock.commandCalls(PutCommand)).toHaveLength(0);
    expect(s3Mock.commandCalls(CopyObjectCommand)).toHaveLength(0);
    expect(sesMock.commandCalls(SendEmailCommand)).toHaveLength(0);
  });

  it('stores an application for an open job, with its CV under its reference, and e-mails twice', async () => {
    dynamoMock.on(GetCommand).resolves({ Item: JOB });
    dynamoMock.on(PutCommand).resolves({});
    storedCv();
    s3Mock.on(CopyObjectCommand).resolves({});
    s3Mock.on(PutObjectCommand).resolves({});
    sesMock.on(SendEmailCommand).resolves({ MessageId: 'm1' });
    const { reference } = expectData<{ reference: string }>(await submit());
    expect(reference).toMatch(JOB_APPLICATION_REFERENCE_PATTERN);
    const item = dynamoMock.commandCalls(PutCommand)[0]!.args[0].input.Item!;
    expect(item).toMatchObject({
      id: reference,
      jobTitle: JOB.title,
      jobClosesOn: JOB.closesOn,
      status: 'NEW',
      read: false,
      cv: [{ key: `private/applications/${reference}/cv.pdf`, fileName: 'cv.pdf' }],
    });
    // Kept a year (cdk.json) from the day after the closing date.
    expect(item.expiresAt).toBe(Date.parse('3000-01-01T00:00:00Z') / 1000 + 365 * 86_400);
    expect(s3Mock.commandCalls(CopyObjectCommand)[0]!.args[0].input).toMatchObject({
      CopySource: `files-bucket/${CHECKED_KEY}`,
      Key: `private/applications/${reference}/cv.pdf`,
    });
    const mail = JSON.stringify(sesMock.commandCalls(SendEmailCommand).map((call) => call.args));
    expect(sesMock.commandCalls(SendEmailCommand)).toHaveLength(2);
    for (const secret of [INPUT.note, 'NOT_YET', 'Not yet', 'cv.pdf']) {
      expect(mail).not.toContain(secret);
    }
  });
});

describe('completeJobApplicationCvUpload', () => {
  it('refuses an image as a CV, keeps nothing and deletes the upload', async () => {
    s3Mock
      .on(HeadObjectCommand, { Key: UPLOAD_KEY })
      .resolves({ ContentLength: PNG.length, ContentType: 'application/pdf', ETag: '"e"' });
    s3Mock.on(GetObjectCommand).resolves({
      Body: { transformToByteArray: async () => new Uint8Array(PNG) } as never,
    });
    s3Mock.on(DeleteObjectCommand).resolves({});
    const outcome = await invoke(
      handler,
      'Mutation.completeJobApplicationCvUpload',
      { input: { key: UPLOAD_KEY, size: PNG.length } },
      identities.apiKey,
    );
    expect(expectError(outcome)).toMatchObject({
      errorType: 'ValidationError',
      errorMessage: `key: ${NOT_A_CV_TYPE}`,
    });
    expect(s3Mock.commandCalls(CopyObjectCommand)).toHaveLength(0);
    expect(s3Mock.commandCalls(DeleteObjectCommand)[0]!.args[0].input.Key).toBe(UPLOAD_KEY);
  });
});

describe('jobApplicationCounts', () => {
  const count = (jobIds: unknown) =>
    invoke(handler, 'Query.jobApplicationCounts', { jobIds }, identities.role('website'));
  const tooMany = Array.from(
    { length: JOB_APPLICATION_LIMITS.maxCountedJobs + 1 },
    (_, index) => `job-${index}`,
  );

  it.each([
    ['no job', [], 'jobIds: Name at least one job.'],
    ['too many jobs', tooMany, `jobIds: Name at most ${tooMany.length - 1} jobs.`],
    ['a blank id', ['job-1', ' '], 'jobIds[1]: Required; must not be blank.'],
    ['an id too long', ['x'.repeat(101)], 'jobIds[0]: Must be at most 100 characters.'],
    ['a number', [7], 'jobIds[0]: Must be text.'],
    ['not a list', 'job-1', 'jobIds: Must be a list of job ids.'],
  ])('refuses %s by its field and reads nothing', async (_, jobIds, message) => {
    expect(expectError(await count(jobIds))).toEqual({
      errorType: 'ValidationError',
      errorMessage: message,
    });
    expect(dynamoMock.calls()).toHaveLength(0);
  });

  it("counts each named job's applications in one paged read of job ids only", async () => {
    dynamoMock
      .on(QueryCommand)
      .resolvesOnce({
        Items: [{ jobId: 'job-1' }, { jobId: 'job-2' }, { jobId: 'job-1' }],
        LastEvaluatedKey: { id: 'J-2' },
      })
      .resolvesOnce({ Items: [{ jobId: 'job-1' }, { jobId: 'job-3' }] });

    expect(expectData(await count(['job-1', 'job-4', 'job-1']))).toEqual([
      { jobId: 'job-1', count: 3 },
      { jobId: 'job-4', count: 0 },
    ]);
    const queries = dynamoMock.commandCalls(QueryCommand).map((call) => call.args[0].input);
    expect(queries).toHaveLength(2);
    expect(queries[0]).toMatchObject({
      ProjectionExpression: '#jobId',
      ExclusiveStartKey: undefined,
    });
    expect(queries[1]).toMatchObject({ ExclusiveStartKey: { id: 'J-2' } });
    // Nothing written: no audit entry, no application marked read.
    expect(dynamoMock.calls()).toHaveLength(2);
  });
});

describe('the e-mails', () => {
  const application = {
    id: 'J-7K3Q9P',
    createdAt: '2026-01-01T00:00:00.000Z',
    email: 'jo@example.com',
    jobTitle: 'Support Worker',
  };

  it('give the applicant the reference in HTML and plain text', () => {
    const body = acknowledgementBody(application);
    expect(body.text).toContain('Your reference is J-7K3Q9P.');
    expect(body.html).toContain('<strong>J-7K3Q9P</strong>');
    expect(body.text).toContain('Support Worker');
  });

  it('link staff to the application', () => {
    expect(staffNotificationText(application)).toMatch(
      /^Read it in the admin: https?:\/\/\S+\/admin\/applications\?reference=J-7K3Q9P$/m,
    );
  });
});

// The referrals handler's logic against mocked AWS clients: validation (nothing stored or sent for
// bad input), the reference, the honeypot, the e-mails' content, attachments checked by content and
// moved under the referral, notes with their author, deletes that take the attachments along.

import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import { AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import {
  DeleteCommand,
  TransactWriteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { readFileSync } from 'node:fs';
import { strToU8, zipSync } from 'fflate';
import { Kind, parse, type EnumTypeDefinitionNode } from 'graphql';
import { beforeEach, describe, expect, it } from 'vitest';
import { WORD_DOCUMENT_TOO_LARGE, attachmentCheckOf } from '../../lambdas/shared/attachmentType';
import { LIST_VIEW_DETAIL } from '../../schema/contract/personalDetails';
import { handler } from '../../lambdas/referrals/handler';
import {
  CONTACT_METHOD_LABELS,
  PLAN_FUNDING_LABELS,
  REFERENCE_PATTERN,
  REFERRAL_STATUS_LABELS,
  REFERRER_ROLE_LABELS,
} from '../../schema/contract/referrals';
import { LIST_LIMITS, REFERRAL_ATTACHMENT_LIMITS } from '../../schema/contract/inputLimits';
import {
  allSdkCalls,
  cognitoMock,
  conditionalCheckFailed,
  dynamoMock,
  expectData,
  expectError,
  identities,
  invoke,
  ISO_TIMESTAMP,
  s3Error,
  s3Mock,
  sesMock,
  useHandlerTestEnvironment,
  auditedItems,
  transactionActions,
  transactionCanceled,
} from './helpers';
import { deflatedZeros, wordDocumentEntries, zipOf } from '../support/zips';

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const UUID_SEGMENT = '0f8fad5b-d9cb-469f-a165-70867728950e';
const CLIENT_TOKEN = '6f1c2a9e-4b7d-4e2a-9c3f-1a2b3c4d5e6f';
const UPLOAD_KEY = `private/referrals/uploads/${UUID_SEGMENT}_plan.pdf`;
const CHECKED_KEY = `private/referrals/checked/${UUID_SEGMENT}_plan.pdf`;

const PDF = strToU8('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
function zip(entries: Record<string, string>): Uint8Array {
  return zipSync(
    Object.fromEntries(Object.entries(entries).map(([name, text]) => [name, strToU8(text)])),
  );
}
const DOCX = zip({
  '[Content_Types].xml':
    '<Types><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  'word/document.xml': '<w:document/>',
});

const SENSITIVE = {
  participantName: 'Pat Participant',
  participantDateOfBirth: '1990-05-17',
  ndisNumber: '430123456',
  supportNeeded: 'Needs help with showering and medication.',
  goals: 'Wants to join a gardening group.',
  participantPhone: '0411 222 333',
  participantEmail: 'pat.participant@example.com',
  planManagerName: 'Morgan Plans',
  planManagerEmail: 'morgan@plans.example',
};
const VALID = {
  referrerRole: 'SUPPORT_COORDINATOR',
  referrerName: 'Casey Coordinator',
  referrerOrganisation: 'Coordination Co',
  referrerEmail: 'casey@example.com',
  referrerPhone: '0400 000 000',
  ...SENSITIVE,
  participantPostcode: 3000,
  preferredContact: 'EMAIL',
  communication: { interpreter: true, interpreterLanguage: 'Vietnamese', auslan: false },
  planFunding: 'PLAN_MANAGED',
  planStartDate: '2025-01-01',
  planEndDate: '2025-12-31',
  services: ['supportCoordination', 'occupationalTherapist'],
  consent: true,
};

function create(input: Record<string, unknown>) {
  return invoke(handler, 'Mutation.createReferral', { input }, identities.apiKey);
}

function body(bytes: Uint8Array) {
  return { Body: { transformToByteArray: async () => bytes } as never };
}

useHandlerTestEnvironment();

describe('createReferral', () => {
  it('stores a NEW, unread referral under a fresh reference, then e-mails the referrer and the inbox', async () => {
    const order: string[] = [];
    dynamoMock.on(PutCommand).callsFake(() => order.push('store'));
    sesMock.on(SendEmailCommand).callsFake(() => order.push('email'));

    const receipt = expectData<{ reference: string; receivedAt: string }>(
      await create({ ...VALID, ndisNumber: '430 123 456', website: '' }),
    );

    expect(receipt.reference).toMatch(REFERENCE_PATTERN);
    expect(receipt.receivedAt).toMatch(ISO_TIMESTAMP);
    expect(order).toEqual(['store', 'email', 'email']);
    const item = dynamoMock.commandCalls(PutCommand)[0]?.args[0].input.Item;
    expect(item).toEqual({
      ...VALID,
      contactThroughReferrer: false,
      communication: { ...VALID.communication, other: null },
      id: receipt.reference,
      attachments: [],
      status: 'NEW',
      read: false,
      notes: [],
      createdAt: receipt.receivedAt,
      updatedAt: receipt.receivedAt,
      // No expiresAt: a new referral is open, and kept until it is accepted, declined or closed.
      entityType: 'Referral',
    });
    const [acknowledgement, notification] = sesMock
      .commandCalls(SendEmailCommand)
      .map((call) => call.args[0].input);
    expect(acknowledgement?.Destination?.ToAddresses).toEqual(['casey@example.com']);
    expect(acknowledgement?.Content?.Simple?.Subject?.Data).toContain(receipt.reference);
    expect(acknowledgement?.Content?.Simple?.Body?.Text?.Data).toContain(
      `Your reference is ${receipt.reference}.`,
    );
    expect(acknowledgement?.Content?.Simple?.Body?.Text?.Data).toContain('What happens next');
    // HTML with the text as its alternative (acknowledgement-mail.test.ts checks the builders).
    expect(acknowledgement?.Content?.Simple?.Body?.Html?.Data).toContain(
      `<strong>${receipt.reference}</strong>`,
    );
    expect(notification?.Destination?.ToAddresses).toEqual(['inbox@provider.example']);
    expect(notification?.Content?.Simple?.Body?.Text?.Data).toContain(
      `Read it in the admin: https://www.example.com/admin/referrals?reference=${receipt.reference}`,
    );
    const mail = JSON.stringify([acknowledgement, notification]);
    for (const value of Object.values(SENSITIVE)) {
      expect(mail).not.toContain(value);
    }
  });

  it('draws another reference when the first is taken', async () => {
    dynamoMock.on(PutCommand).rejectsOnce(conditionalCheckFailed()).resolves({});
    dynamoMock.on(GetCommand).resolves({ Item: { id: 'R-TAKEN2', entityType: 'Referral' } });

    const receipt = expectData<{ reference: string }>(await create(VALID));

    const ids = dynamoMock.commandCalls(PutCommand).map((call) => call.args[0].input.Item?.id);
    expect(ids).toHaveLength(2);
    expect(ids[1]).toBe(receipt.reference);
  });

  it('answers a filled honeypot like a stored referral, storing and sending nothing', async () => {
    const receipt = expectData<{ reference: string }>(
      await create({ ...VALID, website: 'http://spam.example' }),
    );
    expect(receipt.reference).toMatch(REFERENCE_PATTERN);
    expect(allSdkCalls()).toHaveLength(0);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['consent not given', { consent: false }, 'consent: Required: the participant'],
    [
      'an NDIS number not starting with 43',
      { ndisNumber: '123456789' },
      'ndisNumber: Must be nine',
    ],
    ['an NDIS number of eight digits', { ndisNumber: '43012345' }, 'ndisNumber: Must be nine'],
    ['an unknown service', { services: ['gardening'] }, 'services[0]: Must be one of'],
    ['no service', { services: [] }, 'services: Choose at least one service.'],
    ['a service twice', { services: ['socialWorker', 'socialWorker'] }, 'services: Name each'],
    ['a client token that is no UUID', { clientToken: 'abc' }, 'clientToken: Must be a UUID.'],
    [
      'a date of birth in the future',
      { participantDateOfBirth: '2999-01-01' },
      'participantDateOfBirth: Must be a date between',
    ],
    [
      'a date that does not exist',
      { participantDateOfBirth: '1990-02-30' },
      'participantDateOfBirth: Must be a date that exists',
    ],
    [
      'a plan that ends before it starts',
      { planEndDate: '2024-12-31' },
      'planEndDate: Must not be before',
    ],
    [
      'a participant phone number with contact through the referrer',
      { contactThroughReferrer: true, participantEmail: null },
      'participantPhone: Leave empty when we contact the participant through the person',
    ],
    [
      'a participant e-mail address that is not one',
      { participantEmail: 'pat at home' },
      'participantEmail:',
    ],
    [
      'a plan manager for a plan that is not plan-managed',
      { planFunding: 'SELF_MANAGED', planManagerName: null },
      'planManagerEmail: Leave empty unless the plan is plan-managed',
    ],
    [
      'an interpreter without a language',
      { communication: { interpreter: true, auslan: false } },
      'communication.interpreterLanguage: Required when an interpreter',
    ],
    [
      'a language without an interpreter',
      { communication: { interpreter: false, interpreterLanguage: 'Greek', auslan: false } },
      'communication.interpreterLanguage: Leave empty',
    ],
    ['an unknown role', { referrerRole: 'BOSS' }, 'referrerRole: Must be one of'],
    ['a blank support description', { supportNeeded: ' \n ' }, 'supportNeeded: Required'],
    [
      'four attachments',
      { attachments: [1, 2, 3, 4].map((n) => CHECKED_KEY.replace('plan', `p${n}`)) },
      'attachments: Attach at most 3',
    ],
    ['an upload key as attachment', { attachments: [UPLOAD_KEY] }, 'attachments[0]: Must be a key'],
    ['an unknown field', { colour: 'blue' }, 'colour: Unknown field.'],
  ])('refuses %s, storing and sending nothing', async (_label, change, message) => {
    const error = expectError(await create({ ...VALID, ...change }));
    expect(error.errorType).toBe('ValidationError');
    expect(error.errorMessage).toMatch(
      new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    );
    expect(allSdkCalls()).toHaveLength(0);
  });

  it('moves checked attachments under the referral, then empties the checked copies', async () => {
    s3Mock.on(HeadObjectCommand).resolves({ ContentLength: 1234, ContentType: 'application/pdf' });
    const receipt = expectData<{ reference: string }>(
      await create({ ...VALID, attachments: [CHECKED_KEY] }),
    );
    const attached = `private/referrals/${receipt.reference}/1_plan.pdf`;
    expect(dynamoMock.commandCalls(PutCommand)[0]?.args[0].input.Item?.attachments).toEqual([
      { key: attached, fileName: 'plan.pdf', contentType: 'application/pdf', size: 1234 },
    ]);
    expect(s3Mock.commandCalls(CopyObjectCommand)[0]?.args[0].input).toEqual({
      Bucket: 'files-bucket',
      Key: attached,
      CopySource: `files-bucket/${CHECKED_KEY}`,
      IfNoneMatch: '*',
    });
    // Emptied, not deleted: a second complete of its upload finds the key taken.
    expect(s3Mock.commandCalls(PutObjectCommand).map((call) => call.args[0].input)).toEqual([
      { Bucket: 'files-bucket', Key: CHECKED_KEY, Body: new Uint8Array() },
    ]);
    expect(s3Mock.commandCalls(DeleteObjectCommand)).toHaveLength(0);
  });

  it('refuses a checked key a referral already took (emptied), storing nothing', async () => {
    s3Mock.on(HeadObjectCommand).resolves({ ContentLength: 0, ContentType: 'application/pdf' });
    const error = expectError(await create({ ...VALID, attachments: [CHECKED_KEY] }));
    expect(error.errorMessage).toMatch(/^attachments\[0\]: No checked file exists at this key/);
    expect(dynamoMock.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('answers a resend with the same token with the stored referral: stored, moved and e-mailed once', async () => {
    s3Mock.on(HeadObjectCommand).resolves({ ContentLength: 1234, ContentType: 'application/pdf' });
    dynamoMock.on(GetCommand).resolves({});
    const input = { ...VALID, attachments: [CHECKED_KEY], clientToken: CLIENT_TOKEN };
    const first = expectData<{ reference: string; receivedAt: string }>(await create(input));
    const stored = dynamoMock.commandCalls(PutCommand)[0]?.args[0].input.Item;
    expect(sesMock.commandCalls(SendEmailCommand)).toHaveLength(2);

    // The first attempt's answer was lost after it moved the files: the checked copy is emptied.
    dynamoMock.reset();
    s3Mock.reset();
    sesMock.reset();
    dynamoMock.on(GetCommand).resolves({ Item: stored });
    s3Mock.on(HeadObjectCommand).resolves({ ContentLength: 0 });
    const resent = expectData(await create({ ...input, clientToken: CLIENT_TOKEN.toUpperCase() }));

    expect(resent).toEqual(first);
    expect(dynamoMock.commandCalls(GetCommand)[0]?.args[0].input.Key).toEqual({
      id: first.reference,
    });
    expect(dynamoMock.commandCalls(PutCommand)).toHaveLength(0);
    expect(s3Mock.calls()).toHaveLength(0);
    expect(sesMock.calls()).toHaveLength(0);
  });

  it('answers a resend that meets an attempt still under way, leaving it the files and e-mails', async () => {
    s3Mock.on(HeadObjectCommand).resolves({ ContentLength: 1234, ContentType: 'application/pdf' });
    dynamoMock.on(GetCommand).resolves({});
    const input = { ...VALID, attachments: [CHECKED_KEY], clientToken: CLIENT_TOKEN };
    const { reference } = expectData<{ reference: string }>(await create(input));
    const at = '2025-01-01T00:00:00.000Z';
    const stored = {
      ...dynamoMock.commandCalls(PutCommand)[0]?.args[0].input.Item,
      createdAt: at,
      updatedAt: at,
    };
    dynamoMock.reset();
    s3Mock.resetHistory();
    sesMock.reset();
    // Not yet stored when the resend looks; stored by the time it writes.
    dynamoMock.on(GetCommand).resolvesOnce({}).resolves({ Item: stored });
    dynamoMock.on(PutCommand).rejects(conditionalCheckFailed());

    const resent = expectData(await create(input));

    expect(resent).toEqual({ reference, receivedAt: at });
    expect(s3Mock.commandCalls(CopyObjectCommand)).toHaveLength(0);
    expect(s3Mock.commandCalls(DeleteObjectCommand)).toHaveLength(0);
    expect(dynamoMock.commandCalls(DeleteCommand)).toHaveLength(0);
    expect(sesMock.calls()).toHaveLength(0);
  });

  it('draws the next reference when a token’s first is taken by another referral', async () => {
    const taken = { ...STORED_REFERRAL, clientTokenDigest: 'another token' };
    // Looked up first (the token's first reference taken, its second free), then met on writing.
    dynamoMock
      .on(GetCommand)
      .resolvesOnce({ Item: taken })
      .resolvesOnce({})
      .resolves({ Item: taken });
    dynamoMock.on(PutCommand).rejectsOnce(conditionalCheckFailed()).resolves({});
    const receipt = expectData<{ reference: string }>(
      await create({ ...VALID, clientToken: CLIENT_TOKEN }),
    );
    const ids = dynamoMock.commandCalls(PutCommand).map((call) => call.args[0].input.Item?.id);
    expect(ids).toHaveLength(2);
    expect(ids[1]).toBe(receipt.reference);
    expect(ids[1]).not.toBe(ids[0]);
  });

  it.each([
    ['a name', { referrerName: 'Someone Else' }],
    ['another field', { participantName: 'Another Person' }],
  ])(
    'refuses the token sent again with %s changed, in the same words, storing and sending nothing',
    async (_label, change) => {
      dynamoMock.on(GetCommand).resolves({});
      await create({ ...VALID, clientToken: CLIENT_TOKEN });
      const stored = dynamoMock.commandCalls(PutCommand)[0]?.args[0].input.Item;
      dynamoMock.reset();
      s3Mock.reset();
      sesMock.reset();
      dynamoMock.on(GetCommand).resolves({ Item: stored });

      expect(expectError(await create({ ...VALID, ...change, clientToken: CLIENT_TOKEN }))).toEqual(
        {
          errorType: 'ValidationError',
          errorMessage:
            'clientToken: Was already used for another form. Reload the page and send it again.',
        },
      );
      expect(dynamoMock.commandCalls(PutCommand)).toHaveLength(0);
      expect(s3Mock.calls()).toHaveLength(0);
      expect(sesMock.calls()).toHaveLength(0);
    },
  );

  it('refuses a checked key that no longer exists, storing nothing', async () => {
    s3Mock.on(HeadObjectCommand).rejects(s3Error('NotFound'));
    const error = expectError(await create({ ...VALID, attachments: [CHECKED_KEY] }));
    expect(error.errorMessage).toMatch(/^attachments\[0\]: No checked file exists/);
    expect(dynamoMock.calls()).toHaveLength(0);
    expect(sesMock.calls()).toHaveLength(0);
  });

  it('undoes the stored referral when its files cannot be copied, keeping the checked files', async () => {
    s3Mock.on(HeadObjectCommand).resolves({ ContentLength: 10, ContentType: 'application/pdf' });
    s3Mock.on(CopyObjectCommand).rejects(new Error('S3 is down'));
    dynamoMock.on(DeleteCommand).resolves({});
    const error = expectError(await create({ ...VALID, attachments: [CHECKED_KEY] }));
    expect(error.errorType).toBe('InternalError');
    expect(dynamoMock.commandCalls(DeleteCommand)).toHaveLength(1);
    const deleted = s3Mock.commandCalls(DeleteObjectCommand).map((call) => call.args[0].input.Key);
    expect(deleted).not.toContain(CHECKED_KEY);
    expect(sesMock.calls()).toHaveLength(0);
  });
});

describe('startReferralAttachmentUpload', () => {
  const start = (input: Record<string, unknown>) =>
    invoke(handler, 'Mutation.startReferralAttachmentUpload', { input }, identities.apiKey);

  it('presigns one PUT to a new random private upload key, type and size signed', async () => {
    const upload = expectData<{ key: string; url: string }>(
      await start({ fileName: 'My plan (2025).pdf', contentType: 'application/pdf', size: 2048 }),
    );
    expect(upload.key).toMatch(/^private\/referrals\/uploads\/[0-9a-f-]{36}_My-plan--2025-\.pdf$/);
    const url = new URL(upload.url);
    expect(url.pathname).toContain(upload.key);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('900');
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
    expect(s3Mock.calls()).toHaveLength(0);
  });

  it.each<[string, Record<string, unknown>, RegExp]>([
    ['over 10 MB', { size: REFERRAL_ATTACHMENT_LIMITS.maxBytes + 1 }, /^size: A file may be/],
    ['empty', { size: 0 }, /^size: The file is empty/],
    ['a type not allowed', { contentType: 'text/html' }, /^contentType: Must be one of/],
  ])('refuses a file %s', async (_label, change, message) => {
    const error = expectError(
      await start({ fileName: 'a.pdf', contentType: 'application/pdf', size: 10, ...change }),
    );
    expect(error.errorMessage).toMatch(message);
  });
});

describe('completeReferralAttachmentUpload', () => {
  const complete = (size: number, key = UPLOAD_KEY) =>
    invoke(
      handler,
      'Mutation.completeReferralAttachmentUpload',
      { input: { key, size } },
      identities.apiKey,
    );
  function stored(bytes: Uint8Array, declared = 'application/pdf') {
    s3Mock
      .on(HeadObjectCommand)
      .resolves({ ContentLength: bytes.length, ContentType: declared, ETag: '"e1"' });
    s3Mock.on(GetObjectCommand).resolves(body(bytes));
  }

  it.each<[string, Uint8Array, string, string]>([
    ['a PDF', PDF, 'application/pdf', 'plan.pdf'],
    ['a Word document', DOCX, DOCX_TYPE, 'plan.docx'],
    ['a JPEG', JPEG, 'image/jpeg', 'plan.jpg'],
    ['a PNG', PNG, 'image/png', 'plan.png'],
  ])(
    'keeps %s under checked/ with the detected type, named by it, and deletes the upload',
    async (_label, bytes, type, fileName) => {
      stored(bytes, 'image/png');
      const checked = expectData(await complete(bytes.length));
      expect(checked).toEqual({
        key: CHECKED_KEY,
        fileName,
        contentType: type,
        size: bytes.length,
      });
      expect(s3Mock.commandCalls(CopyObjectCommand)[0]?.args[0].input).toMatchObject({
        Key: CHECKED_KEY,
        CopySource: `files-bucket/${UPLOAD_KEY}`,
        CopySourceIfMatch: '"e1"',
        IfNoneMatch: '*',
        ContentType: type,
      });
      expect(s3Mock.commandCalls(DeleteObjectCommand)[0]?.args[0].input.Key).toBe(UPLOAD_KEY);
    },
  );

  it.each<[string, Uint8Array]>([
    ['HTML named .pdf', strToU8('<!doctype html><script>alert(1)</script>')],
    ['a zip without word/document.xml', zip({ 'a.txt': 'hello' })],
    [
      'a macro-enabled Word document',
      zip({ 'word/document.xml': '<w/>', 'word/vbaProject.bin': 'x' }),
    ],
    ['a GIF', strToU8('GIF89a\u0001\u0000\u0001\u0000')],
  ])('refuses %s by its content and deletes the upload', async (_label, bytes) => {
    stored(bytes);
    const error = expectError(await complete(bytes.length));
    expect(error).toEqual({
      errorType: 'ValidationError',
      errorMessage: 'key: The uploaded file is not a PDF, Word (.docx), JPEG or PNG.',
    });
    expect(s3Mock.commandCalls(CopyObjectCommand)).toHaveLength(0);
    expect(s3Mock.commandCalls(DeleteObjectCommand)[0]?.args[0].input.Key).toBe(UPLOAD_KEY);
  });

  it('refuses a zip bomb by the field, and deletes the upload', async () => {
    const bomb = zipOf([...wordDocumentEntries(), await deflatedZeros('[Content_Types].xml', 512)]);
    stored(bomb);
    expect(expectError(await complete(bomb.length))).toEqual({
      errorType: 'ValidationError',
      errorMessage: `key: ${WORD_DOCUMENT_TOO_LARGE}`,
    });
    expect(s3Mock.commandCalls(CopyObjectCommand)).toHaveLength(0);
    expect(s3Mock.commandCalls(DeleteObjectCommand)[0]?.args[0].input.Key).toBe(UPLOAD_KEY);
  });

  it('names a PDF sent as report.html report.pdf, keeping its upload key', async () => {
    const key = `private/referrals/uploads/${UUID_SEGMENT}_report.html`;
    stored(PDF, 'text/html');
    expect(expectData(await complete(PDF.length, key))).toMatchObject({
      key: `private/referrals/checked/${UUID_SEGMENT}_report.html`,
      fileName: 'report.pdf',
      contentType: 'application/pdf',
    });
  });

  it('refuses a stored size other than the declared one', async () => {
    stored(PDF);
    expect(expectError(await complete(PDF.length + 1)).errorMessage).toMatch(
      /^size: Upload failed/,
    );
  });

  it('refuses a second completion of the same upload', async () => {
    stored(PDF);
    s3Mock.on(CopyObjectCommand).rejects(s3Error('PreconditionFailed'));
    expect(expectError(await complete(PDF.length)).errorMessage).toMatch(
      /^key: The upload changed while it was checked, or was already completed/,
    );
    s3Mock.on(HeadObjectCommand).rejects(s3Error('NotFound'));
    expect(expectError(await complete(PDF.length)).errorType).toBe('NotFound');
  });

  it('refuses keys it never handed out', async () => {
    for (const key of [
      CHECKED_KEY,
      'private/referrals/R-7K3Q9P/1_plan.pdf',
      'uploads/staff/1_a.png',
    ]) {
      expect(expectError(await complete(10, key)).errorMessage).toMatch(/^key: Must be the key/);
    }
    expect(allSdkCalls()).toHaveLength(0);
  });
});

describe('attachmentCheckOf', () => {
  it('reads a Word document by its zip directory, wherever the entries stand', async () => {
    const padded = zip({ 'aaa.bin': 'x'.repeat(20000), 'word/document.xml': '<w/>' });
    expect(await attachmentCheckOf(padded)).toEqual({ contentType: DOCX_TYPE });
  });

  it('types a PDF by its first bytes, whatever follows them', async () => {
    const polyglot = strToU8(`%PDF-1.4\n${' '.repeat(5000)}<html><script>alert(1)</script>`);
    expect(await attachmentCheckOf(polyglot)).toEqual({ contentType: 'application/pdf' });
  });

  it('refuses a Word document that unpacks beyond the limits without unpacking it', async () => {
    const bomb = zipOf([...wordDocumentEntries(), await deflatedZeros('word/media.xml', 64)]);
    const started = performance.now();
    expect(await attachmentCheckOf(bomb)).toEqual({ problem: WORD_DOCUMENT_TOO_LARGE });
    expect(performance.now() - started).toBeLessThan(200);
    expect(WORD_DOCUMENT_TOO_LARGE).toBe(
      'The Word document unpacks to more than 48 MB or is packed unusually tightly. Save it as a PDF and attach that.',
    );
  });
});

const STORED_REFERRAL = {
  ...VALID,
  id: 'R-7K3Q9P',
  attachments: [
    {
      key: 'private/referrals/R-7K3Q9P/1_plan.pdf',
      fileName: 'plan.pdf',
      contentType: 'application/pdf',
      size: 10,
    },
    {
      key: 'private/referrals/R-7K3Q9P/2_report.png',
      fileName: 'report.png',
      contentType: 'image/png',
      size: 20,
    },
  ],
  status: 'NEW',
  read: false,
  notes: [],
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  entityType: 'Referral',
};

/** The audit entries the referral handler wrote, as [action, detail] (lambdas/shared/audit.ts). */
function auditEntries(): [unknown, unknown][] {
  return auditedItems().map((item) => {
    expect(item.subject).toBe('REFERRAL#R-7K3Q9P');
    return [item.action, item.detail];
  });
}

describe('admin fields', () => {
  beforeEach(() => {
    dynamoMock.on(PutCommand, { TableName: 'audit-table' }).resolves({});
    cognitoMock.on(AdminGetUserCommand).resolves({
      UserAttributes: [{ Name: 'email', Value: 'kim@provider.example' }],
    });
  });

  it('getReferral marks the referral read and records the view', async () => {
    dynamoMock.on(UpdateCommand).resolves({ Attributes: { ...STORED_REFERRAL, read: true } });
    const referral = expectData(await invoke(handler, 'Query.getReferral', { id: 'R-7K3Q9P' }));
    expect(referral).toMatchObject({ id: 'R-7K3Q9P', read: true });
    expect(referral).not.toHaveProperty('entityType');
    const update = dynamoMock.commandCalls(UpdateCommand)[0]?.args[0].input;
    expect(update?.ExpressionAttributeValues).toMatchObject({ ':f0': true });
    expect(update?.ConditionExpression).toBe('attribute_exists(id)');
    expect(auditEntries()).toEqual([['VIEWED', undefined]]);
    const entry = dynamoMock.commandCalls(PutCommand)[0]?.args[0].input.Item;
    expect(entry?.actor).toBe('kim@provider.example');
  });

  it('getReferral answers nothing when its view cannot be recorded', async () => {
    dynamoMock.on(UpdateCommand).resolves({ Attributes: { ...STORED_REFERRAL, read: true } });
    dynamoMock.on(PutCommand, { TableName: 'audit-table' }).rejects(new Error('audit down'));
    expect(
      expectError(await invoke(handler, 'Query.getReferral', { id: 'R-7K3Q9P' })).errorType,
    ).toBe('InternalError');
  });

  it('unreadReferralCount counts unread referrals over every page', async () => {
    dynamoMock
      .on(QueryCommand)
      .resolvesOnce({ Count: 2, LastEvaluatedKey: { id: 'x' } })
      .resolvesOnce({ Count: 1 });
    expect(expectData<number>(await invoke(handler, 'Query.unreadReferralCount'))).toBe(3);
    const query = dynamoMock.commandCalls(QueryCommand)[0]?.args[0].input;
    expect(query).toMatchObject({ IndexName: 'byCreatedAt', Select: 'COUNT' });
    expect(query?.ExpressionAttributeValues).toMatchObject({ ':unread': false });
  });

  it('addReferralNote appends a note by the signed-in user, atomically and bounded', async () => {
    dynamoMock.on(TransactWriteCommand).resolves({});
    dynamoMock.on(GetCommand).resolves({ Item: STORED_REFERRAL });
    // An access token names the user by an opaque user name: the address comes from the pool.
    cognitoMock.on(AdminGetUserCommand).resolves({
      UserAttributes: [
        { Name: 'sub', Value: 'user-sub' },
        { Name: 'email', Value: 'kim@provider.example' },
      ],
    });
    const identity = { ...identities.admin, username: '75a58b02-51e6-4929-998d-2cc2f42d4059' };
    expectData(
      await invoke(
        handler,
        'Mutation.addReferralNote',
        { input: { id: 'R-7K3Q9P', text: ' Rang back. ' } },
        identity,
      ),
    );
    expect(cognitoMock.commandCalls(AdminGetUserCommand)[0]?.args[0].input).toEqual({
      UserPoolId: 'ap-southeast-2_testpool',
      Username: identity.username,
    });
    const update = transactionActions()[0]?.Update;
    expect(update?.UpdateExpression).toBe(
      'SET #list = list_append(#list, :entry), updatedAt = :now',
    );
    expect(update?.ConditionExpression).toBe('attribute_exists(id) AND size(#list) < :maxLength');
    expect(update?.ExpressionAttributeValues?.[':entry']).toEqual([
      {
        text: 'Rang back.',
        author: 'kim@provider.example',
        createdAt: expect.stringMatching(ISO_TIMESTAMP),
      },
    ]);
    expect(auditEntries()).toEqual([['ADDED_NOTE', undefined]]);
  });

  it('addReferralNote takes the e-mail claim of an id token without asking the pool', async () => {
    dynamoMock.on(TransactWriteCommand).resolves({});
    dynamoMock.on(GetCommand).resolves({ Item: STORED_REFERRAL });
    const identity = {
      ...identities.admin,
      username: 'uuid-1',
      claims: { email: 'kim@provider.example' },
    };
    await invoke(
      handler,
      'Mutation.addReferralNote',
      { input: { id: 'R-7K3Q9P', text: 'x' } },
      identity,
    );
    const entry = transactionActions()[0]?.Update?.ExpressionAttributeValues?.[':entry'];
    expect(entry).toEqual([expect.objectContaining({ author: 'kim@provider.example' })]);
    // One look-up only: the dispatcher's check that the caller's account is active.
    expect(cognitoMock.calls()).toHaveLength(1);
  });

  it('addReferralNote refuses a note beyond the limit, and a missing referral is NotFound', async () => {
    dynamoMock
      .on(TransactWriteCommand)
      .rejects(transactionCanceled('ConditionalCheckFailed', 'None'));
    dynamoMock.on(GetCommand).resolvesOnce({ Item: STORED_REFERRAL }).resolvesOnce({});
    cognitoMock.on(AdminGetUserCommand).resolves({ UserAttributes: [] });
    const note = { input: { id: 'R-7K3Q9P', text: 'x' } };
    expect(expectError(await invoke(handler, 'Mutation.addReferralNote', note)).errorMessage).toBe(
      'text: At most 100 may be added.',
    );
    expect(expectError(await invoke(handler, 'Mutation.addReferralNote', note)).errorType).toBe(
      'NotFound',
    );
  });

  it('updateReferralStatus sets a status of the list only', async () => {
    dynamoMock.on(TransactWriteCommand).resolves({});
    dynamoMock.on(GetCommand).resolves({ Item: { ...STORED_REFERRAL, status: 'WAITLISTED' } });
    expectData(
      await invoke(handler, 'Mutation.updateReferralStatus', {
        input: { id: 'R-7K3Q9P', status: 'WAITLISTED' },
      }),
    );
    const error = expectError(
      await invoke(handler, 'Mutation.updateReferralStatus', {
        input: { id: 'R-7K3Q9P', status: 'LOST' },
      }),
    );
    expect(error.errorMessage).toMatch(/^status: Must be one of NEW, CONTACTED/);
    // Only the change that happened is recorded.
    expect(auditEntries()).toEqual([['CHANGED_STATUS', 'WAITLISTED']]);
  });

  it('updateReferralStatus to the status it has answers the referral as it is, recording nothing', async () => {
    dynamoMock
      .on(TransactWriteCommand)
      .rejects(transactionCanceled('ConditionalCheckFailed', 'None'));
    dynamoMock.on(GetCommand).resolves({ Item: STORED_REFERRAL });
    const referral = expectData(
      await invoke(handler, 'Mutation.updateReferralStatus', {
        input: { id: 'R-7K3Q9P', status: 'NEW' },
      }),
    );
    expect(referral).toMatchObject({
      id: 'R-7K3Q9P',
      status: 'NEW',
      updatedAt: STORED_REFERRAL.updatedAt,
    });
    expect(transactionActions()[0]?.Update).toMatchObject({
      ConditionExpression: 'attribute_exists(id) AND (attribute_not_exists(#c0) OR #c0 <> :c0)',
      ExpressionAttributeValues: expect.objectContaining({ ':c0': 'NEW' }),
    });
    // The entry was only offered with the change, which DynamoDB cancelled: none is written.
    expect(dynamoMock.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('updateReferralStatus of a missing referral is NotFound and records nothing', async () => {
    dynamoMock
      .on(TransactWriteCommand)
      .rejects(transactionCanceled('ConditionalCheckFailed', 'None'));
    dynamoMock.on(GetCommand).resolves({});
    const error = expectError(
      await invoke(handler, 'Mutation.updateReferralStatus', {
        input: { id: 'R-7K3Q9P', status: 'CLOSED' },
      }),
    );
    expect(error.errorType).toBe('NotFound');
    expect(dynamoMock.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('referralAttachmentUrl presigns a 300 s GET of one of the referral’s attachments only', async () => {
    dynamoMock.on(GetCommand).resolves({ Item: STORED_REFERRAL });
    const url = new URL(
      expectData<string>(
        await invoke(handler, 'Query.referralAttachmentUrl', {
          input: { id: 'R-7K3Q9P', key: STORED_REFERRAL.attachments[1]!.key },
        }),
      ),
    );
    expect(url.pathname).toMatch(/\/private\/referrals\/R-7K3Q9P\/2_report\.png$/);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('300');
    expect(url.searchParams.get('response-content-disposition')).toBe(
      'attachment; filename="report.png"',
    );
    const other = await invoke(handler, 'Query.referralAttachmentUrl', {
      input: { id: 'R-7K3Q9P', key: 'private/referrals/R-OTHER1/1_plan.pdf' },
    });
    expect(expectError(other).errorType).toBe('NotFound');
    expect(auditEntries()).toEqual([['VIEWED', 'Attachment report.png']]);
  });

  it('deleteReferral deletes every file under its prefix, then the referral', async () => {
    const order: string[] = [];
    const unnamed = 'private/referrals/R-7K3Q9P/3_left-over.pdf';
    dynamoMock.on(GetCommand).resolves({ Item: STORED_REFERRAL });
    s3Mock
      .on(ListObjectsV2Command, { Prefix: 'private/referrals/R-7K3Q9P/' })
      .resolves({ Contents: [{ Key: STORED_REFERRAL.attachments[0]!.key }, { Key: unnamed }] });
    s3Mock.on(DeleteObjectCommand).callsFake((input: { Key: string }) => order.push(input.Key));
    dynamoMock.on(TransactWriteCommand).callsFake(() => {
      order.push('referral');
      return {};
    });
    expectData(await invoke(handler, 'Mutation.deleteReferral', { input: { id: 'R-7K3Q9P' } }));
    expect(order.at(-1)).toBe('referral');
    expect(order.slice(0, -1).sort()).toEqual(
      [...STORED_REFERRAL.attachments.map((each) => each.key), unnamed].sort(),
    );
    // The deletion and its entry are one transaction: both or neither.
    const [remove, entry] = transactionActions();
    expect(remove?.Delete).toEqual({
      TableName: 'referral-table',
      Key: { id: 'R-7K3Q9P' },
      ConditionExpression: 'attribute_exists(id)',
    });
    expect(entry?.Put?.TableName).toBe('audit-table');
    expect(auditEntries()).toEqual([['DELETED', undefined]]);
  });

  it('deleteReferral keeps the referral when an attachment cannot be deleted', async () => {
    dynamoMock.on(GetCommand).resolves({ Item: STORED_REFERRAL });
    s3Mock.on(ListObjectsV2Command).resolves({});
    s3Mock.on(DeleteObjectCommand).rejects(new Error('S3 is down'));
    expect(
      expectError(await invoke(handler, 'Mutation.deleteReferral', { input: { id: 'R-7K3Q9P' } }))
        .errorType,
    ).toBe('InternalError');
    expect(dynamoMock.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('deleteReferral answers an error and records nothing when the transaction fails', async () => {
    dynamoMock.on(GetCommand).resolves({ Item: STORED_REFERRAL });
    s3Mock.on(ListObjectsV2Command).resolves({});
    s3Mock.on(DeleteObjectCommand).resolves({});
    dynamoMock.on(TransactWriteCommand).rejects(
      Object.assign(new Error('Requested resource not found'), {
        name: 'ResourceNotFoundException',
      }),
    );
    const error = expectError(
      await invoke(handler, 'Mutation.deleteReferral', { input: { id: 'R-7K3Q9P' } }),
    );
    expect(error.errorType).toBe('InternalError');
    expect(dynamoMock.commandCalls(TransactWriteCommand)).toHaveLength(1);
    expect(dynamoMock.commandCalls(DeleteCommand)).toHaveLength(0);
    expect(dynamoMock.commandCalls(PutCommand)).toHaveLength(0);
  });
});

describe('listReferrals', () => {
  beforeEach(() => {
    dynamoMock.on(PutCommand, { TableName: 'audit-table' }).resolves({});
    cognitoMock.on(AdminGetUserCommand).resolves({
      UserAttributes: [{ Name: 'email', Value: 'kim@provider.example' }],
    });
  });

  it('reads only the summary’s fields and records a view of each referral listed', async () => {
    dynamoMock.on(QueryCommand).resolves({ Items: [STORED_REFERRAL] });
    const page = expectData<{ items: Record<string, unknown>[] }>(
      await invoke(handler, 'Query.listReferrals', { limit: 5 }),
    );
    const query = dynamoMock.commandCalls(QueryCommand)[0]?.args[0].input;
    const projected = query?.ProjectionExpression?.split(', ').map(
      (name) => query.ExpressionAttributeNames?.[name],
    );
    const summary = [
      'id',
      'referrerRole',
      'referrerName',
      'participantName',
      'services',
      'status',
      'read',
      'createdAt',
      'expiresAt',
    ];
    expect(projected).toEqual(summary);
    expect(Object.keys(page.items[0]!)).toEqual(summary);
    expect(auditEntries()).toEqual([['VIEWED', LIST_VIEW_DETAIL]]);
  });

  const referral = (index: number, status = 'WAITLISTED') => ({
    ...STORED_REFERRAL,
    id: `R-LIST0${index}`,
    status,
    createdAt: `2025-01-0${9 - index}T00:00:00.000Z`,
  });
  const keyOf = (item: { id: string; createdAt: string }) => ({
    id: item.id,
    entityType: 'Referral',
    createdAt: item.createdAt,
  });

  it('reads one query of `limit` items when nothing is filtered', async () => {
    const items = [referral(1, 'NEW'), referral(2, 'NEW')];
    dynamoMock.on(QueryCommand).resolves({ Items: items, LastEvaluatedKey: keyOf(items[1]!) });
    const page = expectData<{ items: { id: string }[]; nextToken: string | null }>(
      await invoke(handler, 'Query.listReferrals', { limit: 2 }),
    );
    expect(page.items.map((item) => item.id)).toEqual(['R-LIST01', 'R-LIST02']);
    expect(page.nextToken).toEqual(expect.any(String));
    const queries = dynamoMock.commandCalls(QueryCommand).map((call) => call.args[0].input);
    expect(queries).toEqual([expect.objectContaining({ Limit: 2, ScanIndexForward: false })]);
  });

  it('fills a status-filtered page from batches past the first, then pages on from its last item', async () => {
    const matches = [1, 2, 3].map((index) => referral(index));
    // The newest batch DynamoDB reads holds no WAITLISTED referral: it answers none, and a key.
    dynamoMock
      .on(QueryCommand)
      .resolvesOnce({ Items: [], LastEvaluatedKey: keyOf(STORED_REFERRAL) })
      .resolvesOnce({ Items: matches, LastEvaluatedKey: keyOf(matches[2]!) })
      .resolves({ Items: [] });
    const filter = { status: { eq: 'WAITLISTED' } };
    const first = expectData<{ items: { id: string }[]; nextToken: string }>(
      await invoke(handler, 'Query.listReferrals', { filter, limit: 2 }),
    );
    expect(first.items.map((item) => item.id)).toEqual(['R-LIST01', 'R-LIST02']);
    expect(first.items[0]).not.toHaveProperty('entityType');
    const queries = dynamoMock.commandCalls(QueryCommand).map((call) => call.args[0].input);
    expect(queries).toHaveLength(2);
    expect(queries[0]).toMatchObject({
      FilterExpression: '#status = :v0',
      ExpressionAttributeValues: { ':listPartition': 'Referral', ':v0': 'WAITLISTED' },
      Limit: LIST_LIMITS.maxLimit,
    });
    expect(queries[1]?.ExclusiveStartKey).toEqual(keyOf(STORED_REFERRAL));

    dynamoMock.resetHistory();
    dynamoMock.on(QueryCommand).resolves({ Items: [matches[2]!] });
    const second = expectData<{ items: { id: string }[]; nextToken: string | null }>(
      await invoke(handler, 'Query.listReferrals', {
        filter,
        limit: 2,
        nextToken: first.nextToken,
      }),
    );
    // Right after the page's last item: R-LIST03 is neither skipped nor repeated.
    expect(dynamoMock.commandCalls(QueryCommand)[0]?.args[0].input.ExclusiveStartKey).toEqual(
      keyOf(matches[1]!),
    );
    expect(second).toEqual({
      items: [expect.objectContaining({ id: 'R-LIST03' })],
      nextToken: null,
    });
  });
});

describe('the contract’s choices', () => {
  const schema = parse(
    readFileSync(new URL('../../schema/schema.graphql', import.meta.url), 'utf8'),
  );
  const enumValues = (name: string) =>
    (
      schema.definitions.find(
        (definition): definition is EnumTypeDefinitionNode =>
          definition.kind === Kind.ENUM_TYPE_DEFINITION && definition.name.value === name,
      )?.values ?? []
    ).map((value) => value.name.value);

  it.each([
    ['ReferrerRole', REFERRER_ROLE_LABELS],
    ['ContactMethod', CONTACT_METHOD_LABELS],
    ['PlanFunding', PLAN_FUNDING_LABELS],
    ['ReferralStatus', REFERRAL_STATUS_LABELS],
  ])('label every value of the schema’s %s', (name, labels) => {
    expect(Object.keys(labels)).toEqual(enumValues(name));
  });
});

describe('emailReferrer', () => {
  const WAITLISTED = { ...STORED_REFERRAL, status: 'WAITLISTED' };
  const SEND = {
    input: { id: 'R-7K3Q9P', template: 'WAITLISTED', text: 'We will call you when a place opens.' },
  };

  beforeEach(() => {
    cognitoMock.on(AdminGetUserCommand).resolves({
      UserAttributes: [{ Name: 'email', Value: 'kim@provider.example' }],
    });
    dynamoMock.on(GetCommand).resolves({ Item: WAITLISTED });
    dynamoMock.on(TransactWriteCommand).resolves({});
    sesMock.on(SendEmailCommand).resolves({ MessageId: 'm1' });
  });

  it('records the request before SES is asked, and sends nothing when it cannot', async () => {
    dynamoMock.on(PutCommand, { TableName: 'audit-table' }).rejects(new Error('audit down'));
    expectError(await invoke(handler, 'Mutation.emailReferrer', SEND));
    expect(sesMock.commandCalls(SendEmailCommand)).toHaveLength(0);
    expect(dynamoMock.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('audits REQUESTED, then SENT_EMAIL with the note; FAILED when SES fails', async () => {
    dynamoMock.on(PutCommand, { TableName: 'audit-table' }).resolves({});
    expectData(await invoke(handler, 'Mutation.emailReferrer', SEND));
    expect(auditEntries()).toEqual([
      ['REQUESTED', 'SENT_EMAIL'],
      ['SENT_EMAIL', 'On our waitlist'],
    ]);

    dynamoMock.resetHistory();
    sesMock.on(SendEmailCommand).rejects(new Error('SES down'));
    expectError(await invoke(handler, 'Mutation.emailReferrer', SEND));
    expect(auditEntries()).toEqual([
      ['REQUESTED', 'SENT_EMAIL'],
      ['FAILED', 'SENT_EMAIL'],
    ]);
    expect(dynamoMock.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });
});

// The referral intake against the local stack, as a browser and the admin use it: attachments
// uploaded through presigned PUTs to the private prefix, checked by content, completed once; the
// referral stored under its reference, the two e-mails in the captured mail without any of the
// participant's details; the admin's inbox (newest first, unread count, opening marks read,
// status, notes, signed attachment links, delete with attachments); private files refused by the
// site and by S3 without a signature; the two seeded referrals.
import { randomUUID } from 'node:crypto';
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
import { WORD_DOCUMENT_TOO_LARGE } from '../../lambdas/shared/attachmentType';
import { clientOptions } from '../../lib/local/config/aws-env';
import { localS3Client } from '../../lib/local/emulators/s3';
import { MAIL_ADDRESSES } from '../../lib/local/config/mail-addresses';
import {
  REFERRAL_CONTACT_TIME,
  referralAcknowledgement,
} from '../../schema/contract/acknowledgements';
import { REFERENCE_PATTERN } from '../../schema/contract/referrals';
import { referralAttachmentPrefix } from '../../schema/contract/storage';
import {
  adminTokens,
  graphql,
  objectExists,
  startTestStack,
  type Credentials,
  type TestStack,
} from './support/stack';
import { expireAndSweep } from './support/ttl';
import { privateUploads } from './support/uploads';
import { deflatedEntry, deflatedZeros, wordDocumentEntries, zipOf } from '../support/zips';

const CREATE = `mutation ($input: CreateReferralInput!) {
  createReferral(input: $input) { reference receivedAt }
}`;
const REFERRAL_FIELDS = `id referrerName participantName participantDateOfBirth ndisNumber status read
  attachments { key fileName contentType size } notes { text author createdAt }`;

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const MIB = 1048576;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const DOCX = Buffer.from(
  zipSync({
    '[Content_Types].xml': strToU8('<Types/>'),
    'word/document.xml': strToU8('<w:document/>'),
  }),
);

interface CapturedEmail {
  destination: { to: string[] };
  subject: string;
  body: { text?: string; html?: string };
}

let stack: TestStack;
let admin: Credentials;
const apiKey = (): Credentials => ({ apiKey: stack.apiKey });

beforeAll(async () => {
  stack = await startTestStack();
  admin = { token: (await adminTokens(stack)).AccessToken };
}, 120_000);

afterAll(async () => {
  await stack?.dispose();
});

const {
  start,
  started: startUpload,
  put,
  complete,
  uploadChecked,
} = privateUploads(() => stack, 'ReferralAttachment');

function referralInput(marker: string, attachments: string[] = []) {
  return {
    referrerRole: 'SUPPORT_COORDINATOR',
    referrerName: 'Casey Coordinator',
    referrerEmail: `casey.${marker}@example.com`,
    referrerPhone: '0400 000 000',
    participantName: `Pat ${marker}`,
    participantDateOfBirth: '1988-07-14',
    ndisNumber: '431234567',
    participantPostcode: 3000,
    preferredContact: 'EMAIL',
    communication: { interpreter: false, auslan: true },
    planFunding: 'SELF_MANAGED',
    services: ['socialWorker'],
    supportNeeded: `Needs counselling after a hospital stay ${marker}`,
    goals: `Return to work ${marker}`,
    consent: true,
    attachments,
  };
}

async function capturedMail(): Promise<CapturedEmail[]> {
  return ((await (await fetch(`${stack.mailUrl}store`)).json()) as { emails: CapturedEmail[] })
    .emails;
}

async function unreadCount(): Promise<number> {
  const response = await graphql<{ unreadReferralCount: number }>(
    stack,
    admin,
    '{ unreadReferralCount }',
  );
  return response.body.data!.unreadReferralCount;
}

describe('a referral with attachments, from the form to the admin', () => {
  it('is stored, acknowledged without participant details, read, noted and deleted with its files', async () => {
    const s3 = localS3Client(stack.s3Endpoint);
    try {
      const pdf = await uploadChecked('My plan.pdf', PDF, 'application/pdf');
      const docx = await uploadChecked(
        'report.docx',
        DOCX,
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      );
      expect(pdf.checked).toMatchObject({
        fileName: 'My-plan.pdf',
        contentType: 'application/pdf',
      });
      expect(await objectExists(stack, s3, pdf.upload.key)).toBe(false);
      const unreadBefore = await unreadCount();

      const marker = `m${Date.now()}`;
      const input = referralInput(marker, [pdf.checked.key, docx.checked.key]);
      const created = await graphql<{ createReferral: { reference: string } }>(
        stack,
        apiKey(),
        CREATE,
        { input },
      );
      expect(created.body.errors).toBeUndefined();
      const reference = created.body.data!.createReferral.reference;
      expect(reference).toMatch(REFERENCE_PATTERN);
      // Emptied, so its upload can never be checked in again (lambdas/referrals/attachments.ts).
      const used = await s3.send(
        new HeadObjectCommand({ Bucket: stack.filesBucket, Key: pdf.checked.key }),
      );
      expect(used.ContentLength).toBe(0);

      // The e-mails: the referrer's acknowledgement and the inbox's notice, nothing sensitive.
      const mail = (await capturedMail()).filter((email) =>
        `${email.subject}${email.body.text}`.includes(reference),
      );
      expect(mail.map((email) => email.destination.to).sort()).toEqual(
        [[input.referrerEmail], [MAIL_ADDRESSES.inboxEmail]].sort(),
      );
      const acknowledgement = mail.find((email) => email.destination.to[0] === input.referrerEmail);
      expect(acknowledgement?.body.text).toContain(`Your reference is ${reference}.`);
      // HTML and its plain-text alternative, each with the page's promise in one unbroken line.
      expect(acknowledgement?.body.html).toContain(`<strong>${reference}</strong>`);
      for (const part of [acknowledgement?.body.text, acknowledgement?.body.html]) {
        expect(part).toContain(`within ${REFERRAL_CONTACT_TIME}`);
        for (const step of referralAcknowledgement.next) expect(part).toContain(step);
      }
      const notice = mail.find((email) => email.destination.to[0] === MAIL_ADDRESSES.inboxEmail);
      // Straight to the referral's own view.
      expect(notice?.body.text).toMatch(
        new RegExp(`https?://\\S+/admin/referrals\\?reference=${reference}$`, 'm'),
      );
      const sent = JSON.stringify(mail);
      for (const value of [
        input.participantName,
        input.participantDateOfBirth,
        input.ndisNumber,
        input.supportNeeded,
        input.goals,
        pdf.checked.fileName,
        docx.checked.fileName,
      ]) {
        expect(sent).not.toContain(value);
      }

      // The inbox: newest first, unread until opened.
      const list = await graphql<{ listReferrals: { items: { id: string; read: boolean }[] } }>(
        stack,
        admin,
        '{ listReferrals(limit: 5) { items { id read } nextToken } }',
      );
      expect(list.body.data!.listReferrals.items[0]).toEqual({ id: reference, read: false });
      expect(await unreadCount()).toBe(unreadBefore + 1);
      const opened = await graphql<{ getReferral: Record<string, unknown> }>(
        stack,
        admin,
        `query ($id: ID!) { getReferral(id: $id) { ${REFERRAL_FIELDS} } }`,
        { id: reference },
      );
      expect(opened.body.errors).toBeUndefined();
      const referral = opened.body.data!.getReferral as {
        read: boolean;
        attachments: { key: string; fileName: string; contentType: string; size: number }[];
      };
      expect(referral).toMatchObject({
        id: reference,
        participantDateOfBirth: input.participantDateOfBirth,
        ndisNumber: input.ndisNumber,
        status: 'NEW',
        read: true,
      });
      expect(referral.attachments).toEqual([
        {
          key: `private/referrals/${reference}/1_My-plan.pdf`,
          fileName: 'My-plan.pdf',
          contentType: 'application/pdf',
          size: PDF.length,
        },
        {
          key: `private/referrals/${reference}/2_report.docx`,
          fileName: 'report.docx',
          contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
          size: DOCX.length,
        },
      ]);
      expect(await unreadCount()).toBe(unreadBefore);

      // Attachments: a signed link for the admin; the site and unsigned S3 refuse.
      const [first] = referral.attachments;
      const link = await graphql<{ referralAttachmentUrl: string }>(
        stack,
        admin,
        'query ($input: ReferralAttachmentUrlInput!) { referralAttachmentUrl(input: $input) }',
        { input: { id: reference, key: first!.key } },
      );
      const download = await fetch(link.body.data!.referralAttachmentUrl);
      expect(download.status).toBe(200);
      expect(download.headers.get('content-disposition')).toBe(
        'attachment; filename="My-plan.pdf"',
      );
      expect(Buffer.from(await download.arrayBuffer())).toEqual(PDF);
      const viaSite = await fetch(`${stack.url}/${first!.key}`);
      expect(viaSite.status).toBe(404);
      expect(Buffer.from(await viaSite.arrayBuffer()).includes(PDF)).toBe(false);
      const unsigned = await fetch(`${stack.s3Endpoint}/${stack.filesBucket}/${first!.key}`);
      expect(unsigned.status).toBe(403);
      expect(Buffer.from(await unsigned.arrayBuffer()).includes(PDF)).toBe(false);

      // Status and an append-only note with its author.
      const status = await graphql<{ updateReferralStatus: { status: string } }>(
        stack,
        admin,
        `mutation { updateReferralStatus(input: { id: "${reference}", status: CONTACTED }) { status } }`,
      );
      expect(status.body.data!.updateReferralStatus).toEqual({ status: 'CONTACTED' });
      for (const text of ['Left a message.', 'Meeting booked.']) {
        const noted = await graphql<{
          addReferralNote: { notes: { text: string; author: string }[] };
        }>(
          stack,
          admin,
          'mutation ($input: AddReferralNoteInput!) { addReferralNote(input: $input) { notes { text author } } }',
          { input: { id: reference, text } },
        );
        expect(noted.body.errors).toBeUndefined();
        // The admin's access token names an opaque user; the note names their address.
        expect(noted.body.data!.addReferralNote.notes.at(-1)).toEqual({
          text,
          author: stack.adminEmail,
        });
      }

      // Delete takes the attachments along.
      const deleted = await graphql<{ deleteReferral: { id: string } }>(
        stack,
        admin,
        `mutation { deleteReferral(input: { id: "${reference}" }) { id } }`,
      );
      expect(deleted.body.data!.deleteReferral).toEqual({ id: reference });
      for (const attachment of referral.attachments) {
        expect(await objectExists(stack, s3, attachment.key)).toBe(false);
      }
      const gone = await graphql(stack, admin, `{ getReferral(id: "${reference}") { id } }`);
      expect(gone.body.errors?.[0]?.errorType).toBe('NotFound');
    } finally {
      s3.destroy();
    }
  });
});

describe('a referral resent with the same client token', () => {
  it('is refused when the token comes again with other content, in the same words, storing and sending nothing', async () => {
    const clientToken = randomUUID();
    const input = { ...referralInput(clientToken), clientToken };
    const first = await graphql(stack, apiKey(), CREATE, { input });
    expect(first.body.errors).toBeUndefined();
    const mailBefore = (await capturedMail()).length;

    for (const change of [{ referrerName: 'Someone Else' }, { ndisNumber: '439999999' }]) {
      const reused = await graphql(stack, apiKey(), CREATE, { input: { ...input, ...change } });
      expect(reused.body.errors).toEqual([
        expect.objectContaining({
          errorType: 'ValidationError',
          message:
            'clientToken: Was already used for another form. Reload the page and send it again.',
        }),
      ]);
    }
    const list = await graphql<{ listReferrals: { items: { referrerName: string }[] } }>(
      stack,
      admin,
      'query ($name: String) { listReferrals(filter: { participantName: { eq: $name } }) { items { referrerName } } }',
      { name: input.participantName },
    );
    expect(list.body.data!.listReferrals.items).toEqual([{ referrerName: input.referrerName }]);
    expect((await capturedMail()).length).toBe(mailBefore);
  });

  it('is stored, moved and e-mailed once, and answered with the same reference', async () => {
    const clientToken = randomUUID();
    const { checked } = await uploadChecked('plan.pdf', PDF, 'application/pdf');
    const input = { ...referralInput(clientToken, [checked.key]), clientToken };
    const mailBefore = (await capturedMail()).length;
    const first = await graphql<{ createReferral: { reference: string } }>(
      stack,
      apiKey(),
      CREATE,
      { input },
    );
    expect(first.body.errors).toBeUndefined();
    // The answer was lost: the form sends the same fields and token again.
    const second = await graphql(stack, apiKey(), CREATE, { input });
    expect(second.body).toEqual(first.body);

    const { reference } = first.body.data!.createReferral;
    const list = await graphql<{ listReferrals: { items: { id: string }[] } }>(
      stack,
      admin,
      'query ($name: String) { listReferrals(filter: { participantName: { eq: $name } }) { items { id } } }',
      { name: input.participantName },
    );
    expect(list.body.data!.listReferrals.items).toEqual([{ id: reference }]);
    const referral = await graphql<{ getReferral: { attachments: { key: string }[] } }>(
      stack,
      admin,
      `{ getReferral(id: "${reference}") { attachments { key } } }`,
    );
    const s3 = localS3Client(stack.s3Endpoint);
    try {
      for (const attachment of referral.body.data!.getReferral.attachments) {
        expect(await objectExists(stack, s3, attachment.key)).toBe(true);
      }
    } finally {
      s3.destroy();
    }
    // One acknowledgement and one notice.
    const mail = (await capturedMail()).slice(mailBefore);
    expect(mail.map((email) => email.subject.includes(reference))).toEqual([true, true]);
  });
});

describe("a referral's files go with it", () => {
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

  /** A referral sent with one attachment, plus a file under its prefix that it does not name. */
  async function referralWithFiles(): Promise<string> {
    const { checked } = await uploadChecked('plan.pdf', PDF, 'application/pdf');
    const created = await graphql<{ createReferral: { reference: string } }>(
      stack,
      apiKey(),
      CREATE,
      { input: referralInput(randomUUID(), [checked.key]) },
    );
    expect(created.body.errors).toBeUndefined();
    const { reference } = created.body.data!.createReferral;
    await s3.send(
      new PutObjectCommand({
        Bucket: stack.filesBucket,
        Key: `${referralAttachmentPrefix(reference)}unnamed.pdf`,
        Body: PDF,
      }),
    );
    expect(await filesOf(reference)).toHaveLength(2);
    return reference;
  }

  async function filesOf(reference: string): Promise<string[]> {
    const listed = await s3.send(
      new ListObjectsV2Command({
        Bucket: stack.filesBucket,
        Prefix: referralAttachmentPrefix(reference),
      }),
    );
    return (listed.Contents ?? []).map((object) => object.Key!);
  }

  it('when it expires: the TTL sweep deletes everything under its prefix, and only that', async () => {
    const expired = await referralWithFiles();
    const kept = await referralWithFiles();

    expect(await expireAndSweep(stack, documents, 'Referral', expired)).toBeGreaterThanOrEqual(1);

    expect(await filesOf(expired)).toEqual([]);
    expect(await filesOf(kept)).toHaveLength(2);
  });

  it('when staff delete it: everything under its prefix, not only the attachments it names', async () => {
    const reference = await referralWithFiles();
    const deleted = await graphql(
      stack,
      admin,
      `mutation { deleteReferral(input: { id: "${reference}" }) { id } }`,
    );
    expect(deleted.body.errors).toBeUndefined();
    expect(await filesOf(reference)).toEqual([]);
  });
});

describe('attachments refused', () => {
  it('by content: HTML declared as a PDF is refused, not kept, and its upload removed', async () => {
    const html = Buffer.from('<!doctype html><title>x</title><script>alert(1)</script>');
    const upload = await startUpload('plan.pdf', 'application/pdf', html.length);
    expect(await put(upload.url, html, 'application/pdf')).toBe(200);
    const completed = await complete(upload.key, html.length);
    expect(completed.body.errors?.[0]).toMatchObject({
      errorType: 'ValidationError',
      message: 'key: The uploaded file is not a PDF, Word (.docx), JPEG or PNG.',
    });
    const s3 = localS3Client(stack.s3Endpoint);
    try {
      expect(await objectExists(stack, s3, upload.key)).toBe(false);
      expect(await objectExists(stack, s3, upload.key.replace('/uploads/', '/checked/'))).toBe(
        false,
      );
    } finally {
      s3.destroy();
    }
  });

  it('over 10 MB: no upload URL, and a PUT of more bytes than signed is refused by S3', async () => {
    const tooLarge = await start('big.pdf', 'application/pdf', 10 * 1048576 + 1);
    expect(tooLarge.body.errors?.[0]).toMatchObject({
      errorType: 'ValidationError',
      message: expect.stringMatching(/^size: A file may be at most 10 MB/),
    });
    const upload = await startUpload('small.pdf', 'application/pdf', PDF.length);
    expect(
      await put(upload.url, Buffer.concat([PDF, Buffer.alloc(1024)]), 'application/pdf'),
    ).not.toBe(200);
  });

  it('completed twice: the second completion is refused, also after a second PUT', async () => {
    const { upload } = await uploadChecked('twice.pdf', PDF, 'application/pdf');
    const again = await complete(upload.key, PDF.length);
    expect(again.body.errors?.[0]?.errorType).toBe('NotFound');
    // The PUT URL is still valid: a second upload to it cannot be completed over the first.
    expect(await put(upload.url, PDF, 'application/pdf')).toBe(200);
    const third = await complete(upload.key, PDF.length);
    expect(third.body.errors?.[0]).toMatchObject({
      errorType: 'ValidationError',
      message: expect.stringMatching(
        /^key: The upload changed while it was checked, or was already completed/,
      ),
    });
  });
});

describe('a zip bomb', () => {
  /**
   * Two unpack for real to 64 MiB and 512 MiB of zeros, as the [Content_Types].xml that file-type
   * would inflate; one declares 10 GiB over three entries.
   */
  async function bombs(): Promise<[string, Buffer][]> {
    const document = wordDocumentEntries()[1]!;
    const declaring = (name: string) => ({
      ...deflatedEntry(name, 'x'.repeat(100)),
      size: Math.floor((10 * 1024 * MIB) / 3),
    });
    return [
      ['512 MiB', zipOf([await deflatedZeros('[Content_Types].xml', 512), document])],
      ['64 MiB', zipOf([await deflatedZeros('[Content_Types].xml', 64), document])],
      ['10 GiB', zipOf([...wordDocumentEntries(), ...['a', 'b', 'c'].map(declaring)])],
    ];
  }

  it('is refused by the field, the stack’s memory stays put and pages keep answering', async () => {
    for (const [label, bomb] of await bombs()) {
      const upload = await startUpload('report.docx', DOCX_TYPE, bomb.length);
      expect(await put(upload.url, bomb, DOCX_TYPE)).toBe(200);
      // The handlers run in this process (lib/local/gateway/handlers.ts): its peak RSS is theirs.
      // How long it takes is printed by `npm run bench -- --only uploads`, not asserted here.
      const peakBefore = process.resourceUsage().maxRSS * 1024;
      const completing = complete(upload.key, bomb.length);
      const page = await fetch(`${stack.url}/`);
      expect(page.status).toBe(200);
      await page.arrayBuffer();
      const response = await completing;
      expect(process.resourceUsage().maxRSS * 1024 - peakBefore, label).toBeLessThan(50 * MIB);
      expect(response.body.errors?.[0], label).toMatchObject({
        errorType: 'ValidationError',
        message: `key: ${WORD_DOCUMENT_TOO_LARGE}`,
      });
    }
  });
});

describe('a PDF/HTML polyglot named report.html', () => {
  it('is stored and offered for download as report.pdf', async () => {
    const polyglot = Buffer.from(
      `%PDF-1.4\n1 0 obj<<>>endobj\n<html><body><script>alert(document.cookie)</script></body></html>\n%%EOF\n`,
    );
    const { checked } = await uploadChecked('report.html', polyglot, 'application/pdf');
    expect(checked).toMatchObject({ fileName: 'report.pdf', contentType: 'application/pdf' });
    const created = await graphql<{ createReferral: { reference: string } }>(
      stack,
      apiKey(),
      CREATE,
      { input: referralInput(`p${Date.now()}`, [checked.key]) },
    );
    const { reference } = created.body.data!.createReferral;
    const referral = await graphql<{
      getReferral: { attachments: { key: string; fileName: string }[] };
    }>(stack, admin, `{ getReferral(id: "${reference}") { attachments { key fileName } } }`);
    const [attachment] = referral.body.data!.getReferral.attachments;
    expect(attachment).toEqual({
      key: `private/referrals/${reference}/1_report.pdf`,
      fileName: 'report.pdf',
    });
    const link = await graphql<{ referralAttachmentUrl: string }>(
      stack,
      admin,
      `{ referralAttachmentUrl(input: { id: "${reference}", key: "${attachment!.key}" }) }`,
    );
    const download = await fetch(link.body.data!.referralAttachmentUrl);
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="report.pdf"');
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await download.arrayBuffer())).toEqual(polyglot);
  });
});

describe('an upload a referral already used', () => {
  it('cannot be completed again, even after a second PUT to its still valid URL', async () => {
    const { upload, checked } = await uploadChecked('used.pdf', PDF, 'application/pdf');
    const created = await graphql(stack, apiKey(), CREATE, {
      input: referralInput(`u${Date.now()}`, [checked.key]),
    });
    expect(created.body.errors).toBeUndefined();
    expect(await put(upload.url, PDF, 'application/pdf')).toBe(200);
    const again = await complete(upload.key, PDF.length);
    expect(again.body.errors?.[0]).toMatchObject({
      errorType: 'ValidationError',
      message: expect.stringMatching(
        /^key: The upload changed while it was checked, or was already completed/,
      ),
    });
    // Nor can its checked key be attached to another referral.
    const reused = await graphql(stack, apiKey(), CREATE, {
      input: referralInput(`r${Date.now()}`, [checked.key]),
    });
    expect(reused.body.errors?.[0]).toMatchObject({
      errorType: 'ValidationError',
      message: expect.stringMatching(/^attachments\[0\]: No checked file exists at this key/),
    });
  });
});

describe('the seeded referrals', () => {
  it('filtered by status, fill a page of one behind a newer referral that does not match', async () => {
    const list = await graphql<{ listReferrals: { items: { id: string; status: string }[] } }>(
      stack,
      admin,
      '{ listReferrals(filter: { status: { eq: "CONTACTED" } }, limit: 1) { items { id status } } }',
    );
    expect(list.body.data!.listReferrals.items).toEqual([{ id: 'R-4MWX2D', status: 'CONTACTED' }]);
  });

  it('are listed, one with an attachment only a signed link serves', async () => {
    const list = await graphql<{ listReferrals: { items: { id: string }[] } }>(
      stack,
      admin,
      '{ listReferrals(limit: 100) { items { id } } }',
    );
    const seeded = list.body.data!.listReferrals.items.filter((item) =>
      ['R-7K3Q9P', 'R-4MWX2D'].includes(item.id),
    );
    expect(seeded.map((item) => item.id).sort()).toEqual(['R-4MWX2D', 'R-7K3Q9P']);
    // Attachments are the referral's own view's, never the list's.
    const opened = await graphql<{ getReferral: { attachments: { key: string }[] } }>(
      stack,
      admin,
      '{ getReferral(id: "R-7K3Q9P") { attachments { key } } }',
    );
    const key = opened.body.data!.getReferral.attachments[0]!.key;
    expect((await fetch(`${stack.url}/${key}`)).status).toBe(404);
    // Nor through the one prefix the site serves from the files bucket.
    const escaped = `${stack.url}/public/staff/..%2F..%2F${encodeURIComponent(key)}`;
    expect((await fetch(escaped)).status).toBe(404);
    const link = await graphql<{ referralAttachmentUrl: string }>(
      stack,
      admin,
      `{ referralAttachmentUrl(input: { id: "R-7K3Q9P", key: "${key}" }) }`,
    );
    const download = await fetch(link.body.data!.referralAttachmentUrl);
    expect(download.status).toBe(200);
    expect(
      Buffer.from(await download.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });
});

// Seeds a fresh stack through the stand-ins' own APIs: demo posts, testimonials, staff (with
// photos), referrals (one with an attachment), job applications (with CVs) and feedback once per DATA_DIR, so what an admin deletes stays deleted; the referral document, the admin
// user (an owner) and one account per other role on every start, so they always match the current
// generator, ADMIN_EMAIL/ADMIN_PASSWORD and ./role-accounts.ts.
import { jobSlug } from '../../../schema/contract/jobPages';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { ConditionalCheckFailedException, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import {
  REFERRAL_DOCUMENT_CONTENT_TYPE,
  REFERRAL_DOCUMENT_KEY,
} from '../../../schema/contract/referralDocument';
import type { Role } from '../../../schema/contract/staffRoles';
import { providerDate } from '../../../schema/contract/providerDate';
import { type RetainedRecord, retentionFor } from '../../../schema/contract/retention';
import { buildReferralDocument } from '../../referral-document/buildReferralDocument';
import {
  LIST_PARTITION_ATTRIBUTE,
  TABLES,
  TTL_ATTRIBUTE,
  type TableDefinition,
} from '../../../schema/contract/tables';
import { FILES_BUCKET, clientOptions } from '../config/aws-env';
import { ensureUser } from '../cognito/cognito-local';
import { statIfExists, writeFileAtomic } from '../data/fs-util';
import type { Log } from '../processes/log';
import { SEED_POSTS, SEED_STAFF, SEED_TESTIMONIALS } from './content';
import { portraitPng } from './portrait-png';
import { SEED_ATTACHMENT_PDF, SEED_REFERRALS } from './referrals';
import { SEED_APPLICATIONS, SEED_CV_PDF } from './applications';
import { SEED_ROLE_ACCOUNTS } from './role-accounts';
import { SEED_MESSAGES } from './messages';
import { searchTextOf } from '../../../schema/contract/messageSearch';
import { SEED_FEEDBACK } from './feedback';

const MARKER_FILE = 'seeded.json';
/** Seeded items are dated before anything created afterwards, a day apart, newest first as listed. */
const SEED_EPOCH = Date.parse('2025-01-01T09:00:00.000Z');
const DAY_MS = 24 * 60 * 60 * 1000;

export interface SeedOptions {
  dataDir: string;
  dynamodbEndpoint: string;
  s3: S3Client;
  cognito: CognitoIdentityProviderClient;
  userPoolId: string;
  admin: { email: string; password: string };
  log: Log;
}

/** A stable UUID-shaped id per seed item, so re-running a partial seed never duplicates. */
function seedId(name: string): string {
  const hex = createHash('sha256').update(`seed:${name}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Demo items are dated from SEED_EPOCH but kept for their retention period from when they were
 * seeded: counted from their dates, the local TTL sweeper would delete them at once.
 */
const seededAt = new Date();

/** The TTL of a demo item in its seeded state, as if it had reached that state when seeded. */
function keptFromSeeding(record: Omit<RetainedRecord, 'createdAt'>): Record<string, number> {
  const expiresAt = retentionFor({ ...record, createdAt: seededAt.toISOString() }, seededAt);
  return expiresAt === null ? {} : { [TTL_ATTRIBUTE]: expiresAt };
}

function seedDate(index: number, count: number): string {
  return new Date(SEED_EPOCH + (count - index) * DAY_MS).toISOString();
}

async function putOnce(
  documents: DynamoDBDocumentClient,
  table: TableDefinition,
  item: Record<string, unknown>,
): Promise<void> {
  try {
    await documents.send(
      new PutCommand({
        TableName: table.entity,
        Item: { ...item, [LIST_PARTITION_ATTRIBUTE]: table.entity },
        ConditionExpression: 'attribute_not_exists(id)',
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) {
      throw error;
    }
  }
}

async function seedContent(options: SeedOptions): Promise<void> {
  const client = new DynamoDBClient(clientOptions(options.dynamodbEndpoint));
  const documents = DynamoDBDocumentClient.from(client);
  try {
    for (const [index, post] of SEED_POSTS.entries()) {
      const at = seedDate(index, SEED_POSTS.length);
      const id = seedId(`post:${post.title}`);
      await putOnce(documents, TABLES.Post, {
        id,
        ...post,
        slug: jobSlug(post.title, id),
        createdAt: at,
        updatedAt: at,
      });
    }
    for (const [index, testimonial] of SEED_TESTIMONIALS.entries()) {
      const at = seedDate(index, SEED_TESTIMONIALS.length);
      await putOnce(documents, TABLES.Testimonial, {
        id: seedId(`testimonial:${testimonial.name}`),
        ...testimonial,
        createdAt: at,
        updatedAt: at,
      });
    }
    for (const [index, member] of SEED_STAFF.entries()) {
      const at = seedDate(index, SEED_STAFF.length);
      const { photoFileName, photoColours, ...fields } = member;
      const key = `public/staff/${Date.parse(at)}_${photoFileName}`;
      await options.s3.send(
        new PutObjectCommand({
          Bucket: FILES_BUCKET,
          Key: key,
          Body: portraitPng(240, photoColours.background, photoColours.figure),
          ContentType: 'image/png',
        }),
      );
      await putOnce(documents, TABLES.Staff, {
        id: seedId(`staff:${member.name}`),
        ...fields,
        imageUrl: key,
        createdAt: at,
        updatedAt: at,
      });
    }
    for (const [index, referral] of SEED_REFERRALS.entries()) {
      const at = seedDate(index, SEED_REFERRALS.length);
      for (const attachment of referral.attachments) {
        await options.s3.send(
          new PutObjectCommand({
            Bucket: FILES_BUCKET,
            Key: attachment.key,
            Body: SEED_ATTACHMENT_PDF,
            ContentType: attachment.contentType,
          }),
        );
      }
      await putOnce(documents, TABLES.Referral, {
        ...referral,
        createdAt: at,
        updatedAt: at,
        ...keptFromSeeding({ entity: 'Referral', status: referral.status }),
      });
    }
    const [appliedFor] = SEED_POSTS;
    for (const [index, application] of SEED_APPLICATIONS.entries()) {
      const at = seedDate(index, SEED_APPLICATIONS.length);
      for (const cv of application.cv) {
        await options.s3.send(
          new PutObjectCommand({
            Bucket: FILES_BUCKET,
            Key: cv.key,
            Body: SEED_CV_PDF,
            ContentType: cv.contentType,
          }),
        );
      }
      await putOnce(documents, TABLES.JobApplication, {
        ...application,
        jobId: seedId(`post:${appliedFor!.title}`),
        jobTitle: appliedFor!.title,
        createdAt: at,
        updatedAt: at,
        ...keptFromSeeding({ entity: 'JobApplication' }),
      });
    }
    for (const [index, message] of SEED_MESSAGES.entries()) {
      const at = seedDate(index, SEED_MESSAGES.length);
      await putOnce(documents, TABLES.Message, {
        id: seedId(`message:${message.email}`),
        ...message,
        searchText: searchTextOf(message),
        createdAt: at,
        updatedAt: at,
        ...keptFromSeeding({ entity: 'Message' }),
      });
    }
    for (const [index, { history, ...feedback }] of SEED_FEEDBACK.entries()) {
      const at = seedDate(index, SEED_FEEDBACK.length);
      await putOnce(documents, TABLES.Feedback, {
        ...feedback,
        statusHistory: [{ status: 'RECEIVED', at, by: null }, ...history],
        receivedOn: providerDate(at),
        receivedVia: 'WEBSITE',
        actions: [],
        emails: [],
        createdAt: at,
        updatedAt: at,
        ...keptFromSeeding({ entity: 'Feedback', kind: feedback.kind, status: feedback.status }),
      });
    }
  } finally {
    client.destroy();
  }
}

export async function seed(options: SeedOptions): Promise<{ seededContent: boolean }> {
  const marker = join(options.dataDir, MARKER_FILE);
  const alreadySeeded = (await statIfExists(marker)) !== undefined;
  if (!alreadySeeded) {
    await seedContent(options);
    await writeFileAtomic(marker, JSON.stringify({ seededAt: new Date().toISOString() }, null, 2));
    options.log(
      `Seeded ${SEED_POSTS.length} job posts, ${SEED_TESTIMONIALS.length} testimonials, ` +
        `${SEED_STAFF.length} staff profiles, ${SEED_REFERRALS.length} referrals, ` +
        `${SEED_MESSAGES.length} messages, ${SEED_FEEDBACK.length} feedback items and ` +
        `${SEED_APPLICATIONS.length} job applications.`,
    );
  }
  await options.s3.send(
    new PutObjectCommand({
      Bucket: FILES_BUCKET,
      Key: REFERRAL_DOCUMENT_KEY,
      Body: await buildReferralDocument(),
      ContentType: REFERRAL_DOCUMENT_CONTENT_TYPE,
    }),
  );
  await ensureUser(options.cognito, options.userPoolId, {
    email: options.admin.email,
    password: options.admin.password,
    // A role's group is its own name (schema/contract/roles.ts).
    groups: ['owner' satisfies Role],
  });
  for (const account of SEED_ROLE_ACCOUNTS) {
    await ensureUser(options.cognito, options.userPoolId, {
      email: account.email,
      password: account.password,
      groups: [account.role],
    });
  }
  return { seededContent: !alreadySeeded };
}

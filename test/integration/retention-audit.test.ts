// Retention and the audit trail against the local stack: a new referral carries its TTL, the local
// stand-in deletes expired items as DynamoDB's TTL does (and only those), and what staff do to a
// referral is recorded in the Audit table, kept after the referral is deleted and never overwritten.
import { ConditionalCheckFailedException, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
} from '@aws-sdk/lib-dynamodb';
import { readFileSync } from 'node:fs';
import { buildSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientOptions } from '../../lib/local/config/aws-env';
import { RETENTION_DAYS } from '../../schema/contract/retention';
import {
  adminTokens,
  graphql,
  sharedTestStack,
  type Credentials,
  type LocalStack,
} from './support/stack';
import { expireAndSweep } from './support/ttl';

const APPSYNC_BUILTINS = readFileSync(
  new URL('../../schema/appsync-builtins.graphql', import.meta.url),
  'utf8',
);

const REFERRAL_INPUT = {
  referrerRole: 'SUPPORT_COORDINATOR',
  referrerName: 'Casey Coordinator',
  referrerEmail: 'casey@example.com',
  referrerPhone: '0400 000 000',
  participantName: 'Pat Participant',
  participantDateOfBirth: '1990-05-17',
  participantPostcode: 3000,
  preferredContact: 'PHONE',
  communication: { interpreter: false, auslan: false },
  planFunding: 'PLAN_MANAGED',
  services: ['supportCoordination'],
  supportNeeded: 'Help to use the plan.',
  consent: true,
};

let stack: LocalStack;
let admin: Credentials;
let documents: DynamoDBDocumentClient;

beforeAll(async () => {
  stack = await sharedTestStack();
  admin = { token: (await adminTokens(stack)).AccessToken };
  documents = DynamoDBDocumentClient.from(
    new DynamoDBClient(clientOptions(stack.dynamodbEndpoint)),
  );
}, 120_000);

afterAll(async () => {
  documents?.destroy();
});

/** A call that must succeed; its data. */
async function call<T>(
  credentials: Credentials,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const { body } = await graphql<T>(stack, credentials, query, variables);
  expect(body.errors).toBeUndefined();
  return body.data as T;
}

async function createReferral(): Promise<string> {
  const data = await call<{ createReferral: { reference: string } }>(
    { apiKey: stack.apiKey },
    'mutation ($input: CreateReferralInput!) { createReferral(input: $input) { reference } }',
    { input: REFERRAL_INPUT },
  );
  return data.createReferral.reference;
}

async function auditTrail(id: string) {
  const data = await call<{
    auditTrail: { action: string; actor: string; detail: string | null; at: string }[];
  }>(admin, `{ auditTrail(kind: REFERRAL, id: "${id}") { at actor action detail } }`);
  return data.auditTrail;
}

describe('retention', () => {
  it('keeps an open referral, seven years from acceptance, a shorter period from declining', async () => {
    const DAY = 86_400;
    const id = await createReferral();
    const storedTtl = async () =>
      (await documents.send(new GetCommand({ TableName: 'Referral', Key: { id } }))).Item
        ?.expiresAt as number | undefined;
    const change = async (status: string) =>
      (
        await call<{ updateReferralStatus: { expiresAt: number | null } }>(
          admin,
          'mutation ($input: UpdateReferralStatusInput!) { updateReferralStatus(input: $input) { expiresAt } }',
          { input: { id, status } },
        )
      ).updateReferralStatus.expiresAt;
    /** Sets the status and checks the TTL is `days` from then, stored and answered alike. */
    const expectPeriodFromNow = async (status: string, days: number) => {
      const before = Math.floor(Date.now() / 1000);
      const expiresAt = await change(status);
      expect(expiresAt).toBeGreaterThanOrEqual(before + days * DAY);
      expect(expiresAt).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000) + days * DAY);
      expect(await storedTtl()).toBe(expiresAt);
    };

    expect(await storedTtl()).toBeUndefined();
    for (const open of ['CONTACTED', 'WAITLISTED']) {
      expect(await change(open)).toBeNull();
      expect(await storedTtl()).toBeUndefined();
    }
    await expectPeriodFromNow('ACCEPTED', RETENTION_DAYS.AcceptedReferral);
    expect(RETENTION_DAYS.AcceptedReferral).toBeGreaterThanOrEqual(2557);
    await expectPeriodFromNow('DECLINED', RETENTION_DAYS.Referral);
    await expectPeriodFromNow('CLOSED', RETENTION_DAYS.Referral);
    expect(await change('NEW')).toBeNull();
    expect(await storedTtl()).toBeUndefined();
  });

  it('deletes expired items and keeps the rest, as DynamoDB TTL does', async () => {
    const expired = await createReferral();
    const kept = await createReferral();

    expect(await expireAndSweep(stack, documents, 'Referral', expired)).toBeGreaterThanOrEqual(1);

    const gone = await documents.send(
      new GetCommand({ TableName: 'Referral', Key: { id: expired } }),
    );
    const still = await documents.send(
      new GetCommand({ TableName: 'Referral', Key: { id: kept } }),
    );
    expect(gone.Item).toBeUndefined();
    expect(still.Item?.id).toBe(kept);
  });
});

describe('audit trail', () => {
  it('records view, status, note and delete by the signed-in admin, and keeps them after the delete', async () => {
    const id = await createReferral();
    expect(await auditTrail(id)).toEqual([]);

    await call(admin, `{ getReferral(id: "${id}") { id } }`);
    await call(
      admin,
      `mutation { updateReferralStatus(input: { id: "${id}", status: CONTACTED }) { id } }`,
    );
    await call(
      admin,
      `mutation { addReferralNote(input: { id: "${id}", text: "Rang back." }) { id } }`,
    );
    await call(admin, `mutation { deleteReferral(input: { id: "${id}" }) { id } }`);

    const trail = await auditTrail(id);
    expect(trail.map(({ action, detail }) => [action, detail])).toEqual([
      ['DELETED', null],
      ['ADDED_NOTE', null],
      ['CHANGED_STATUS', 'CONTACTED'],
      ['VIEWED', null],
    ]);
    for (const entry of trail) {
      expect(entry.actor).toBe(stack.adminEmail);
    }
  });

  it('refuses to overwrite an entry, and the API offers no way to change one', async () => {
    const id = await createReferral();
    await call(admin, `{ getReferral(id: "${id}") { id } }`);
    const { Items = [] } = await documents.send(
      new QueryCommand({
        TableName: 'Audit',
        KeyConditionExpression: 'subject = :subject',
        ExpressionAttributeValues: { ':subject': `REFERRAL#${id}` },
      }),
    );
    expect(Items).toHaveLength(1);
    expect(Items[0]?.expiresAt).toBeGreaterThan(
      Date.now() / 1000 + (RETENTION_DAYS.Audit - 1) * 86_400,
    );
    // The same conditional write the handlers use, aimed at the existing entry's key.
    await expect(
      documents.send(
        new PutCommand({
          TableName: 'Audit',
          Item: { ...Items[0], actor: 'someone-else@example.com' },
          ConditionExpression: 'attribute_not_exists(entryKey)',
        }),
      ),
    ).rejects.toBeInstanceOf(ConditionalCheckFailedException);
    expect((await auditTrail(id))[0]?.actor).toBe(stack.adminEmail);

    const schema = buildSchema(
      [
        APPSYNC_BUILTINS,
        readFileSync(new URL('../../schema/schema.graphql', import.meta.url), 'utf8'),
      ].join('\n'),
    );
    const names = Object.keys(schema.getMutationType()?.getFields() ?? {});
    expect(names.length).toBeGreaterThan(0);
    // The only one naming the audit trail exports it as CSV, reading it.
    expect(names.filter((name) => /audit/i.test(name))).toEqual(['exportAuditLog']);
  });
});

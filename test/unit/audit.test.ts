// The audit trail's store (lambdas/shared/audit.ts) and its read-only query (lambdas/audit).

import { AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { handler } from '../../lambdas/audit/handler';
import { recordAudit } from '../../lambdas/shared/audit';
import { expiresAtFor } from '../../schema/contract/retention';
import {
  cognitoMock,
  conditionalCheckFailed,
  dynamoMock,
  expectData,
  identities,
  invoke,
  ISO_TIMESTAMP,
  REQUEST_ID,
  useHandlerTestEnvironment,
} from './helpers';

useHandlerTestEnvironment();

const REQUEST = { requestId: REQUEST_ID, fieldName: 'getMessage', identity: identities.admin };

function staffPool(): void {
  cognitoMock.on(AdminGetUserCommand).resolves({
    UserAttributes: [{ Name: 'email', Value: 'kim@provider.example' }],
  });
}

describe('recordAudit', () => {
  it('adds one entry per item under the item, naming the staff member, never overwriting one', async () => {
    staffPool();
    dynamoMock.on(PutCommand).resolves({});

    await recordAudit(REQUEST, [
      { kind: 'MESSAGE', id: 'm1', action: 'CHANGED_STATUS', detail: 'REPLIED' },
      { kind: 'FEEDBACK', id: 'F-1', action: 'EXPORTED' },
    ]);

    const puts = dynamoMock.commandCalls(PutCommand).map((call) => call.args[0].input);
    expect(puts).toHaveLength(2);
    const [first, second] = puts;
    expect(first).toEqual({
      TableName: 'audit-table',
      Item: {
        subject: 'MESSAGE#m1',
        entryKey: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z#[0-9a-f-]{36}$/),
        at: expect.stringMatching(ISO_TIMESTAMP),
        month: String(first?.Item?.at).slice(0, 7),
        actor: 'kim@provider.example',
        action: 'CHANGED_STATUS',
        detail: 'REPLIED',
        expiresAt: expiresAtFor('Audit', new Date(String(first?.Item?.at))),
      },
      ConditionExpression: 'attribute_not_exists(#entryKey)',
      ExpressionAttributeNames: { '#entryKey': 'entryKey' },
    });
    expect(second?.Item).toMatchObject({ subject: 'FEEDBACK#F-1', action: 'EXPORTED' });
    expect(second?.Item).not.toHaveProperty('detail');
  });

  it('fails loudly when an entry cannot be written, so the action is not reported as done', async () => {
    staffPool();
    dynamoMock.on(PutCommand).rejects(conditionalCheckFailed());
    await expect(
      recordAudit(REQUEST, [{ kind: 'REFERRAL', id: 'R-1', action: 'VIEWED' }]),
    ).rejects.toThrow();
  });

  it('refuses a caller that is not a signed-in staff member and writes nothing', async () => {
    await expect(
      recordAudit({ ...REQUEST, identity: identities.apiKey }, [
        { kind: 'MESSAGE', id: 'm1', action: 'VIEWED' },
      ]),
    ).rejects.toThrow(/signed-in staff member/);
    expect(dynamoMock.commandCalls(PutCommand)).toHaveLength(0);
  });
});

describe('Query.auditTrail', () => {
  it("reads one item's entries newest first, across pages", async () => {
    const entry = (at: string, action: string) => ({
      subject: 'MESSAGE#m1',
      entryKey: `${at}#x`,
      at,
      actor: 'kim@provider.example',
      action,
    });
    dynamoMock
      .on(QueryCommand)
      .resolvesOnce({
        Items: [entry('2026-02-02T00:00:00.000Z', 'DELETED')],
        LastEvaluatedKey: { subject: 'MESSAGE#m1', entryKey: 'k' },
      })
      .resolvesOnce({
        Items: [{ ...entry('2026-01-01T00:00:00.000Z', 'CHANGED_STATUS'), detail: 'CLOSED' }],
      });

    const outcome = await invoke(
      handler,
      'Query.auditTrail',
      { kind: 'MESSAGE', id: 'm1' },
      identities.admin,
    );

    expect(expectData(outcome)).toEqual([
      {
        at: '2026-02-02T00:00:00.000Z',
        actor: 'kim@provider.example',
        action: 'DELETED',
        detail: null,
      },
      {
        at: '2026-01-01T00:00:00.000Z',
        actor: 'kim@provider.example',
        action: 'CHANGED_STATUS',
        detail: 'CLOSED',
      },
    ]);
    const queries = dynamoMock.commandCalls(QueryCommand).map((call) => call.args[0].input);
    expect(queries[0]).toMatchObject({
      TableName: 'audit-table',
      KeyConditionExpression: '#subject = :subject',
      ExpressionAttributeValues: { ':subject': 'MESSAGE#m1' },
      ScanIndexForward: false,
    });
    expect(queries[1]?.ExclusiveStartKey).toEqual({ subject: 'MESSAGE#m1', entryKey: 'k' });
  });

  it('refuses an unknown kind with a field-named ValidationError and reads nothing', async () => {
    const outcome = await invoke(
      handler,
      'Query.auditTrail',
      { kind: 'STAFF', id: 'm1' },
      identities.admin,
    );
    expect(outcome).toMatchObject({ errorType: 'ValidationError' });
    expect(JSON.stringify(outcome)).toContain('kind');
    expect(dynamoMock.commandCalls(QueryCommand)).toHaveLength(0);
  });
});

// Shared test fixtures: AppSync-shaped events, identities, environment and the SDK mocks.

import {
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { DynamoDBDocumentClient, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { AppSyncIdentity, AppSyncIdentityCognito, AppSyncResolverEvent } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, vi } from 'vitest';
import type { ResolverOutcome } from '../../lambdas/shared/outcome';
import type { TransactionAction } from '../../lambdas/shared/repository';
import { JOB_PAGE_TOKENS } from '../../schema/contract/jobPages';

export const REQUEST_ID = 'request-1234';

export const TEST_ENV = {
  MESSAGE_TABLE: 'message-table',
  POST_TABLE: 'post-table',
  TESTIMONIAL_TABLE: 'testimonial-table',
  STAFF_TABLE: 'staff-table',
  REFERRAL_TABLE: 'referral-table',
  FEEDBACK_TABLE: 'feedback-table',
  JOB_APPLICATION_TABLE: 'job-application-table',
  AUDIT_TABLE: 'audit-table',
  RATE_LIMIT_TABLE: 'rate-limit-table',
  // The handlers' own tests count no requests; test/unit/rate-limit.test.ts turns counting on.
  RATE_LIMITS: 'off',
  FILES_BUCKET: 'files-bucket',
  SITE_BUCKET: 'site-bucket',
  SENDER_EMAIL: 'website@provider.example',
  INBOX_EMAIL: 'inbox@provider.example',
  USER_POOL_ID: 'ap-southeast-2_testpool',
  PAGINATION_SECRET: 'test-pagination-secret',
  AWS_REGION: 'ap-southeast-2',
  AWS_ACCESS_KEY_ID: 'test-access-key',
  AWS_SECRET_ACCESS_KEY: 'test-secret-key',
} as const;

export function stubTestEnv(): void {
  for (const [name, value] of Object.entries(TEST_ENV)) {
    vi.stubEnv(name, value);
  }
}

export const dynamoMock = mockClient(DynamoDBDocumentClient);
export const s3Mock = mockClient(S3Client);
export const sesMock = mockClient(SESv2Client);
export const cognitoMock = mockClient(CognitoIdentityProviderClient);

/** Registers the per-test setup every handler test needs: test env, fresh mocks, clean-up after. */
export function useHandlerTestEnvironment(): void {
  beforeEach(() => {
    stubTestEnv();
    resetMocks();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
  });
}

export function resetMocks(): void {
  dynamoMock.reset();
  s3Mock.reset();
  sesMock.reset();
  cognitoMock.reset();
  mockActiveCallers();
  mockJobPageTemplates();
}

/** Every signed-in caller's account is active (lambdas/shared/activeAccount.ts asks the pool). */
function mockActiveCallers(): void {
  cognitoMock
    .on(AdminGetUserCommand)
    .resolves({ Username: 'someone@provider.example', Enabled: true });
}

/** The job pages' templates (schema/contract/jobPages.ts), as the site bucket holds them. */
export const JOB_PAGE_TEMPLATE = `<html><head></head><body>${Object.values(JOB_PAGE_TOKENS).join(
  ' ',
)}</body></html>`;

/** The site bucket answers the posts handler's template reads (each write publishes a page). */
function mockJobPageTemplates(): void {
  s3Mock
    .on(GetObjectCommand, { Bucket: TEST_ENV.SITE_BUCKET })
    .resolves({ Body: { transformToString: async () => JOB_PAGE_TEMPLATE } as never });
}

/**
 * Every SDK command sent during a test, across all clients, but the dispatcher's look-up of the
 * caller's own account (mockActiveCallers), which every signed-in call makes and which changes
 * nothing.
 */
export function allSdkCalls() {
  const cognitoCalls = cognitoMock
    .calls()
    .filter((call) => !(call.args[0] instanceof AdminGetUserCommand));
  return [...dynamoMock.calls(), ...s3Mock.calls(), ...sesMock.calls(), ...cognitoCalls];
}

function cognitoIdentity(groups: string[] | null, claims: Record<string, unknown> = {}) {
  return {
    sub: 'user-sub',
    issuer: 'https://cognito-idp.ap-southeast-2.amazonaws.com/pool',
    username: 'someone@provider.example',
    claims: { sub: 'user-sub', ...claims },
    sourceIp: ['127.0.0.1'],
    defaultAuthStrategy: 'ALLOW',
    groups,
  } satisfies AppSyncIdentityCognito;
}

export const identities = {
  /** A member of the legacy admin group, who is an owner (schema/contract/roles.ts). */
  admin: cognitoIdentity(['admin']),
  adminByClaims: cognitoIdentity(null, { 'cognito:groups': ['admin'] }),
  /** A member of the role's group, as AppSync passes it (groups) or as the token says (claims). */
  role: (role: string) => cognitoIdentity([role]),
  roleByClaims: (role: string) => cognitoIdentity(null, { 'cognito:groups': [role] }),
  otherGroup: cognitoIdentity(['staff'], { 'cognito:groups': ['staff'] }),
  noGroups: cognitoIdentity(null),
  apiKey: null,
} as const;

export type Handler = (
  event: AppSyncResolverEvent<Record<string, unknown>>,
  context: { awsRequestId: string },
) => Promise<ResolverOutcome>;

export function appSyncEvent(
  parentTypeName: 'Query' | 'Mutation',
  fieldName: string,
  args: Record<string, unknown>,
  identity: AppSyncIdentity,
): AppSyncResolverEvent<Record<string, unknown>> {
  return {
    arguments: args,
    identity,
    source: null,
    request: { headers: {}, domainName: null },
    info: {
      parentTypeName,
      fieldName,
      selectionSetList: [],
      selectionSetGraphQL: '',
      variables: {},
    },
    prev: null,
    stash: {},
  };
}

/** Calls a handler the way AppSync does; admin unless told otherwise. */
export function invoke(
  handler: Handler,
  field: `${'Query' | 'Mutation'}.${string}`,
  args: Record<string, unknown> = {},
  identity: AppSyncIdentity = identities.admin,
): Promise<ResolverOutcome> {
  const [parentTypeName, fieldName] = field.split('.') as ['Query' | 'Mutation', string];
  return handler(appSyncEvent(parentTypeName, fieldName, args, identity), {
    awsRequestId: REQUEST_ID,
  });
}

/** The error part of an outcome, failing the test when it is data. */
export function expectError(outcome: ResolverOutcome): { errorType: string; errorMessage: string } {
  if (!('errorType' in outcome)) {
    throw new Error(`Expected an error outcome, got ${JSON.stringify(outcome)}`);
  }
  return outcome;
}

/** The data part of an outcome, failing the test when it is an error. */
export function expectData<T = Record<string, unknown>>(outcome: ResolverOutcome): T {
  if ('errorType' in outcome) {
    throw new Error(`Expected data, got ${outcome.errorType}: ${outcome.errorMessage}`);
  }
  return outcome.data as T;
}

export const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

export function conditionalCheckFailed(): Error {
  return Object.assign(new Error('The conditional request failed'), {
    name: 'ConditionalCheckFailedException',
  });
}

/** DynamoDB's answer to a cancelled transaction: one reason code per action, in order. */
export function transactionCanceled(...codes: string[]): Error {
  return Object.assign(new Error('Transaction cancelled'), {
    name: 'TransactionCanceledException',
    CancellationReasons: codes.map((Code) => ({ Code })),
  });
}

/** The actions of every transaction sent, in order. */
export function transactionActions(): TransactionAction[] {
  return dynamoMock
    .commandCalls(TransactWriteCommand)
    .flatMap((call) => call.args[0].input.TransactItems ?? []);
}

/** The audit entries written, alone or in a transaction with the change they record. */
export function auditedItems(): Record<string, unknown>[] {
  const alone = dynamoMock.commandCalls(PutCommand).map((call) => call.args[0].input);
  const inTransactions = transactionActions().flatMap((action) => (action.Put ? [action.Put] : []));
  return [...alone, ...inTransactions]
    .filter((put) => put.TableName === 'audit-table')
    .map((put) => put.Item ?? {});
}

export function s3Error(name: string): Error {
  return Object.assign(new Error(name), { name, $metadata: { httpStatusCode: 404 } });
}

interface UpdateInput {
  UpdateExpression?: string;
  ExpressionAttributeNames?: Record<string, string>;
  ExpressionAttributeValues?: Record<string, unknown>;
}

/**
 * What an UpdateCommand sets, read through its placeholders (`SET #a = :a, …` becomes
 * `{ title: …, … }`), so tests check the written attributes, not how the placeholders are named.
 */
export function setAttributes(input: UpdateInput | undefined): Record<string, unknown> {
  const match = /^SET (.+)$/.exec(input?.UpdateExpression ?? '');
  if (!match?.[1]) {
    throw new Error(`Not a SET update: ${input?.UpdateExpression}`);
  }
  return Object.fromEntries(
    match[1].split(',').map((assignment) => {
      const [name = '', value = ''] = assignment.split('=').map((part) => part.trim());
      return [input?.ExpressionAttributeNames?.[name], input?.ExpressionAttributeValues?.[value]];
    }),
  );
}

/** An UpdateCommand's input without the expression and its placeholders. */
export function withoutUpdateExpression(input: UpdateInput | undefined): Record<string, unknown> {
  const rest: Record<string, unknown> = { ...input };
  delete rest.UpdateExpression;
  delete rest.ExpressionAttributeNames;
  delete rest.ExpressionAttributeValues;
  return rest;
}

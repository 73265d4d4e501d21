import { beforeEach, describe, expect, it } from 'vitest';
import { handler as files } from '../../lambdas/files/handler';
import { handler as messages } from '../../lambdas/messages/handler';
import { handler as posts } from '../../lambdas/posts/handler';
import { HANDLERS, type HandlerDefinition } from '../../lambdas/resolverMap';
import { handler as staff } from '../../lambdas/staff/handler';
import { handler as testimonials } from '../../lambdas/testimonials/handler';
import type { AppSyncIdentity } from 'aws-lambda';
import {
  type Handler,
  REQUEST_ID,
  allSdkCalls,
  appSyncEvent,
  expectError,
  identities,
  invoke,
  resetMocks,
  stubTestEnv,
} from './helpers';

const handlers: Record<HandlerDefinition['name'], Handler> = {
  messages,
  posts,
  testimonials,
  staff,
  files,
};

const PUBLIC_FIELDS = new Set([
  'Mutation.createMessage',
  'Query.listTestimonials',
  'Query.listPosts',
  'Query.referralFormUrl',
]);

const fields = HANDLERS.flatMap((definition) =>
  (['Query', 'Mutation'] as const).flatMap((parent) =>
    definition.fields[parent].map((field) => ({
      handler: handlers[definition.name],
      field: `${parent}.${field}` as const,
    })),
  ),
);
const adminFields = fields.filter(({ field }) => !PUBLIC_FIELDS.has(field));
const publicFields = fields.filter(({ field }) => PUBLIC_FIELDS.has(field));

const callers = [
  ['an API key (no identity)', identities.apiKey],
  ['a missing identity', undefined],
  ['a user in another group', identities.otherGroup],
  ['a user in no group', identities.noGroups],
] as const;

/** Unlike invoke(), keeps an undefined identity undefined. */
function callAs(handler: Handler, field: string, identity: AppSyncIdentity) {
  const [parent, fieldName] = field.split('.') as ['Query' | 'Mutation', string];
  const event = appSyncEvent(parent, fieldName, { input: { id: 'x' } }, identity);
  return handler(event, { awsRequestId: REQUEST_ID });
}

beforeEach(() => {
  stubTestEnv();
  resetMocks();
});

describe('admin-only fields', () => {
  it('covers every field of the resolver map that is not public', () => {
    expect(adminFields.map(({ field }) => field).sort()).toEqual([
      'Mutation.abortStaffPhotoUpload',
      'Mutation.completeStaffPhotoUpload',
      'Mutation.createPost',
      'Mutation.createStaff',
      'Mutation.createTestimonial',
      'Mutation.deleteMessage',
      'Mutation.deletePost',
      'Mutation.deleteStaff',
      'Mutation.deleteTestimonial',
      'Mutation.startStaffPhotoUpload',
      'Mutation.updatePost',
      'Mutation.updateStaff',
      'Mutation.updateTestimonial',
      'Query.listMessages',
      'Query.listStaff',
    ]);
  });

  describe.each(adminFields)('$field', ({ handler, field }) => {
    it.each(callers)('is Unauthorized for %s and touches nothing', async (_caller, identity) => {
      const outcome = await callAs(handler, field, identity);
      const [parent, fieldName] = field.split('.');
      expect(outcome).toEqual({
        errorType: 'Unauthorized',
        errorMessage: `Not Authorized to access ${fieldName} on type ${parent}`,
      });
      expect(allSdkCalls()).toHaveLength(0);
    });

    it('lets an admin through (groups from the identity or from the token claims)', async () => {
      for (const identity of [identities.admin, identities.adminByClaims]) {
        const outcome = await invoke(handler, field, {}, identity);
        expect(expectError(outcome).errorType).not.toBe('Unauthorized');
      }
    });
  });
});

describe.each(publicFields)('public field $field', ({ handler, field }) => {
  it('is open to an API-key caller', async () => {
    const outcome = await invoke(handler, field, {}, identities.apiKey);
    expect('errorType' in outcome && outcome.errorType).not.toBe('Unauthorized');
  });
});

// Each handler's route table against lambdas/resolverMap.ts, which the CDK stack and the local
// gateway wire from: a field the map sends to a handler without a route for it would fail every
// call, and a route the map does not list would never be reached.

import { describe, expect, it } from 'vitest';
import { routes as accounts } from '../../lambdas/accounts/routes';
import { routes as applications } from '../../lambdas/applications/routes';
import { routes as audit } from '../../lambdas/audit/routes';
import { routes as dashboard } from '../../lambdas/dashboard/routes';
import { routes as feedback } from '../../lambdas/feedback/routes';
import { routes as files } from '../../lambdas/files/routes';
import { routes as messages } from '../../lambdas/messages/routes';
import { routes as posts } from '../../lambdas/posts/routes';
import { routes as referrals } from '../../lambdas/referrals/routes';
import { HANDLERS, type HandlerDefinition } from '../../lambdas/resolverMap';
import type { AnyRoutes } from '../../lambdas/shared/resolver';
import { routes as staff } from '../../lambdas/staff/routes';
import { routes as testimonials } from '../../lambdas/testimonials/routes';

const ROUTES: Record<HandlerDefinition['name'], AnyRoutes> = {
  messages,
  posts,
  testimonials,
  staff,
  files,
  referrals,
  audit,
  feedback,
  accounts,
  applications,
  dashboard,
};

describe('each handler routes exactly the fields lambdas/resolverMap.ts sends it', () => {
  it.each(HANDLERS.map((definition) => [definition.name, definition] as const))(
    '%s',
    (name, definition) => {
      const mapped = [
        ...definition.fields.Query.map((field) => `Query.${field}`),
        ...definition.fields.Mutation.map((field) => `Mutation.${field}`),
      ];
      expect(Object.keys(ROUTES[name]).sort()).toEqual(mapped.sort());
    },
  );

  it('covers every handler of the map', () => {
    expect(HANDLERS.map((definition) => definition.name).sort()).toEqual(
      Object.keys(ROUTES).sort(),
    );
  });
});

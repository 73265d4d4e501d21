// Turns one handler's routes into the Lambda entry point: pick the route for the field, check who
// may call it, run it, and wrap the result or the error in the outcome envelope.

import type { AppSyncResolverEvent } from 'aws-lambda';
import { ROOT_FIELD_ACCESS, rolesAllow } from '../../schema/contract/roles';
import { assertActiveAccount } from './activeAccount';
import { rolesOf } from './auth';
import type { HandlerFields, ResultOf, RouteKey } from './fields';
import { type RequestContext, UnauthorizedError, toErrorOutcome } from './errors';
import type { ResolverOutcome } from './outcome';
import { clientAddress, countRequest } from './rateLimit';
import type { RateLimitName } from '../../schema/contract/rateLimits';
import { checkSelection } from './selection';
import type { REPUBLISH_EVENT } from '../../schema/contract/publicLists';

export type ResolverEvent = AppSyncResolverEvent<Record<string, unknown>>;

/** Who may call a route is not the route's to say: schema/contract/roles.ts decides for every field. */
export interface Route<Result = unknown> {
  /** Counts every call against this per-address limit first (lambdas/shared/rateLimit.ts). */
  rateLimit?: RateLimitName;
  resolve: (args: Record<string, unknown>, request: RequestContext) => Promise<Result>;
}

/**
 * One route for each of the handler's fields (its fields.ts), keyed by `<parent type>.<field>` and
 * answering what the schema's generated types say the field returns: a field without a route, a
 * route for a field the handler does not list, or a wrong result fails the typecheck.
 */
export type Routes<Fields extends HandlerFields> = {
  readonly [Key in RouteKey<Fields>]: Route<ResultOf<Key>>;
};

/** Any handler's routes, as the dispatcher reads them. */
export type AnyRoutes = Readonly<Partial<Record<RouteKey, Route>>>;

/** The part of the Lambda context the handlers use; the local gateway passes only the id. */
export interface InvocationContext {
  awsRequestId: string;
  getRemainingTimeInMillis?: () => number;
}

/** Not AppSync's call: a deployment or the local stack asking for the public list again. */
export type RepublishEvent = typeof REPUBLISH_EVENT;

export type ResolverHandler = (
  event: ResolverEvent | RepublishEvent,
  context: InvocationContext,
) => Promise<ResolverOutcome>;

/**
 * The Lambda entry point for one handler's routes. A handler that publishes a public list also
 * answers the republish event: it throws when that fails, so the deployment (a CDK Trigger) or the
 * local stack's start fails with the reason instead of serving an old list.
 */
export function resolverHandler(
  routes: AnyRoutes,
  republish?: (request: RequestContext) => Promise<void>,
): ResolverHandler {
  return async (event, context) => {
    if (!('info' in event)) {
      if (!republish) throw new Error('This handler publishes no list.');
      await republish({ requestId: context.awsRequestId, fieldName: 'republish' });
      return { data: null };
    }
    return dispatch(routes, event, context);
  };
}

async function dispatch(
  routes: AnyRoutes,
  event: ResolverEvent,
  context: InvocationContext,
): Promise<ResolverOutcome> {
  const { parentTypeName, fieldName } = event.info;
  const request: RequestContext = {
    requestId: context.awsRequestId,
    fieldName,
    identity: event.identity,
  };
  const remainingTime = context.getRemainingTimeInMillis;
  if (remainingTime) {
    request.remainingTimeMs = () => remainingTime.call(context);
  }
  try {
    const route = routes[`${parentTypeName}.${fieldName}` as RouteKey];
    if (!route) {
      throw new Error(`No route for ${parentTypeName}.${fieldName}.`);
    }
    const access = ROOT_FIELD_ACCESS[`${parentTypeName}.${fieldName}` as RouteKey];
    if (!rolesAllow(access, rolesOf(event.identity))) {
      throw new UnauthorizedError(
        `Not Authorized to access ${fieldName} on type ${parentTypeName}`,
      );
    }
    await assertActiveAccount(event.identity);
    checkSelection(event.info);
    if (route.rateLimit) {
      await countRequest(route.rateLimit, clientAddress(event.request?.headers));
    }
    return { data: await route.resolve(event.arguments ?? {}, request) };
  } catch (error) {
    return toErrorOutcome(error, request);
  }
}

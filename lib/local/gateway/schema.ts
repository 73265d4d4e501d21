// The executable schema: schema/schema.graphql plus AppSync's built-ins, with AppSync's scalars,
// field-level auth on every field and root fields resolved by the real Lambda handlers.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import type { GraphQLError } from 'graphql';
import {
  buildSchema,
  defaultFieldResolver,
  isObjectType,
  type GraphQLFieldResolver,
  type GraphQLSchema,
} from 'graphql';
import type { Caller } from './authenticate';
import { fieldAuthRule, mayUse } from './directives';
import { resolverEvent } from './event';
import type { HandlerRoutes } from './handlers';
import { QUERY_DEPTH_LIMIT, RESOLVER_COUNT_LIMIT } from '../../../schema/contract/apiLimits';
import { fieldDepth, QUERY_DEPTH_LIMIT_REACHED, RESOLVER_EXECUTION_LIMIT_REACHED } from './limits';
import { installAppSyncScalars } from './scalars';
import { errorText, type Log } from '../processes/log';

export interface GatewayContext {
  caller: Caller;
  headers: IncomingHttpHeaders;
  sourceIp: string;
  variables: Record<string, unknown>;
  /** Root-field resolvers started for this request, counted against RESOLVER_COUNT_LIMIT. */
  resolverInvocations: number;
}

/** A resolver error as AppSync reports it: an errorType next to the message. */
export class ResolverError extends Error {
  constructor(
    readonly errorType: string,
    message: string,
  ) {
    super(message);
  }
}

interface Outcome {
  data?: unknown;
  errorType?: unknown;
  errorMessage?: unknown;
}

function rootResolver(
  route: HandlerRoutes extends Map<string, infer R> ? R : never,
  log: Log,
): GraphQLFieldResolver<unknown, GatewayContext, Record<string, unknown>> {
  return async (_source, args, context, info) => {
    const event = resolverEvent({ args, info, ...context });
    const awsRequestId = randomUUID();
    let outcome: Outcome;
    try {
      const raw = await route.handler(event, { awsRequestId });
      // The Lambda response crosses a JSON boundary too.
      outcome = (raw === undefined ? {} : JSON.parse(JSON.stringify(raw))) as Outcome;
    } catch (error) {
      log(
        `${route.name} handler threw for ${info.fieldName} (${awsRequestId}): ${errorText(error)}`,
      );
      throw new ResolverError('Lambda:Unhandled', (error as Error).message ?? String(error));
    }
    // Unwrapped like the AppSync JS resolver: an error envelope becomes util.error(message, type).
    if (outcome !== null && typeof outcome === 'object' && typeof outcome.errorType === 'string') {
      throw new ResolverError(outcome.errorType, String(outcome.errorMessage ?? outcome.errorType));
    }
    return outcome?.data ?? null;
  };
}

export async function buildGatewaySchema(options: {
  projectRoot: string;
  handlers: HandlerRoutes;
  log: Log;
}): Promise<GraphQLSchema> {
  const sdl = await Promise.all(
    ['schema/appsync-builtins.graphql', 'schema/schema.graphql'].map((file) =>
      readFile(join(options.projectRoot, file), 'utf8'),
    ),
  );
  const schema = buildSchema(sdl.join('\n'));
  installAppSyncScalars(schema);
  const types = Object.values(schema.getTypeMap());

  const rootTypes = new Set([schema.getQueryType(), schema.getMutationType()]);
  for (const type of types.filter(isObjectType)) {
    if (type.name.startsWith('__')) {
      continue;
    }
    for (const field of Object.values(type.getFields())) {
      let resolve: GraphQLFieldResolver<unknown, GatewayContext> =
        field.resolve ?? defaultFieldResolver;
      if (rootTypes.has(type)) {
        const route = options.handlers.get(`${type.name}.${field.name}`);
        if (!route) {
          throw new Error(
            `lambdas/resolverMap.ts routes no handler to ${type.name}.${field.name}.`,
          );
        }
        resolve = rootResolver(route, options.log) as GraphQLFieldResolver<unknown, GatewayContext>;
      }
      const rule = fieldAuthRule(type, field);
      const resolveField = resolve;
      const isRoot = rootTypes.has(type);
      field.resolve = (source, args, context: GatewayContext, info) => {
        // AppSync's limits (./limits.ts): fields past the depth limit and resolvers past the count
        // fail on their own and never run; the rest of the request goes on.
        if (fieldDepth(info.path) > QUERY_DEPTH_LIMIT) {
          const { errorType, message } = QUERY_DEPTH_LIMIT_REACHED;
          throw new ResolverError(errorType, message);
        }
        if (isRoot && ++context.resolverInvocations > RESOLVER_COUNT_LIMIT) {
          const { errorType, message } = RESOLVER_EXECUTION_LIMIT_REACHED;
          throw new ResolverError(errorType, message);
        }
        if (!mayUse(rule, context.caller)) {
          throw new ResolverError(
            'Unauthorized',
            `Not Authorized to access ${info.fieldName} on type ${info.parentType.name}`,
          );
        }
        return resolveField(source, args, context, info);
      };
    }
  }
  return schema;
}

export function isResolverError(error: GraphQLError): ResolverError | undefined {
  return error.originalError instanceof ResolverError ? error.originalError : undefined;
}

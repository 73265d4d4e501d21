// Builds the event a Lambda resolver receives from AppSync (the JS resolver in lib/cloud/api.ts
// passes ctx.arguments, identity, info, request, source, prev and stash through unchanged).
import type { IncomingHttpHeaders } from 'node:http';
import type { AppSyncIdentityCognito, AppSyncResolverEvent } from 'aws-lambda';
import {
  Kind,
  print,
  type FragmentDefinitionNode,
  type GraphQLResolveInfo,
  type SelectionSetNode,
} from 'graphql';
import type { Caller } from './authenticate';
import { LOOPBACK } from '../http/ports';

/** AppSync's info.selectionSetList: every selected field as a slash-separated path. */
function selectionSetList(
  selectionSet: SelectionSetNode | undefined,
  fragments: Record<string, FragmentDefinitionNode>,
  prefix = '',
): string[] {
  const paths: string[] = [];
  for (const selection of selectionSet?.selections ?? []) {
    if (selection.kind === Kind.FIELD) {
      const name = selection.alias?.value ?? selection.name.value;
      if (name === '__typename') {
        continue;
      }
      paths.push(`${prefix}${name}`);
      paths.push(...selectionSetList(selection.selectionSet, fragments, `${prefix}${name}/`));
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      paths.push(...selectionSetList(selection.selectionSet, fragments, prefix));
    } else {
      const fragment = fragments[selection.name.value];
      paths.push(...selectionSetList(fragment?.selectionSet, fragments, prefix));
    }
  }
  return [...new Set(paths)];
}

function identityOf(caller: Caller, sourceIp: string): AppSyncIdentityCognito | null {
  if (caller.mode === 'API_KEY') {
    return null;
  }
  const { claims } = caller.token;
  return {
    sub: String(claims.sub),
    issuer: String(claims.iss),
    // Access tokens carry `username`, id tokens `cognito:username`.
    username: String(claims['cognito:username'] ?? claims.username),
    claims,
    sourceIp: [sourceIp],
    defaultAuthStrategy: 'ALLOW',
    groups: caller.groups.length > 0 ? caller.groups : null,
  };
}

function flatHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).flatMap(([name, value]) =>
      value === undefined ? [] : [[name, Array.isArray(value) ? value.join(',') : value]],
    ),
  );
}

/**
 * x-forwarded-for as AppSync hands it on: what the client sent, then the address it connected
 * from, then the hop in front of the API (CloudFront there, this gateway here), so the handlers'
 * rate limits read the client's address from the same place (lambdas/shared/rateLimit.ts).
 */
function forwardedFor(sent: string | undefined, sourceIp: string): string {
  return [sent, sourceIp, LOOPBACK].filter(Boolean).join(', ');
}

export function resolverEvent(options: {
  args: Record<string, unknown>;
  info: GraphQLResolveInfo;
  caller: Caller;
  headers: IncomingHttpHeaders;
  sourceIp: string;
  variables: Record<string, unknown>;
}): AppSyncResolverEvent<Record<string, unknown>> {
  const { info } = options;
  const selectionSet = info.fieldNodes[0]?.selectionSet;
  const headers = flatHeaders(options.headers);
  const event: AppSyncResolverEvent<Record<string, unknown>> = {
    arguments: options.args,
    identity: identityOf(options.caller, options.sourceIp),
    source: null,
    request: {
      headers: {
        ...headers,
        'x-forwarded-for': forwardedFor(headers['x-forwarded-for'], options.sourceIp),
      },
      domainName: null,
    },
    info: {
      fieldName: info.fieldName,
      parentTypeName: info.parentType.name,
      variables: options.variables,
      selectionSetList: selectionSetList(selectionSet, info.fragments),
      selectionSetGraphQL: selectionSet ? print(selectionSet) : '',
    },
    prev: null,
    stash: {},
  };
  // Lambda receives JSON: no prototypes-less objects, undefined or class instances get through.
  return JSON.parse(JSON.stringify(event)) as AppSyncResolverEvent<Record<string, unknown>>;
}

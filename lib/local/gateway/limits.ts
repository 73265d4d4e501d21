// The API's request limits (schema/contract/apiLimits.ts, deployed by lib/cloud/api.ts) enforced as
// AppSync does (https://docs.aws.amazon.com/appsync/latest/devguide/configuration-limits.html):
// - introspection disabled: a validation error, nothing runs; `__typename` still works;
// - query depth: fields past the limit fail with errorType QueryDepthLimitReached while the rest of
//   the query runs (a non-null field passes the error up to its first nullable parent);
// - resolver count: the first RESOLVER_COUNT_LIMIT resolvers run, each further one fails with
//   errorType ResolverExecutionLimitReached and does not run;
// - request size, nesting, tokens and selection width: refused before validation (./gateway.ts).
import type { ResponsePath } from 'graphql';
import {
  GraphQLError,
  isIntrospectionType,
  type ASTNode,
  type FieldNode,
  type ValidationRule,
} from 'graphql';
import { QUERY_DEPTH_LIMIT } from '../../../schema/contract/apiLimits';

/** Marks a validation error whose message is already worded as AppSync words it. */
export const APPSYNC_WORDED = 'appsyncWorded';

/**
 * AppSync (graphql-java) with introspection disabled hides the fields of `__Schema` and `__Type`,
 * so `{ __schema { types { name } } }` fails validation with "Validation error of type
 * FieldUndefined: Field 'types' in type '__Schema' is undefined @ '__schema/types'" (the AppSync
 * guide shows this error for a disabled API; graphql-java servers with introspection off answer
 * the same text). Like graphql-java, nothing below an undefined field is checked.
 */
export const NoIntrospectionRule: ValidationRule = (context) => ({
  Field: {
    enter(node, _key, _parent, _path, ancestors) {
      const parentType = context.getParentType();
      if (!parentType || !isIntrospectionType(parentType) || node.name.value === '__typename') {
        return undefined;
      }
      const fieldPath = [...ancestors, node]
        .filter((ancestor): ancestor is FieldNode => isField(ancestor))
        .map((field) => field.name.value)
        .join('/');
      context.reportError(
        new GraphQLError(
          `Validation error of type FieldUndefined: Field '${node.name.value}' in type ` +
            `'${parentType.name}' is undefined @ '${fieldPath}'`,
          { nodes: node, extensions: { [APPSYNC_WORDED]: true } },
        ),
      );
      return false;
    },
  },
});

function isField(node: ASTNode | readonly ASTNode[]): node is FieldNode {
  return !Array.isArray(node) && (node as ASTNode).kind === 'Field';
}

/** The field's level in the query: root fields are 1, list indexes do not count, leaves do. */
export function fieldDepth(path: ResponsePath): number {
  let depth = 0;
  for (let at: ResponsePath | undefined = path; at; at = at.prev) {
    if (typeof at.key === 'string') {
      depth += 1;
    }
  }
  return depth;
}

/**
 * The errorType is AppSync's (developer guide, "Configuring query depth limits"); the guide does not
 * quote the message, so this one is ours.
 */
export const QUERY_DEPTH_LIMIT_REACHED = {
  errorType: 'QueryDepthLimitReached',
  message: `Query depth limit of ${QUERY_DEPTH_LIMIT} reached.`,
} as const;

/**
 * The errorType is AppSync's (developer guide, "Configuring resolver count limits"); the message is
 * the one AppSync users report for it (aws-amplify/amplify-js#8342).
 */
export const RESOLVER_EXECUTION_LIMIT_REACHED = {
  errorType: 'ResolverExecutionLimitReached',
  message: 'Resolver invocation limit reached',
} as const;

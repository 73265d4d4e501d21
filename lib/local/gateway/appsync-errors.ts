// The `errors` entries AppSync answers ({ path, data, errorType, errorInfo, locations, message }),
// shaped from graphql-js's errors: worded as AppSync words them, naming nothing introspection hides.
import type { GraphQLError } from 'graphql';
import { ScalarParseError } from './scalars';
import { isResolverError } from './schema';

export interface AppSyncError {
  path: (string | number)[] | null;
  data?: null;
  errorType?: string;
  errorInfo?: null;
  locations: { line: number; column: number; sourceName: null }[] | null;
  message: string;
}

/** An error in the request itself (syntax, validation, limits): nothing ran. */
export function requestProblem(message: string): AppSyncError {
  return { path: null, locations: null, message };
}

function locationsOf(error: GraphQLError): AppSyncError['locations'] {
  return error.locations?.map(({ line, column }) => ({ line, column, sourceName: null })) ?? null;
}

/** graphql-js words a bad variable its own way; AppSync says "Variable 'x' has an invalid value." */
function variableMessage(error: GraphQLError, parseError: ScalarParseError): string {
  const match = /^Variable "\$(\w+)" got invalid value .*? at "([^"]+)";/s.exec(error.message);
  const name =
    match?.[2]
      ?.split('.')
      .pop()
      ?.replace(/\[\d+\]$/, '') ?? /^Variable "\$(\w+)"/.exec(error.message)?.[1];
  return `Variable '${name ?? 'input'}' has an invalid value. ${parseError.detail}`;
}

/** graphql-js wraps a scalar's error once or twice on its way out of variable coercion. */
function scalarCause(error: Error): ScalarParseError | undefined {
  for (let cause: unknown = error; cause instanceof Error;) {
    if (cause instanceof ScalarParseError) {
      return cause;
    }
    cause = (cause as GraphQLError).originalError;
  }
  return undefined;
}

/**
 * graphql-js suggests similar names ("Did you mean …?"), which would list fields and types that
 * introspection hides; AppSync names none.
 */
function withoutSuggestions(message: string): string {
  return message.replace(/ Did you mean .*\?$/s, '');
}

export function requestError(error: GraphQLError, prefix = ''): AppSyncError {
  const scalar = scalarCause(error);
  return {
    path: null,
    locations: locationsOf(error),
    message:
      scalar && error.message.startsWith('Variable "$')
        ? variableMessage(error, scalar)
        : `${prefix}${withoutSuggestions(error.message)}`,
  };
}

export function fieldError(error: GraphQLError): AppSyncError {
  const resolverError = isResolverError(error);
  if (!resolverError && error.originalError) {
    // A result the schema cannot represent, e.g. null for a non-null field or a bad scalar value.
    return {
      path: error.path ? [...error.path] : null,
      data: null,
      errorType: 'MappingTemplate',
      errorInfo: null,
      locations: locationsOf(error),
      message: error.message,
    };
  }
  return {
    path: error.path ? [...error.path] : null,
    data: null,
    errorType: resolverError?.errorType ?? 'Unknown',
    errorInfo: null,
    locations: locationsOf(error),
    message: resolverError?.message ?? error.message,
  };
}

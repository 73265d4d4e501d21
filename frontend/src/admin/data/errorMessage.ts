import { CombinedGraphQLErrors } from '@apollo/client';

/** The message an API or sign-in error carries, or undefined when it has none. */
export function errorMessage(error: unknown): string | undefined {
  if (CombinedGraphQLErrors.is(error)) {
    return error.errors.map((graphqlError) => graphqlError.message).join(' ') || undefined;
  }
  return error instanceof Error && error.message ? error.message : undefined;
}

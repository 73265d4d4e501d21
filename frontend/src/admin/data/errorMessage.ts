import { CombinedGraphQLErrors } from '@apollo/client';
import { messageOf } from './errorText';

/** The message an API error (or any other error) carries, or undefined when it has none. */
export function errorMessage(error: unknown): string | undefined {
  if (CombinedGraphQLErrors.is(error)) {
    return error.errors.map((graphqlError) => graphqlError.message).join(' ') || undefined;
  }
  return messageOf(error);
}

/** Whether the API answered with an error of this AppSync errorType (such as 'NotFound'). */
export function hasErrorType(error: unknown, errorType: string): boolean {
  return (
    CombinedGraphQLErrors.is(error) &&
    error.errors.some(
      (graphqlError) => (graphqlError as { errorType?: unknown }).errorType === errorType,
    )
  );
}

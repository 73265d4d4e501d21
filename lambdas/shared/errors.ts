// Typed errors a resolver may raise on purpose. Anything else is unexpected: it is logged with the
// request id and field name, and the caller only ever sees a generic InternalError.

import type { AppSyncIdentity } from 'aws-lambda';
import { UNEXPECTED_ERROR_LOG_TEXT } from '../../schema/contract/handlerLogs';
import { isAwsError } from './awsErrors';
import { log } from './log';
import type { ErrorOutcome, ErrorType } from './outcome';

export const INTERNAL_ERROR_MESSAGE = 'An unexpected error occurred. Please try again.';
export const TIMEOUT_MESSAGE =
  'The service took too long to answer. Sending the same request again is safe.';

export class ResolverError extends Error {
  constructor(
    readonly errorType: Exclude<ErrorType, 'InternalError'>,
    message: string,
  ) {
    super(message);
    this.name = errorType;
  }
}

/** The message starts with the path of the offending field, e.g. `email: ...`. */
export class ValidationError extends ResolverError {
  constructor(field: string, problem: string) {
    super('ValidationError', `${field}: ${problem}`);
  }
}

export class NotFoundError extends ResolverError {
  constructor(message: string) {
    super('NotFound', message);
  }
}

export class UnauthorizedError extends ResolverError {
  constructor(message: string) {
    super('Unauthorized', message);
  }
}

/** The caller's address sent more of a public write than schema/contract/rateLimits.ts allows. */
export class TooManyRequestsError extends ResolverError {
  constructor(message: string) {
    super('TooManyRequests', message);
  }
}

export interface RequestContext {
  requestId: string;
  fieldName: string;
  /** What is left of the Lambda's time (its context's getRemainingTimeInMillis); absent locally. */
  remainingTimeMs?: () => number;
  /** The caller as AppSync identified it (null for API-key calls); absent in some unit tests. */
  identity?: AppSyncIdentity;
}

export function toErrorOutcome(error: unknown, request: RequestContext): ErrorOutcome {
  if (error instanceof ResolverError) {
    return { errorType: error.errorType, errorMessage: error.message };
  }
  // Logged as unexpected either way, so the alarm on that log line also reports a stalled service.
  log.error(UNEXPECTED_ERROR_LOG_TEXT, request, { error });
  // The SDK gave up waiting (after its own retries): the write may or may not have happened, and
  // the caller may send it again (createMessage's clientToken makes that safe).
  if (isAwsError(error, 'TimeoutError')) {
    return { errorType: 'Timeout', errorMessage: TIMEOUT_MESSAGE };
  }
  return { errorType: 'InternalError', errorMessage: INTERNAL_ERROR_MESSAGE };
}

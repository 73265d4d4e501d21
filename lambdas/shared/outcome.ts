// The envelope every handler returns. AppSync reports a thrown Lambda error as "Lambda:Unhandled",
// so handlers never throw: the AppSync JS resolver (CDK) and the local gateway unwrap this object
// with util.error(errorMessage, errorType), and clients see a real error type.

export type ErrorType =
  'ValidationError' | 'NotFound' | 'Unauthorized' | 'TooManyRequests' | 'Timeout' | 'InternalError';

export interface DataOutcome<T> {
  data: T;
}

export interface ErrorOutcome {
  errorType: ErrorType;
  errorMessage: string;
}

export type ResolverOutcome<T = unknown> = DataOutcome<T> | ErrorOutcome;

export function isErrorOutcome(outcome: ResolverOutcome): outcome is ErrorOutcome {
  return 'errorType' in outcome;
}

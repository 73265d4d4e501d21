// The errors the Cognito proxy answers with, worded as Cognito words them (clients such as Amplify
// branch on the type, and show the message).

export class CognitoError extends Error {
  constructor(
    readonly type: string,
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

/** One answer for an unknown user and a wrong password (the pool prevents user-existence errors). */
export const incorrectCredentials = (): CognitoError =>
  new CognitoError('NotAuthorizedException', 'Incorrect username or password.');

export const invalidChallengeSession = (): CognitoError =>
  new CognitoError('NotAuthorizedException', 'Invalid session for the user.');

export const codeMismatch = (): CognitoError =>
  new CognitoError(
    'CodeMismatchException',
    'Invalid verification code provided, please try again.',
  );

export const attemptLimitExceeded = (): CognitoError =>
  new CognitoError('LimitExceededException', 'Attempt limit exceeded, please try after some time.');

export const invalidParameter = (message: string): CognitoError =>
  new CognitoError('InvalidParameterException', message);

/** A request parameter that must be a non-empty string, as Cognito's input validation says it. */
export function requiredString(value: unknown, name: string): string {
  if (typeof value !== 'string' || value === '') {
    throw invalidParameter(
      `1 validation error detected: Value at '${name}' failed to satisfy constraint: ` +
        'Member must not be null',
    );
  }
  return value;
}

/** A request object member (AuthParameters, ChallengeResponses) as a record of strings. */
export function stringRecord(value: unknown, name: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw invalidParameter(`Missing required parameter ${name}`);
  }
  return value as Record<string, unknown>;
}

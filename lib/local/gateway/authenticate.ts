// Request-level authorization, as AppSync does it before running anything: an Authorization header
// must carry a valid user pool token, else an x-api-key header must carry the API key. Anything else
// is refused with HTTP 401 and an UnauthorizedException body.
import type { IncomingHttpHeaders } from 'node:http';
import {
  TokenRejectedError,
  type TokenVerifier,
  type VerifiedToken,
} from '../cognito/token-verifier';

export type Caller =
  | { mode: 'API_KEY' }
  | { mode: 'AMAZON_COGNITO_USER_POOLS'; token: VerifiedToken; groups: string[] };

export class UnauthorizedRequestError extends Error {
  /** What the server logs: the detail that the client is not told. */
  constructor(
    message: string,
    readonly detail: string,
  ) {
    super(message);
  }
}

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return (Array.isArray(value) ? value[0] : value)?.trim() || undefined;
}

export async function authenticate(
  headers: IncomingHttpHeaders,
  options: { apiKey: string; verifyToken: TokenVerifier },
): Promise<Caller> {
  // With both headers, the user pool token decides (the default mode), as for AppSync clients
  // that send a token to a multi-auth API.
  const authorization = header(headers, 'authorization');
  if (authorization) {
    try {
      const token = await options.verifyToken(authorization);
      const groups = token.claims['cognito:groups'];
      return {
        mode: 'AMAZON_COGNITO_USER_POOLS',
        token,
        groups: Array.isArray(groups)
          ? groups.filter((g): g is string => typeof g === 'string')
          : [],
      };
    } catch (error) {
      if (!(error instanceof TokenRejectedError)) {
        throw error;
      }
      const message =
        error.problem === 'expired'
          ? 'Token has expired.'
          : error.problem === 'malformed'
            ? 'Unable to parse JWT token.'
            : 'You are not authorized to make this call.';
      throw new UnauthorizedRequestError(message, error.message);
    }
  }
  const apiKey = header(headers, 'x-api-key');
  if (apiKey) {
    if (apiKey === options.apiKey) {
      return { mode: 'API_KEY' };
    }
    throw new UnauthorizedRequestError(
      'You are not authorized to make this call.',
      'Wrong API key.',
    );
  }
  throw new UnauthorizedRequestError(
    'Valid authorization header not provided.',
    'Neither an Authorization nor an x-api-key header.',
  );
}

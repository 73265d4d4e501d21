// What every operation the proxy serves works with, and the shape of an operation.
import type { Log } from '../log.js';
import type { ChallengeSessions } from './challenge-sessions.js';
import { CognitoError } from './errors.js';
import type { SignInLockout } from './lockout.js';
import type { PoolUsers } from './pool-file.js';
import type { ResetCodes } from './reset-codes.js';
import type { ResetMail } from './reset-mail.js';
import type { Tokens } from './tokens.js';
import type { Upstream } from './upstream.js';

export interface ProxyContext {
  userPoolId: string;
  clientId: string;
  upstream: Upstream;
  users: PoolUsers;
  tokens: Tokens;
  challenges: ChallengeSessions;
  lockout: SignInLockout;
  resetCodes: ResetCodes;
  resetMail: ResetMail;
  log: Log;
}

export type Request = Record<string, unknown>;
export type Operation = (request: Request, context: ProxyContext) => Promise<Request>;

/** The request's ClientId, which must be the pool's app client. */
export function appClient(request: Request, context: ProxyContext): string {
  const clientId = request.ClientId;
  if (clientId !== context.clientId) {
    throw new CognitoError(
      'ResourceNotFoundException',
      `User pool client ${typeof clientId === 'string' ? clientId : ''} does not exist.`,
    );
  }
  return clientId;
}

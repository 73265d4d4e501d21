// What every operation the proxy serves works with, and the shape of an operation.
import type { StaffMfa } from '../../../schema/contract/staffMfa';
import type { Log } from '../processes/log';
import type { ChallengeSessions } from './challenge-sessions';
import type { Clock } from './clock';
import { CognitoError } from './errors';
import type { SignInLockout } from './lockout';
import type { MfaStore } from './mfa-store';
import type { PoolUsers } from './pool-file';
import type { ResetCodes } from './reset-codes';
import type { ResetMail } from './reset-mail';
import type { Tokens } from './tokens';
import type { Upstream } from './upstream';

export interface ProxyContext {
  userPoolId: string;
  clientId: string;
  upstream: Upstream;
  users: PoolUsers;
  tokens: Tokens;
  challenges: ChallengeSessions;
  lockout: SignInLockout;
  /** cdk.json's "staffMfa" (or the start options'): whether sign-in asks for a second factor. */
  staffMfa: StaffMfa;
  mfa: MfaStore;
  /** Wrong authenticator codes, counted per user like wrong passwords. */
  codeLockout: SignInLockout;
  resetCodes: ResetCodes;
  resetMail: ResetMail;
  /** The time the proxy's time-bound rules read. */
  now: Clock;
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

// An invited user's temporary password signs in for USER_POOL_SETTINGS.temporaryPasswordValidityDays
// after it was set, as in the cloud pool; after that only an administrator can issue a new one.
// cognito-local keeps no expiry, so the proxy counts from the user's UserLastModifiedDate: the time
// AdminCreateUser (or AdminSetUserPassword, not permanent) set the password, unless an
// administrator changed the user since, which then restarts the count.
import { USER_POOL_SETTINGS } from '../../../schema/contract/authSettings';
import { CognitoError } from './errors';
import type { PoolUser } from './pool-file';

export const TEMPORARY_PASSWORD_VALIDITY_MS =
  USER_POOL_SETTINGS.temporaryPasswordValidityDays * 24 * 60 * 60 * 1000;

/** Refuses a sign-in with an expired temporary password as Cognito does; `now` in ms. */
export function assertTemporaryPasswordCurrent(user: PoolUser, now: number): void {
  if (user.UserStatus !== 'FORCE_CHANGE_PASSWORD') {
    return;
  }
  const issued = Date.parse(user.UserLastModifiedDate ?? '');
  // A record without a readable date cannot show the password is still current: refuse it.
  if (Number.isNaN(issued) || now - issued > TEMPORARY_PASSWORD_VALIDITY_MS) {
    throw new CognitoError(
      'NotAuthorizedException',
      'Temporary password has expired and must be reset by an administrator.',
    );
  }
}

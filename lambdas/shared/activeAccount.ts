// AppSync accepts a user pool access token until it expires (schema/contract/authSettings.ts), even
// after its user is disabled, deleted or signed out everywhere. So that disabling someone takes
// effect at once, the dispatcher asks the pool about every signed-in caller before it answers:
// a disabled or deleted account is refused. One AdminGetUser per staff request; public (API-key)
// calls make none.

import type { AppSyncIdentity } from 'aws-lambda';
import { INACTIVE_ACCOUNT_MESSAGE } from '../../schema/contract/inactiveAccount';
import { isAwsError } from './awsErrors';
import { cognito } from './clients';
import { config } from './config';
import { UnauthorizedError } from './errors';

export { INACTIVE_ACCOUNT_MESSAGE };

/** Refuses a signed-in caller whose account the pool no longer holds or has disabled. */
export async function assertActiveAccount(identity: AppSyncIdentity): Promise<void> {
  if (!identity || !('username' in identity) || !identity.username) return;
  const { client, sdk } = await cognito();
  try {
    const user = await client.send(
      new sdk.AdminGetUserCommand({ UserPoolId: config.userPoolId(), Username: identity.username }),
    );
    if (user.Enabled === false) throw new UnauthorizedError(INACTIVE_ACCOUNT_MESSAGE);
  } catch (error) {
    if (isAwsError(error, 'UserNotFoundException')) {
      throw new UnauthorizedError(INACTIVE_ACCOUNT_MESSAGE);
    }
    throw error;
  }
}

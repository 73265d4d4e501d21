// The account changes owners make, each as the Cognito admin calls it takes. Only the calls
// lib/cloud/functions.ts allows this handler on the pool.

import { isAwsError } from '../shared/awsErrors';
import { cognito } from '../shared/clients';
import { config } from '../shared/config';
import { ValidationError } from '../shared/errors';

export const EMAIL_TAKEN_REFUSAL = 'This e-mail address already has a staff account.';

/** The pool's SDK and the fields every call names: the pool and the user. */
async function forUser(username: string) {
  const { client, sdk } = await cognito();
  return { client, sdk, base: { UserPoolId: config.userPoolId(), Username: username } };
}

/**
 * Creates the user; Cognito e-mails them a temporary password (its default invitation, which the
 * pool's settings word). Returns the pool's user name for them.
 */
export async function createUser(email: string, name: string): Promise<string> {
  const { client, sdk } = await cognito();
  try {
    const { User } = await client.send(
      new sdk.AdminCreateUserCommand({
        UserPoolId: config.userPoolId(),
        Username: email,
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'email_verified', Value: 'true' },
          { Name: 'name', Value: name },
        ],
        DesiredDeliveryMediums: ['EMAIL'],
      }),
    );
    return User?.Username ?? email;
  } catch (error) {
    if (isAwsError(error, 'UsernameExistsException', 'AliasExistsException')) {
      throw new ValidationError('email', EMAIL_TAKEN_REFUSAL);
    }
    throw error;
  }
}

/** E-mails an invited user a new temporary password, which restarts its validity. */
export async function resendInvitation(username: string): Promise<void> {
  const { client, sdk, base } = await forUser(username);
  await client.send(
    new sdk.AdminCreateUserCommand({
      ...base,
      MessageAction: 'RESEND',
      DesiredDeliveryMediums: ['EMAIL'],
    }),
  );
}

/**
 * Ends every session of the user: their refresh tokens stop working at once. Access tokens already
 * issued stay valid for AppSync until they expire, so the API refuses them itself
 * (lambdas/shared/activeAccount.ts).
 */
export async function signOutEverywhere(username: string): Promise<void> {
  const { client, sdk, base } = await forUser(username);
  await client.send(new sdk.AdminUserGlobalSignOutCommand(base));
}

export async function disableUser(username: string): Promise<void> {
  const { client, sdk, base } = await forUser(username);
  await client.send(new sdk.AdminDisableUserCommand(base));
  await signOutEverywhere(username);
}

export async function enableUser(username: string): Promise<void> {
  const { client, sdk, base } = await forUser(username);
  await client.send(new sdk.AdminEnableUserCommand(base));
}

export async function deleteUser(username: string): Promise<void> {
  await signOutEverywhere(username);
  const { client, sdk, base } = await forUser(username);
  await client.send(new sdk.AdminDeleteUserCommand(base));
}

/** Turns the authenticator app off; the person enrols a new one at their next sign-in. */
export async function resetMfa(username: string): Promise<void> {
  const { client, sdk, base } = await forUser(username);
  await client.send(
    new sdk.AdminSetUserMFAPreferenceCommand({
      ...base,
      SoftwareTokenMfaSettings: { Enabled: false, PreferredMfa: false },
    }),
  );
}

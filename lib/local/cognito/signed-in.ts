// Operations of a signed-in user, authorized by their access token: GetUser, ChangePassword,
// GlobalSignOut, and RevokeToken (Amplify's sign-out of this device), which takes the refresh token.
import { appClient, type Operation } from './context';
import { mfaFields } from './mfa';
import { CognitoError, incorrectCredentials, requiredString } from './errors';
import { assertPasswordMeetsPolicy } from './password-policy';
import { passwordMatches } from './pool-file';

export const getUser: Operation = async (request, context) => {
  const claims = await context.tokens.verifiedAccessToken(request.AccessToken);
  const user = await context.upstream.must('GetUser', { AccessToken: request.AccessToken });
  // The second factor is the proxy's (mfa.ts), not cognito-local's.
  delete user.MFAOptions;
  delete user.UserMFASettingList;
  delete user.PreferredMfaSetting;
  return { ...user, ...mfaFields(context, String(claims.username)) };
};

export const changePassword: Operation = async (request, context) => {
  const claims = await context.tokens.verifiedAccessToken(request.AccessToken);
  const previous = requiredString(request.PreviousPassword, 'previousPassword');
  const proposed = requiredString(request.ProposedPassword, 'proposedPassword');
  const user = await context.users.find(String(claims.username));
  if (!user) {
    throw incorrectCredentials();
  }
  // The same count as sign-in's: guessing the current password here is guessing it there.
  context.lockout.assertNotLocked(user.Username);
  if (!passwordMatches(user, previous)) {
    context.lockout.failed(user.Username);
    throw incorrectCredentials();
  }
  context.lockout.succeeded(user.Username);
  assertPasswordMeetsPolicy(proposed);
  return context.upstream.must('ChangePassword', {
    AccessToken: request.AccessToken,
    PreviousPassword: previous,
    ProposedPassword: proposed,
  });
};

export const globalSignOut: Operation = async (request, context) => {
  const claims = await context.tokens.verifiedAccessToken(request.AccessToken);
  await context.tokens.signOut(String(claims.username));
  return {};
};

export const revokeToken: Operation = async (request, context) => {
  appClient(request, context);
  const token = requiredString(request.Token, 'token');
  if (!context.tokens.isLiveRefreshToken(token)) {
    // As Cognito: revoking a token that is not (or no longer) valid changes nothing.
    return {};
  }
  await context.tokens.revoke(token);
  return {};
};

/** The pool has self sign-up off (schema/contract/authSettings.ts); staff are invited. */
export const refusedSignUp: Operation = () =>
  Promise.reject(
    new CognitoError('NotAuthorizedException', 'SignUp is not permitted for this user pool'),
  );

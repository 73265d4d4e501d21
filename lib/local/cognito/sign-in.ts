// Password sign-in (InitiateAuth USER_PASSWORD_AUTH) and the challenges this pool sets:
// NEW_PASSWORD_REQUIRED for invited staff, and with staff MFA on, SOFTWARE_TOKEN_MFA or MFA_SETUP
// (mfa.ts). The proxy checks the password itself against the pool file (cognito-local skips the
// check for users who must choose a new password), counts failures for the lockout, and answers
// the challenges itself: the new password must meet the policy and the Session must be one it
// issued; an expired temporary password is refused (temporary-password.ts). cognito-local's own
// pool has MFA off, so once the second factor is answered the proxy signs the user in there with
// the password the pool file holds. Refresh flows are in refresh.ts.
import { assertPasswordMeetsPolicy } from './password-policy';
import { appClient, type Operation, type ProxyContext, type Request } from './context';
import {
  CognitoError,
  incorrectCredentials,
  invalidChallengeSession,
  invalidParameter,
  requiredString,
  stringRecord,
} from './errors';
import {
  acceptSignInCode,
  assertSetupVerified,
  MFA_SETUP,
  mfaChallengeAnswer,
  mfaChallengeFor,
  SOFTWARE_TOKEN_MFA,
} from './mfa';
import { passwordMatches, type PoolUser } from './pool-file';
import { refreshTokens } from './refresh';
import { assertTemporaryPasswordCurrent } from './temporary-password';

const NEW_PASSWORD_REQUIRED = 'NEW_PASSWORD_REQUIRED';
/** Every challenge Cognito names; this pool issues NEW_PASSWORD_REQUIRED and the MFA ones. */
const COGNITO_CHALLENGES = new Set([
  'SMS_MFA',
  'EMAIL_OTP',
  'SOFTWARE_TOKEN_MFA',
  'SELECT_MFA_TYPE',
  'MFA_SETUP',
  'PASSWORD_VERIFIER',
  'CUSTOM_CHALLENGE',
  'SELECT_CHALLENGE',
  'DEVICE_SRP_AUTH',
  'DEVICE_PASSWORD_VERIFIER',
  'ADMIN_NO_SRP_AUTH',
  'NEW_PASSWORD_REQUIRED',
  'SMS_OTP',
  'PASSWORD',
  'WEB_AUTHN',
  'PASSWORD_SRP',
]);

/** cognito-local's answer to a USER_PASSWORD_AUTH sign-in of a user whose password is checked. */
async function upstreamSignIn(context: ProxyContext, username: string, password: string) {
  return context.upstream.must('InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: context.clientId,
    AuthParameters: { USERNAME: username, PASSWORD: password },
  });
}

async function passwordSignIn(context: ProxyContext, parameters: Request): Promise<Request> {
  const signInName = requiredString(parameters.USERNAME, 'USERNAME');
  const password = requiredString(parameters.PASSWORD, 'PASSWORD');
  const user = await context.users.find(signInName);
  // Per user, whichever of their names is typed; per name for names that are nobody's.
  const lockoutKey = user ? user.Username : signInName;
  context.lockout.assertNotLocked(lockoutKey);
  if (!user || !passwordMatches(user, password)) {
    context.lockout.failed(lockoutKey);
    throw incorrectCredentials();
  }
  context.lockout.succeeded(lockoutKey);
  if (user.Enabled === false) {
    throw new CognitoError('NotAuthorizedException', 'User is disabled.');
  }
  assertTemporaryPasswordCurrent(user, context.now());
  if (user.UserStatus !== 'FORCE_CHANGE_PASSWORD') {
    const mfa = mfaChallengeFor(context, user.Username);
    if (mfa) {
      return mfaChallengeAnswer(context, mfa, { username: user.Username, signInName });
    }
  }
  const answer = await upstreamSignIn(context, user.Username, password);
  if (answer.ChallengeName === NEW_PASSWORD_REQUIRED) {
    const session = context.challenges.issue({
      challengeName: NEW_PASSWORD_REQUIRED,
      clientId: context.clientId,
      username: user.Username,
      signInName,
    });
    return { ...answer, Session: session };
  }
  if (answer.ChallengeName) {
    throw new Error(`cognito-local set an unexpected challenge: ${String(answer.ChallengeName)}`);
  }
  return context.tokens.signedIn(answer);
}

export const initiateAuth: Operation = async (request, context) => {
  appClient(request, context);
  const flow = requiredString(request.AuthFlow, 'authFlow');
  const parameters = stringRecord(request.AuthParameters, 'authParameters');
  switch (flow) {
    case 'USER_PASSWORD_AUTH':
      return passwordSignIn(context, parameters);
    case 'REFRESH_TOKEN_AUTH':
    case 'REFRESH_TOKEN':
      return refreshTokens(context, parameters.REFRESH_TOKEN);
    default:
      throw invalidParameter(
        `${flow} is not supported by the local Cognito stand-in; use USER_PASSWORD_AUTH.`,
      );
  }
};

/** Tokens for a user who answered the second factor: signed in upstream as the proxy checked. */
async function signInAfterMfa(context: ProxyContext, username: string): Promise<Request> {
  const user = await context.users.find(username);
  if (!user?.Password) {
    throw invalidChallengeSession(); // Deleted meanwhile.
  }
  if (user.Enabled === false) {
    throw new CognitoError('NotAuthorizedException', 'User is disabled.');
  }
  return context.tokens.signedIn(await upstreamSignIn(context, user.Username, user.Password));
}

/** A new password is set: the second factor next, when the pool asks for one, else tokens. */
async function afterNewPassword(
  context: ProxyContext,
  user: PoolUser,
  signInName: string,
  newPassword: string,
): Promise<Request> {
  const mfa = mfaChallengeFor(context, user.Username);
  if (mfa) {
    return mfaChallengeAnswer(context, mfa, { username: user.Username, signInName });
  }
  return context.tokens.signedIn(await upstreamSignIn(context, user.Username, newPassword));
}

export const respondToAuthChallenge: Operation = async (request, context) => {
  appClient(request, context);
  const challengeName = requiredString(request.ChallengeName, 'challengeName');
  if (!COGNITO_CHALLENGES.has(challengeName)) {
    throw invalidParameter(`Unknown challenge name: ${challengeName}`);
  }
  const session = requiredString(request.Session, 'session');
  const responses = stringRecord(request.ChallengeResponses, 'challengeResponses');
  const issued = context.challenges.check({
    session,
    challengeName,
    clientId: context.clientId,
    username: requiredString(responses.USERNAME, 'USERNAME'),
  });
  if (challengeName === SOFTWARE_TOKEN_MFA) {
    // A wrong code leaves the session for another try, as in Cognito; the lockout bounds them.
    await acceptSignInCode(context, issued, responses);
    context.challenges.spend(session);
    return signInAfterMfa(context, issued.username);
  }
  if (challengeName === MFA_SETUP) {
    assertSetupVerified(issued);
    context.challenges.spend(session);
    return signInAfterMfa(context, issued.username);
  }
  // NEW_PASSWORD_REQUIRED (check() refuses a session issued for another challenge).
  const newPassword = requiredString(responses.NEW_PASSWORD, 'NEW_PASSWORD');
  // A password below the policy leaves the session usable for a better one, as in Cognito.
  assertPasswordMeetsPolicy(newPassword);
  context.challenges.spend(session);
  const user = await context.users.find(issued.username);
  if (user?.UserStatus !== 'FORCE_CHANGE_PASSWORD') {
    throw invalidChallengeSession();
  }
  await context.upstream.must('AdminSetUserPassword', {
    UserPoolId: context.userPoolId,
    Username: user.Username,
    Password: newPassword,
    Permanent: true,
  });
  return afterNewPassword(context, user, issued.signInName, newPassword);
};

// Password sign-in (InitiateAuth USER_PASSWORD_AUTH) and the one challenge this pool sets,
// NEW_PASSWORD_REQUIRED for invited staff. The proxy checks the password itself against the pool
// file (cognito-local skips the check for users who must choose a new password), counts failures
// for the lockout, and answers the challenge itself: the new password must meet the policy and the
// Session must be one it issued; an expired temporary password is refused (temporary-password.ts).
// Refresh flows are in refresh.ts.
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
import { passwordMatches } from './pool-file';
import { refreshTokens } from './refresh';
import { assertTemporaryPasswordCurrent } from './temporary-password';

const NEW_PASSWORD_REQUIRED = 'NEW_PASSWORD_REQUIRED';
/** Every challenge Cognito names; only NEW_PASSWORD_REQUIRED can arise in this pool (MFA off). */
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
  // The only challenge ever issued (check() refuses a session for any other name).
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
  return context.tokens.signedIn(await upstreamSignIn(context, user.Username, newPassword));
};

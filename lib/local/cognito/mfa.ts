// The authenticator-app factor (TOTP) as a Cognito pool with MfaConfiguration OPTIONAL or ON and
// only software tokens offers it, served by the proxy itself (cognito-local's pool stays OFF):
// AssociateSoftwareToken, VerifySoftwareToken and SetUserMFAPreference; the challenge a sign-in
// meets (SOFTWARE_TOKEN_MFA for an enrolled user, MFA_SETUP when required and not enrolled) and
// the answers to them. A code is accepted for its time step ±1, once; wrong codes count towards a
// lockout per user like wrong passwords (lockout.ts), so guessing a code is as slow as guessing a
// password. Secrets live in DATA_DIR (mfa-store.ts).
import type { ChallengeSession } from './challenge-sessions';
import type { Operation, ProxyContext, Request } from './context';
import { CognitoError, invalidChallengeSession, invalidParameter, requiredString } from './errors';
import { matchingStep, newTotpSecret } from './totp';

export const SOFTWARE_TOKEN_MFA = 'SOFTWARE_TOKEN_MFA';
export const MFA_SETUP = 'MFA_SETUP';
export type MfaChallenge = typeof SOFTWARE_TOKEN_MFA | typeof MFA_SETUP;

const notEnabledForPool = (): CognitoError =>
  new CognitoError(
    'SoftwareTokenMFANotFoundException',
    'Software Token MFA has not been enabled by the userPool.',
  );

function assertPoolOffersMfa(context: ProxyContext): void {
  if (context.staffMfa === 'off') {
    throw notEnabledForPool();
  }
}

/** The challenge a sign-in whose password was right must answer, if any. */
export function mfaChallengeFor(context: ProxyContext, username: string): MfaChallenge | undefined {
  if (context.staffMfa === 'off') {
    return undefined;
  }
  const mfa = context.mfa.user(username);
  if (mfa.secret !== undefined && (mfa.enabled || context.staffMfa === 'required')) {
    return SOFTWARE_TOKEN_MFA;
  }
  return context.staffMfa === 'required' ? MFA_SETUP : undefined;
}

/** InitiateAuth's (or a new password's) answer that asks for the second factor. */
export function mfaChallengeAnswer(
  context: ProxyContext,
  challengeName: MfaChallenge,
  user: { username: string; signInName: string },
): Request {
  const session = context.challenges.issue({
    challengeName,
    clientId: context.clientId,
    ...user,
  });
  return {
    ChallengeName: challengeName,
    Session: session,
    ChallengeParameters:
      challengeName === MFA_SETUP ? { MFAS_CAN_SETUP: JSON.stringify([SOFTWARE_TOKEN_MFA]) } : {},
  };
}

/** A six-digit code as VerifySoftwareToken's input validation demands it. */
function userCode(value: unknown): string {
  const code = requiredString(value, 'userCode');
  if (code.length !== 6) {
    throw invalidParameter(
      "1 validation error detected: Value at 'userCode' failed to satisfy constraint: Member " +
        `must have length ${code.length < 6 ? 'greater' : 'less'} than or equal to 6`,
    );
  }
  if (!/^[0-9]+$/.test(code)) {
    throw invalidParameter(
      "1 validation error detected: Value at 'userCode' failed to satisfy constraint: Member " +
        'must satisfy regular expression pattern: [0-9]+',
    );
  }
  return code;
}

/**
 * The time step of a right code for `secret` not used before (`lastUsedStep`); a wrong or reused
 * one counts towards the user's lockout and throws `mismatch`.
 */
function acceptedStep(
  context: ProxyContext,
  username: string,
  secret: string,
  code: string,
  lastUsedStep: number | undefined,
  mismatch: () => CognitoError,
): number {
  context.codeLockout.assertNotLocked(username);
  const step = matchingStep(secret, code, context.now());
  if (step === undefined || (lastUsedStep !== undefined && step <= lastUsedStep)) {
    context.codeLockout.failed(username);
    throw mismatch();
  }
  context.codeLockout.succeeded(username);
  return step;
}

const enrolMismatch = (): CognitoError =>
  new CognitoError(
    'EnableSoftwareTokenMFAException',
    'Code mismatch and fail enable Software Token MFA',
  );

const signInMismatch = (): CognitoError =>
  new CognitoError('CodeMismatchException', 'Invalid code received for user');

/** Either an access token or a session, as Cognito takes for these two calls; never both. */
function oneOfTokenOrSession(request: Request): 'token' | 'session' {
  const token = request.AccessToken !== undefined;
  const session = request.Session !== undefined;
  if (token === session) {
    throw invalidParameter('Exactly one of AccessToken or Session is required.');
  }
  return token ? 'token' : 'session';
}

async function signedInUser(request: Request, context: ProxyContext): Promise<string> {
  const claims = await context.tokens.verifiedAccessToken(request.AccessToken);
  return String(claims.username);
}

function setupSession(context: ProxyContext, session: unknown): ChallengeSession {
  return context.challenges.checkSession(requiredString(session, 'session'), MFA_SETUP);
}

/** Issues the next session of an enrolment during sign-in, spending the one answered. */
function nextSetupSession(
  context: ProxyContext,
  session: string,
  issued: ChallengeSession,
  mfaSetup: { secret: string; verified: boolean },
): string {
  context.challenges.spend(session);
  return context.challenges.issue({
    challengeName: issued.challengeName,
    clientId: issued.clientId,
    username: issued.username,
    signInName: issued.signInName,
    mfaSetup,
  });
}

export const associateSoftwareToken: Operation = async (request, context) => {
  assertPoolOffersMfa(context);
  const secret = newTotpSecret();
  if (oneOfTokenOrSession(request) === 'token') {
    const username = await signedInUser(request, context);
    await context.mfa.update(username, (mfa) => ({ ...mfa, pendingSecret: secret }));
    return { SecretCode: secret };
  }
  const session = request.Session as string;
  const issued = setupSession(context, session);
  return {
    SecretCode: secret,
    Session: nextSetupSession(context, session, issued, { secret, verified: false }),
  };
};

export const verifySoftwareToken: Operation = async (request, context) => {
  assertPoolOffersMfa(context);
  const how = oneOfTokenOrSession(request);
  const code = userCode(request.UserCode);
  if (how === 'token') {
    const username = await signedInUser(request, context);
    const { pendingSecret } = context.mfa.user(username);
    if (pendingSecret === undefined) {
      throw invalidParameter('User has not associated a software token.');
    }
    const step = acceptedStep(context, username, pendingSecret, code, undefined, enrolMismatch);
    // The new secret replaces any earlier one; whether the factor is on stays as it was.
    await context.mfa.update(username, (mfa) => ({
      enabled: mfa.enabled,
      preferred: mfa.preferred,
      secret: pendingSecret,
      lastUsedStep: step,
    }));
    return { Status: 'SUCCESS' };
  }
  const session = request.Session as string;
  const issued = setupSession(context, session);
  if (!issued.mfaSetup || issued.mfaSetup.verified) {
    throw invalidChallengeSession();
  }
  const { secret } = issued.mfaSetup;
  const step = acceptedStep(context, issued.username, secret, code, undefined, enrolMismatch);
  // Enrolled during sign-in, as the pool requires: the factor is on and preferred.
  await context.mfa.update(issued.username, () => ({
    secret,
    enabled: true,
    preferred: true,
    lastUsedStep: step,
  }));
  return {
    Status: 'SUCCESS',
    Session: nextSetupSession(context, session, issued, { secret, verified: true }),
  };
};

function optionalBoolean(value: unknown, name: string): boolean | undefined {
  if (value === undefined || typeof value === 'boolean') return value;
  throw invalidParameter(`${name} must be true or false.`);
}

function factorSettings(value: unknown, name: string) {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw invalidParameter(`${name} must be an object.`);
  }
  const settings = value as Record<string, unknown>;
  return {
    enabled: optionalBoolean(settings.Enabled, `${name}.Enabled`),
    preferred: optionalBoolean(settings.PreferredMfa, `${name}.PreferredMfa`),
  };
}

export const setUserMfaPreference: Operation = async (request, context) => {
  const username = await signedInUser(request, context);
  assertPoolOffersMfa(context);
  for (const other of ['SMSMfaSettings', 'EmailMfaSettings']) {
    const settings = factorSettings(request[other], other);
    if (settings?.enabled || settings?.preferred) {
      throw invalidParameter(`${other}: this user pool offers only an authenticator app.`);
    }
  }
  const totp = factorSettings(request.SoftwareTokenMfaSettings, 'SoftwareTokenMfaSettings');
  if (!totp) {
    return {};
  }
  const current = context.mfa.user(username);
  const enabled = totp.enabled ?? (totp.preferred === true ? true : current.enabled);
  if (enabled && current.secret === undefined) {
    throw invalidParameter('User has not verified software token mfa');
  }
  const preferred = enabled && (totp.preferred ?? current.preferred);
  await context.mfa.update(username, (mfa) => ({ ...mfa, enabled, preferred }));
  return {};
};

/** GetUser's MFA fields for the proxy's own factor, in place of cognito-local's. */
export function mfaFields(context: ProxyContext, username: string): Request {
  const mfa = context.mfa.user(username);
  return {
    ...(mfa.enabled ? { UserMFASettingList: [SOFTWARE_TOKEN_MFA] } : {}),
    ...(mfa.enabled && mfa.preferred ? { PreferredMfaSetting: SOFTWARE_TOKEN_MFA } : {}),
  };
}

/** Checks a SOFTWARE_TOKEN_MFA answer's code; the caller then signs the user in. */
export async function acceptSignInCode(
  context: ProxyContext,
  issued: ChallengeSession,
  responses: Record<string, unknown>,
): Promise<void> {
  const code = requiredString(responses.SOFTWARE_TOKEN_MFA_CODE, 'SOFTWARE_TOKEN_MFA_CODE');
  const mfa = context.mfa.user(issued.username);
  if (mfa.secret === undefined) {
    throw invalidChallengeSession(); // The factor was removed since the challenge was issued.
  }
  const step = acceptedStep(
    context,
    issued.username,
    mfa.secret,
    code,
    mfa.lastUsedStep,
    signInMismatch,
  );
  await context.mfa.update(issued.username, (current) => ({ ...current, lastUsedStep: step }));
}

/** An MFA_SETUP answer is accepted only on the session VerifySoftwareToken handed out. */
export function assertSetupVerified(issued: ChallengeSession): void {
  if (!issued.mfaSetup?.verified) {
    throw new CognitoError(
      'InvalidParameterException',
      'Software token MFA has not been set up: call AssociateSoftwareToken and VerifySoftwareToken first.',
    );
  }
}

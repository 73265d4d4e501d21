// The Cognito endpoint browsers and tests use (config.json's cognitoEndpoint): a proxy in front of
// cognito-local 5.3.0 that answers as a real user pool answers a browser.
// - It serves the operations the admin area needs (OPERATIONS below) and refuses the rest:
//   Cognito's IAM-authorized ones as Cognito refuses unsigned calls (cognito-local checks no
//   credentials at all; the stack's own set-up talks to it directly on its private port), SignUp as
//   a pool with self sign-up off does, and other public ones as unsupported here.
// - What cognito-local gets wrong it does itself: checking passwords, challenge sessions,
//   password-reset codes, the password policy, the lockout after failed sign-ins, refresh-token
//   validity, sign-out, and signing tokens with the DATA_DIR's key (tokens.ts).
// - The authenticator-app factor (TOTP) is the proxy's own (mfa.ts), as cdk.json's staffMfa sets.
// - Browsers on other origins than the site's are refused (../http/origins.ts), and so is any Host
//   header but a loopback name (../http/host-check.ts).
import { text } from 'node:stream/consumers';
import type { StaffMfa } from '../../../schema/contract/staffMfa';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { refusedHost } from '../http/host-check';
import { errorText, type Log } from '../processes/log';
import { corsHeaders, refusedOrigin } from '../http/origins';
import { serve } from '../http/ports';
import { answeredPreflight, type PreflightRule } from '../http/preflight';
import { serveCognitoAdmin } from './admin-proxy';
import { ChallengeSessions } from './challenge-sessions';
import { systemClock, type Clock } from './clock';
import type { Operation, ProxyContext } from './context';
import { CognitoError } from './errors';
import { SignInLockout } from './lockout';
import { associateSoftwareToken, setUserMfaPreference, verifySoftwareToken } from './mfa';
import type { MfaStore } from './mfa-store';
import { confirmForgotPassword, forgotPassword } from './password-reset';
import { PoolUsers, userPoolFile } from './pool-file';
import { getTokensFromRefreshToken } from './refresh';
import { ResetCodes } from './reset-codes';
import { ResetMail } from './reset-mail';
import type { SessionStore } from './sessions';
import { initiateAuth, respondToAuthChallenge } from './sign-in';
import { changePassword, getUser, globalSignOut, refusedSignUp, revokeToken } from './signed-in';
import type { TokenSigner } from './token-signer';
import type { TokenVerifier } from './token-verifier';
import { Tokens } from './tokens';
import { TARGET_PREFIX, Upstream } from './upstream';

const JSON_TYPE = 'application/x-amz-json-1.1';

const OPERATIONS: Record<string, Operation> = {
  InitiateAuth: initiateAuth,
  RespondToAuthChallenge: respondToAuthChallenge,
  GetTokensFromRefreshToken: getTokensFromRefreshToken,
  RevokeToken: revokeToken,
  ForgotPassword: forgotPassword,
  ConfirmForgotPassword: confirmForgotPassword,
  GetUser: getUser,
  ChangePassword: changePassword,
  GlobalSignOut: globalSignOut,
  AssociateSoftwareToken: associateSoftwareToken,
  VerifySoftwareToken: verifySoftwareToken,
  SetUserMFAPreference: setUserMfaPreference,
  SignUp: refusedSignUp,
};

/**
 * Cognito's other public operations (no credentials, or a session or access token, rather than
 * IAM): not served by the local stand-in, which answers them as cognito-local answers a feature it
 * lacks.
 */
const UNSERVED_PUBLIC_OPERATIONS = new Set([
  'ConfirmSignUp',
  'ResendConfirmationCode',
  'UpdateAuthEventFeedback',
  'GetUserAuthFactors',
  'DeleteUser',
  'UpdateUserAttributes',
  'DeleteUserAttributes',
  'GetUserAttributeVerificationCode',
  'VerifyUserAttribute',
  'SetUserSettings',
  'ConfirmDevice',
  'ForgetDevice',
  'GetDevice',
  'ListDevices',
  'UpdateDeviceStatus',
  'StartWebAuthnRegistration',
  'CompleteWebAuthnRegistration',
  'ListWebAuthnCredentials',
  'DeleteWebAuthnCredential',
]);

const PREFLIGHT: PreflightRule = {
  methods: ['POST', 'GET'],
  // What Amplify and the AWS SDK send to Cognito from a browser.
  headers: [
    'content-type',
    'x-amz-target',
    'x-amz-user-agent',
    'amz-sdk-invocation-id',
    'amz-sdk-request',
    'cache-control',
  ],
};

export interface CognitoProxyOptions {
  /** Already listening (../http/ports.ts listeningServer): the proxy installs its handler on it. */
  server: Server;
  /** Likewise, for the handlers' administrator endpoint (admin-proxy.ts). */
  adminServer: Server;
  /** cognito-local's endpoint. */
  upstream: string;
  dataDir: string;
  userPoolId: string;
  clientId: string;
  /** The local SES, which delivers password-reset codes. */
  sesEndpoint: string;
  /** The site's origins: the only ones browsers may call the proxy from. */
  allowedOrigins: readonly string[];
  signer: TokenSigner;
  verifyToken: TokenVerifier;
  sessions: SessionStore;
  /** Whether sign-in asks for an authenticator app's code (schema/contract/staffMfa.ts). */
  staffMfa: StaffMfa;
  /** The users' authenticator apps (DATA_DIR/cognito/proxy-mfa.json). */
  mfa: MfaStore;
  /** The time the proxy's time-bound rules read; tests move it. Default the system's. */
  clock?: Clock;
  log: Log;
}

function proxyContext(options: CognitoProxyOptions): ProxyContext {
  const upstream = new Upstream(options.upstream);
  const users = new PoolUsers(userPoolFile(options.dataDir, options.userPoolId));
  const now = options.clock ?? systemClock;
  return {
    userPoolId: options.userPoolId,
    clientId: options.clientId,
    upstream,
    users,
    tokens: new Tokens({ ...options, upstream, users }),
    challenges: new ChallengeSessions(now),
    lockout: new SignInLockout(now),
    staffMfa: options.staffMfa,
    mfa: options.mfa,
    codeLockout: new SignInLockout(now),
    resetCodes: new ResetCodes(now),
    resetMail: new ResetMail(options.sesEndpoint, options.log),
    now,
    log: options.log,
  };
}

/** The operation a POST names, refused unless the proxy serves it. */
function operation(req: IncomingMessage): Operation {
  const header = req.headers['x-amz-target'];
  const target =
    typeof header === 'string' && header.startsWith(TARGET_PREFIX)
      ? header.slice(TARGET_PREFIX.length)
      : undefined;
  if (!target) {
    throw new CognitoError('UnknownOperationException', 'Unknown operation.');
  }
  const served = Object.hasOwn(OPERATIONS, target) ? OPERATIONS[target] : undefined;
  if (served) {
    return served;
  }
  if (UNSERVED_PUBLIC_OPERATIONS.has(target)) {
    throw new CognitoError(
      'CognitoLocal#Unsupported',
      `${target} is not supported by the local Cognito stand-in.`,
    );
  }
  // The IAM-authorized operations (or none at all): the local stack hands browsers no credentials.
  throw req.headers.authorization
    ? new CognitoError(
        'UnrecognizedClientException',
        'The security token included in the request is invalid.',
      )
    : new CognitoError('MissingAuthenticationTokenException', 'Missing Authentication Token');
}

function parsedBody(body: string): Record<string, unknown> {
  let request: unknown;
  try {
    request = JSON.parse(body || '{}');
  } catch {
    throw new CognitoError('SerializationException', 'The request body is not valid JSON.');
  }
  if (typeof request !== 'object' || request === null || Array.isArray(request)) {
    throw new CognitoError('SerializationException', 'The request body is not a JSON object.');
  }
  return request as Record<string, unknown>;
}

export async function startCognitoProxy(options: CognitoProxyOptions): Promise<Server> {
  const context = proxyContext(options);
  const pruned = await context.tokens.pruneUpstream();
  if (pruned) {
    options.log(`Removed ${pruned} expired or revoked refresh tokens from the local user pool.`);
  }
  const jwksPath = `/${context.userPoolId}/.well-known/jwks.json`;

  function replyJson(req: IncomingMessage, res: ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { 'content-type': JSON_TYPE, ...corsHeaders(req) });
    res.end(JSON.stringify(body));
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (refusedHost(req, res) || refusedOrigin(req, res, options.allowedOrigins)) {
      return;
    }
    if (answeredPreflight(req, res, PREFLIGHT)) {
      return;
    }
    if (req.method === 'GET' && new URL(req.url ?? '/', 'http://localhost').pathname === jwksPath) {
      res.writeHead(200, { 'content-type': 'application/json', ...corsHeaders(req) });
      res.end(JSON.stringify(options.signer.jwks));
      return;
    }
    if (req.method !== 'POST') {
      throw new CognitoError('UnknownOperationException', 'Unknown operation.', 404);
    }
    const body = await text(req);
    const serve = operation(req);
    replyJson(req, res, 200, await serve(parsedBody(body), context));
  }

  const { server } = options;
  serve(server, (req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (error instanceof CognitoError) {
        replyJson(req, res, error.status, { __type: error.type, message: error.message });
        return;
      }
      context.log(`cognito proxy: ${req.method} ${req.url} failed: ${errorText(error)}`);
      replyJson(req, res, 500, {
        __type: 'InternalErrorException',
        message: 'The Cognito stand-in failed.',
      });
    });
  });
  server.on('close', () => void context.resetMail.close());
  serveCognitoAdmin(options.adminServer, context, options.sesEndpoint);
  return server;
}

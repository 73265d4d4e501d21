// The Cognito endpoint browsers and tests use (config.json's cognitoEndpoint): a thin proxy in front
// of cognito-local 5.3.0 that makes it answer as a real user pool answers a browser.
// - Only the operations Cognito serves without IAM credentials pass. cognito-local checks no
//   credentials at all, so AdminCreateUser and friends are refused here as Cognito refuses unsigned
//   calls, and SignUp as Cognito refuses it with self sign-up off. The stack's own set-up (seeding,
//   tests creating users) talks to cognito-local directly on its private port.
// - The access and id tokens it hands out are re-signed with the DATA_DIR's key (token-signer.ts),
//   whose JWKS it serves; cognito-local signs with a key published in its package.
// - It adds what cognito-local lacks: GlobalSignOut (Amplify's signOut({ global: true })),
//   GetTokensFromRefreshToken (newer SDKs' refresh call), refusing access tokens of users who signed
//   out everywhere, and NotAuthorizedException (not InvalidPasswordException) for a wrong password.
// - Browsers on other origins than the site's are refused (../origins.ts).
import { text } from 'node:stream/consumers';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { decodeJwt } from 'jose';
import { TokenRejectedError, type TokenVerifier } from '../gateway/jwt.js';
import { errorText, type Log } from '../log.js';
import { corsHeaders, refusedOrigin } from '../origins.js';
import { LOOPBACK } from '../ports.js';
import type { SessionStore } from './sessions.js';
import type { TokenSigner } from './token-signer.js';

const JSON_TYPE = 'application/x-amz-json-1.1';
const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';

/**
 * Cognito's public operations: those it authorizes with no credentials, a session or an access
 * token rather than IAM ("Using the Amazon Cognito user pools API", unauthenticated and
 * token-authorized operations). The ones cognito-local lacks get its own "unsupported" answer.
 */
const PUBLIC_TARGETS = new Set([
  // Unauthenticated.
  'SignUp',
  'ConfirmSignUp',
  'ResendConfirmationCode',
  'ForgotPassword',
  'ConfirmForgotPassword',
  'InitiateAuth',
  'RespondToAuthChallenge',
  'GetTokensFromRefreshToken',
  'RevokeToken',
  'UpdateAuthEventFeedback',
  // Authorized by the user's access token (or an auth session).
  'GetUser',
  'GetUserAuthFactors',
  'GlobalSignOut',
  'ChangePassword',
  'DeleteUser',
  'UpdateUserAttributes',
  'DeleteUserAttributes',
  'GetUserAttributeVerificationCode',
  'VerifyUserAttribute',
  'AssociateSoftwareToken',
  'VerifySoftwareToken',
  'SetUserMFAPreference',
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
/** Calls whose successful answer carries newly issued tokens. */
const ISSUING_TARGETS = new Set(['InitiateAuth', 'RespondToAuthChallenge']);
/** What Amplify and the AWS SDK send to Cognito from a browser. */
const ALLOWED_HEADERS = [
  'content-type',
  'x-amz-target',
  'x-amz-user-agent',
  'amz-sdk-invocation-id',
  'amz-sdk-request',
  'cache-control',
].join(', ');
/** Upstream answer headers not passed on: per-connection ones, and cognito-local's CORS (`*`). */
const DROPPED_ANSWER_HEADER =
  /^(connection|content-length|transfer-encoding|keep-alive|access-control-.*)$/;

export interface CognitoProxyOptions {
  port: number;
  upstream: string;
  userPoolId: string;
  selfSignUpEnabled: boolean;
  /** The site's origins: the only ones browsers may call the proxy from. */
  allowedOrigins: readonly string[];
  signer: TokenSigner;
  verifyToken: TokenVerifier;
  sessions: SessionStore;
  log: Log;
}

class CognitoError extends Error {
  constructor(
    readonly type: string,
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

interface Upstream {
  status: number;
  headers: Headers;
  body: string;
}

interface AuthenticationResult {
  AccessToken?: string;
  IdToken?: string;
  RefreshToken?: string;
}

export async function startCognitoProxy(options: CognitoProxyOptions): Promise<Server> {
  const { upstream, signer, verifyToken, sessions, log } = options;
  const jwksPath = `/${options.userPoolId}/.well-known/jwks.json`;

  function replyJson(req: IncomingMessage, res: ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { 'content-type': JSON_TYPE, ...corsHeaders(req) });
    res.end(JSON.stringify(body));
  }

  async function forward(target: string, body: string): Promise<Upstream> {
    const response = await fetch(upstream, {
      method: 'POST',
      headers: { 'content-type': JSON_TYPE, 'x-amz-target': `${TARGET_PREFIX}${target}` },
      body,
    });
    return { status: response.status, headers: response.headers, body: await response.text() };
  }

  /** Re-signs the issued tokens with the pool's key and remembers the session for sign-out. */
  async function issued(upstreamBody: string): Promise<string> {
    const answer = JSON.parse(upstreamBody) as { AuthenticationResult?: AuthenticationResult };
    const result = answer.AuthenticationResult;
    if (!result?.AccessToken) {
      return upstreamBody;
    }
    result.AccessToken = await signer.resign(result.AccessToken);
    if (result.IdToken) {
      result.IdToken = await signer.resign(result.IdToken);
    }
    const claims = decodeJwt(result.AccessToken);
    if (typeof claims.username === 'string' && claims.jti && claims.exp) {
      await sessions.issued(
        claims.username,
        { jti: claims.jti, exp: claims.exp },
        result.RefreshToken,
      );
    }
    return JSON.stringify(answer);
  }

  async function verifiedAccessToken(token: unknown) {
    if (typeof token !== 'string' || !token) {
      throw new CognitoError('InvalidParameterException', 'AccessToken is required.');
    }
    try {
      const { claims } = await verifyToken(token, ['access']);
      if (claims.jti && sessions.isRevoked(claims.jti)) {
        throw new CognitoError('NotAuthorizedException', 'Access Token has been revoked');
      }
      return claims;
    } catch (error) {
      if (error instanceof TokenRejectedError) {
        throw new CognitoError(
          'NotAuthorizedException',
          error.problem === 'expired' ? 'Access Token has expired' : 'Invalid Access Token',
        );
      }
      throw error;
    }
  }

  async function globalSignOut(request: Record<string, unknown>): Promise<void> {
    const claims = await verifiedAccessToken(request.AccessToken);
    const refreshTokens = await sessions.signOut(String(claims.username));
    for (const token of refreshTokens) {
      const revoked = await forward(
        'RevokeToken',
        JSON.stringify({ Token: token, ClientId: claims.client_id }),
      );
      // 400 here means cognito-local had already forgotten the token (revoked one by one before).
      if (revoked.status !== 200 && revoked.status !== 400) {
        log(`cognito proxy: RevokeToken answered ${revoked.status}: ${revoked.body}`);
      }
    }
  }

  /** The operation a POST names, refused unless Cognito serves it to an unsigned caller. */
  function publicTarget(req: IncomingMessage): string {
    const header = req.headers['x-amz-target'];
    const target =
      typeof header === 'string' && header.startsWith(TARGET_PREFIX)
        ? header.slice(TARGET_PREFIX.length)
        : undefined;
    if (!target) {
      throw new CognitoError('UnknownOperationException', 'Unknown operation.');
    }
    if (!PUBLIC_TARGETS.has(target)) {
      // The IAM-authorized operations: the local stack hands browsers no AWS credentials.
      throw req.headers.authorization
        ? new CognitoError(
            'UnrecognizedClientException',
            'The security token included in the request is invalid.',
          )
        : new CognitoError('MissingAuthenticationTokenException', 'Missing Authentication Token');
    }
    if (target === 'SignUp' && !options.selfSignUpEnabled) {
      throw new CognitoError(
        'NotAuthorizedException',
        'SignUp is not permitted for this user pool',
      );
    }
    return target;
  }

  async function handlePost(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body = await text(req);
    const target = publicTarget(req);
    let request: Record<string, unknown>;
    try {
      request = JSON.parse(body || '{}') as Record<string, unknown>;
    } catch {
      throw new CognitoError('SerializationException', 'The request body is not valid JSON.');
    }

    if (target === 'GlobalSignOut') {
      await globalSignOut(request);
      replyJson(req, res, 200, {});
      return;
    }
    if ('AccessToken' in request) {
      // Only the pool's own, not signed-out, access tokens: cognito-local merely decodes them.
      await verifiedAccessToken(request.AccessToken);
    }

    const answer =
      target === 'GetTokensFromRefreshToken'
        ? await forward(
            'InitiateAuth',
            JSON.stringify({
              AuthFlow: 'REFRESH_TOKEN_AUTH',
              ClientId: request.ClientId,
              AuthParameters: { REFRESH_TOKEN: request.RefreshToken },
            }),
          )
        : await forward(target, body);
    const issuing = ISSUING_TARGETS.has(target) || target === 'GetTokensFromRefreshToken';
    if (issuing && answer.status === 400 && answer.body.includes('InvalidPasswordException')) {
      throw new CognitoError('NotAuthorizedException', 'Incorrect username or password.');
    }
    const answerBody = issuing && answer.status === 200 ? await issued(answer.body) : answer.body;
    const headers: Record<string, string> = corsHeaders(req);
    answer.headers.forEach((value, name) => {
      if (!DROPPED_ANSWER_HEADER.test(name)) {
        headers[name] = value;
      }
    });
    res.writeHead(answer.status, headers);
    res.end(answerBody);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (refusedOrigin(req, res, options.allowedOrigins)) {
      return;
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        ...corsHeaders(req),
        'access-control-allow-methods': 'POST, GET',
        'access-control-allow-headers': ALLOWED_HEADERS,
        'access-control-max-age': '86400',
      });
      res.end();
      return;
    }
    if (req.method === 'GET' && new URL(req.url ?? '/', 'http://localhost').pathname === jwksPath) {
      res.writeHead(200, { 'content-type': 'application/json', ...corsHeaders(req) });
      res.end(JSON.stringify(signer.jwks));
      return;
    }
    if (req.method !== 'POST') {
      throw new CognitoError('UnknownOperationException', 'Unknown operation.', 404);
    }
    await handlePost(req, res);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (error instanceof CognitoError) {
        replyJson(req, res, error.status, { __type: error.type, message: error.message });
        return;
      }
      log(`cognito proxy: ${req.method} ${req.url} failed: ${errorText(error)}`);
      replyJson(req, res, 500, {
        __type: 'InternalErrorException',
        message: 'The Cognito stand-in failed.',
      });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, LOOPBACK, () => resolve());
  });
  return server;
}

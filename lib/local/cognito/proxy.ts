// The Cognito endpoint browsers and tests use: a thin proxy in front of cognito-local 5.3.0 that
// adds what it lacks. cognito-local already does USER_PASSWORD_AUTH, REFRESH_TOKEN_AUTH and
// RevokeToken; it lacks GlobalSignOut (Amplify's signOut({ global: true })) and
// GetTokensFromRefreshToken (newer SDKs' refresh call), it keeps accepting access tokens of users
// who signed out everywhere, and it answers a wrong password with InvalidPasswordException where
// Cognito says NotAuthorizedException. Everything else is passed through unchanged.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { decodeJwt } from 'jose';
import { TokenRejectedError, type TokenVerifier } from '../gateway/jwt.js';
import { errorText, type Log } from '../log.js';
import { LOOPBACK } from '../ports.js';
import type { SessionStore } from './sessions.js';

const JSON_TYPE = 'application/x-amz-json-1.1';
const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';
/** Calls whose successful answer carries newly issued tokens. */
const ISSUING_TARGETS = new Set([
  'InitiateAuth',
  'AdminInitiateAuth',
  'RespondToAuthChallenge',
  'AdminRespondToAuthChallenge',
]);
const HOP_BY_HOP = new Set([
  'host',
  'connection',
  'content-length',
  'transfer-encoding',
  'content-encoding',
  'keep-alive',
]);

export interface CognitoProxyOptions {
  port: number;
  upstream: string;
  verifyToken: TokenVerifier;
  sessions: SessionStore;
  log: Log;
}

class CognitoError extends Error {
  constructor(
    readonly type: string,
    message: string,
  ) {
    super(message);
  }
}

interface Upstream {
  status: number;
  headers: Headers;
  body: string;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function replyJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': JSON_TYPE, 'access-control-allow-origin': '*' });
  res.end(JSON.stringify(body));
}

export async function startCognitoProxy(options: CognitoProxyOptions): Promise<Server> {
  const { upstream, verifyToken, sessions, log } = options;

  async function forward(req: IncomingMessage, body: string, target?: string): Promise<Upstream> {
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (value !== undefined && !HOP_BY_HOP.has(name)) {
        headers.set(name, Array.isArray(value) ? value.join(',') : value);
      }
    }
    if (target) {
      headers.set('x-amz-target', `${TARGET_PREFIX}${target}`);
      headers.set('content-type', JSON_TYPE);
    }
    const response = await fetch(`${upstream}${req.url ?? '/'}`, {
      method: req.method,
      headers,
      body: req.method === 'GET' || req.method === 'HEAD' ? undefined : body,
    });
    return { status: response.status, headers: response.headers, body: await response.text() };
  }

  async function track(upstreamBody: string): Promise<void> {
    const result = (JSON.parse(upstreamBody) as { AuthenticationResult?: Record<string, string> })
      .AuthenticationResult;
    if (!result?.AccessToken) {
      return;
    }
    const claims = decodeJwt(result.AccessToken);
    if (typeof claims.username === 'string' && claims.jti && claims.exp) {
      await sessions.issued(
        claims.username,
        { jti: claims.jti, exp: claims.exp },
        result.RefreshToken,
      );
    }
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
      const revoked = await fetch(upstream, {
        method: 'POST',
        headers: { 'content-type': JSON_TYPE, 'x-amz-target': `${TARGET_PREFIX}RevokeToken` },
        body: JSON.stringify({ Token: token, ClientId: claims.client_id }),
      });
      // 400 here means cognito-local had already forgotten the token (revoked one by one before).
      if (revoked.status !== 200 && revoked.status !== 400) {
        log(`cognito proxy: RevokeToken answered ${revoked.status}: ${await revoked.text()}`);
      }
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body = await readBody(req);
    const targetHeader = req.headers['x-amz-target'];
    const target =
      req.method === 'POST' &&
      typeof targetHeader === 'string' &&
      targetHeader.startsWith(TARGET_PREFIX)
        ? targetHeader.slice(TARGET_PREFIX.length)
        : undefined;
    let request: Record<string, unknown> = {};
    if (target) {
      try {
        request = JSON.parse(body || '{}') as Record<string, unknown>;
      } catch {
        throw new CognitoError('SerializationException', 'The request body is not valid JSON.');
      }
    }

    if (target === 'GlobalSignOut') {
      await globalSignOut(request);
      replyJson(res, 200, {});
      return;
    }
    if (target && 'AccessToken' in request) {
      // Signed-out access tokens stop working for Cognito's own APIs, as in the cloud.
      await verifiedAccessToken(request.AccessToken);
    }

    let answer: Upstream;
    let issuing = target !== undefined && ISSUING_TARGETS.has(target);
    if (target === 'GetTokensFromRefreshToken') {
      issuing = true;
      answer = await forward(
        req,
        JSON.stringify({
          AuthFlow: 'REFRESH_TOKEN_AUTH',
          ClientId: request.ClientId,
          AuthParameters: { REFRESH_TOKEN: request.RefreshToken },
        }),
        'InitiateAuth',
      );
    } else {
      answer = await forward(req, body);
    }
    if (issuing && answer.status === 200) {
      await track(answer.body);
    }
    if (issuing && answer.status === 400 && answer.body.includes('InvalidPasswordException')) {
      replyJson(res, 400, {
        __type: 'NotAuthorizedException',
        message: 'Incorrect username or password.',
      });
      return;
    }
    const headers: Record<string, string> = {};
    answer.headers.forEach((value, name) => {
      if (!HOP_BY_HOP.has(name)) {
        headers[name] = value;
      }
    });
    res.writeHead(answer.status, headers);
    res.end(answer.body);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (error instanceof CognitoError) {
        replyJson(res, 400, { __type: error.type, message: error.message });
        return;
      }
      log(`cognito proxy: ${req.method} ${req.url} failed: ${errorText(error)}`);
      replyJson(res, 500, {
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

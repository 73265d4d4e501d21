// Tokens going out and coming back. cognito-local's tokens are re-signed with the DATA_DIR's key
// (token-signer.ts) and recorded as a session (sessions.ts) before a client sees them; access
// tokens that come back must be the pool's and not revoked; refresh tokens must be ones the proxy
// handed out and has not seen revoked or expire.
import { decodeJwt } from 'jose';
import { CognitoError } from './errors';
import type { PoolUsers } from './pool-file';
import type { SessionStore } from './sessions';
import type { TokenSigner } from './token-signer';
import { TokenRejectedError, type TokenVerifier } from './token-verifier';
import type { Upstream } from './upstream';

interface AuthenticationResult {
  AccessToken?: string;
  IdToken?: string;
  RefreshToken?: string;
}

export type AccessClaims = Awaited<ReturnType<TokenVerifier>>['claims'];

const invalidRefreshToken = (): CognitoError =>
  new CognitoError('NotAuthorizedException', 'Invalid Refresh Token');

export class Tokens {
  constructor(
    private readonly options: {
      clientId: string;
      signer: TokenSigner;
      verifyToken: TokenVerifier;
      sessions: SessionStore;
      upstream: Upstream;
      users: PoolUsers;
    },
  ) {}

  /** Re-signs cognito-local's tokens; returns the answer as the client gets it, and its claims. */
  private async resigned(answer: Record<string, unknown>) {
    const result = answer.AuthenticationResult as AuthenticationResult | undefined;
    if (!result?.AccessToken || !result.IdToken) {
      throw new Error('cognito-local issued no tokens.');
    }
    const { signer } = this.options;
    const AccessToken = await signer.resign(result.AccessToken);
    const IdToken = await signer.resign(result.IdToken);
    const claims = decodeJwt(AccessToken);
    if (typeof claims.username !== 'string' || !claims.jti || !claims.exp) {
      throw new Error('cognito-local issued an access token without username, jti or exp.');
    }
    return {
      answer: { ...answer, AuthenticationResult: { ...result, AccessToken, IdToken } },
      result,
      access: { jti: claims.jti, exp: claims.exp },
      username: claims.username,
    };
  }

  /** A password sign-in's tokens: a new session. */
  async signedIn(answer: Record<string, unknown>): Promise<Record<string, unknown>> {
    const issued = await this.resigned(answer);
    const refreshToken = issued.result.RefreshToken;
    const exp = refreshToken ? decodeJwt(refreshToken).exp : undefined;
    if (!refreshToken || !exp) {
      throw new Error('cognito-local issued no refresh token with an expiry.');
    }
    await this.options.sessions.signedIn(
      { refreshToken, username: issued.username, clientId: this.options.clientId, exp },
      issued.access,
    );
    await this.pruneExpiredUpstream();
    return issued.answer;
  }

  /** New access and id tokens for a session (REFRESH_TOKEN_AUTH, GetTokensFromRefreshToken). */
  async refresh(refreshToken: string): Promise<Record<string, unknown>> {
    if (!this.isLiveRefreshToken(refreshToken)) {
      throw invalidRefreshToken();
    }
    const answer = await this.options.upstream.call('InitiateAuth', {
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: this.options.clientId,
      AuthParameters: { REFRESH_TOKEN: refreshToken },
    });
    if (answer.status !== 200) {
      // The user was deleted or their token revoked directly on cognito-local.
      throw invalidRefreshToken();
    }
    const issued = await this.resigned(answer.body);
    await this.options.sessions.refreshed(refreshToken, issued.access);
    return issued.answer;
  }

  isLiveRefreshToken(refreshToken: string): boolean {
    return this.options.sessions.session(refreshToken)?.clientId === this.options.clientId;
  }

  /** Ends one session: its refresh token and the access tokens issued with it. */
  async revoke(refreshToken: string): Promise<void> {
    await this.revokeUpstream([refreshToken]);
    await this.options.sessions.revoke(refreshToken);
  }

  /** Ends every session of the user (GlobalSignOut). */
  async signOut(username: string): Promise<void> {
    await this.revokeUpstream(await this.options.sessions.signOut(username));
  }

  /** Ends sessions on cognito-local too, so that its copy of the refresh tokens is gone. */
  async revokeUpstream(refreshTokens: Iterable<string>): Promise<void> {
    for (const token of refreshTokens) {
      const revoked = await this.options.upstream.call('RevokeToken', {
        Token: token,
        ClientId: this.options.clientId,
      });
      // 400 means cognito-local had already forgotten the token.
      if (revoked.status !== 200 && revoked.status !== 400) {
        throw new Error(`cognito-local answered RevokeToken with ${revoked.status}.`);
      }
    }
  }

  /**
   * Removes from cognito-local's user records the refresh tokens that can no longer be used: all
   * that the proxy has no live session for (expired, revoked, or from before a rebuilt session
   * file). Only while no sign-in is under way (at start), since a sign-in's new token is upstream
   * a moment before the proxy records it.
   */
  async pruneUpstream(): Promise<number> {
    const live = this.options.sessions.liveRefreshTokens();
    const stale = (await this.options.users.all())
      .flatMap((user) => user.RefreshTokens ?? [])
      .filter((token) => !live.has(token));
    await this.revokeUpstream(stale);
    return stale.length;
  }

  /** Removes the refresh tokens past their own expiry from cognito-local's user records. */
  async pruneExpiredUpstream(): Promise<void> {
    const now = Date.now() / 1000;
    const expired = (token: string): boolean => {
      try {
        return (decodeJwt(token).exp ?? 0) <= now;
      } catch {
        return true; // Not one cognito-local made: nothing can use it.
      }
    };
    const tokens = (await this.options.users.all()).flatMap((user) => user.RefreshTokens ?? []);
    await this.revokeUpstream(tokens.filter(expired));
  }

  /** The claims of an access token the pool issued and nobody revoked, or Cognito's refusal. */
  async verifiedAccessToken(token: unknown): Promise<AccessClaims> {
    if (typeof token !== 'string' || !token) {
      throw new CognitoError('InvalidParameterException', 'AccessToken is required.');
    }
    let claims: AccessClaims;
    try {
      ({ claims } = await this.options.verifyToken(token, ['access']));
    } catch (error) {
      if (error instanceof TokenRejectedError) {
        throw new CognitoError(
          'NotAuthorizedException',
          error.problem === 'expired' ? 'Access Token has expired' : 'Invalid Access Token',
        );
      }
      throw error;
    }
    if (this.options.sessions.isRevoked(claims)) {
      throw new CognitoError('NotAuthorizedException', 'Access Token has been revoked');
    }
    return claims;
  }
}

// Verifies Cognito user pool tokens as AppSync does: RS256 signature by the pool's key (named by the
// header's kid), expiry, issuer, token_use (access or id) and the app client (client_id or aud).
// The pool's key is the proxy's per-DATA_DIR key, not cognito-local's published one: see
// token-signer.ts.
import { errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import type { TokenSigner } from './token-signer';

export type TokenUse = 'access' | 'id';

export interface VerifiedToken {
  tokenUse: TokenUse;
  claims: JWTPayload & Record<string, unknown>;
}

/** Why a token was refused: AppSync words each case differently. */
export type TokenProblem = 'malformed' | 'expired' | 'invalid';

export class TokenRejectedError extends Error {
  constructor(
    readonly problem: TokenProblem,
    message: string,
  ) {
    super(message);
  }
}

export interface TokenVerifierOptions {
  signer: Pick<TokenSigner, 'kid' | 'publicKey'>;
  issuer: string;
  clientId: string;
}

export type TokenVerifier = (token: string, uses?: readonly TokenUse[]) => Promise<VerifiedToken>;

export function cognitoTokenVerifier(options: TokenVerifierOptions): TokenVerifier {
  // Like a JWKS lookup, but a token without the pool's kid is refused rather than tried.
  const poolKey: JWTVerifyGetKey = (header) => {
    if (header.kid !== options.signer.kid) {
      throw new errors.JWKSNoMatchingKey("The token does not name the user pool's key.");
    }
    return options.signer.publicKey;
  };
  return async (token, uses = ['access', 'id']) => {
    let claims: JWTPayload & Record<string, unknown>;
    try {
      ({ payload: claims } = await jwtVerify(token, poolKey, {
        issuer: options.issuer,
        algorithms: ['RS256'],
        // Every Cognito token has these; one without exp would otherwise never expire.
        requiredClaims: ['exp', 'iat', 'sub', 'token_use'],
      }));
    } catch (error) {
      if (error instanceof errors.JWTExpired) {
        throw new TokenRejectedError('expired', 'Token has expired.');
      }
      if (error instanceof errors.JWSInvalid || error instanceof errors.JWTInvalid) {
        throw new TokenRejectedError('malformed', `Unable to parse JWT token: ${error.message}`);
      }
      throw new TokenRejectedError('invalid', `Token rejected: ${(error as Error).message}`);
    }
    const tokenUse = claims.token_use;
    if (tokenUse !== 'access' && tokenUse !== 'id') {
      throw new TokenRejectedError(
        'invalid',
        'Token rejected: token_use is neither access nor id.',
      );
    }
    if (!uses.includes(tokenUse)) {
      throw new TokenRejectedError(
        'invalid',
        `Token rejected: an ${tokenUse} token is not accepted here.`,
      );
    }
    const client = tokenUse === 'access' ? claims.client_id : claims.aud;
    if (client !== options.clientId) {
      throw new TokenRejectedError('invalid', 'Token rejected: issued to another app client.');
    }
    return { tokenUse, claims };
  };
}

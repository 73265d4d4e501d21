// cognito-local signs every token with a private key published in its npm package
// (cognito-local/lib/keys), so with it anyone could mint a token with any groups. The Cognito proxy
// therefore re-signs the access and id tokens it hands out with a key generated once per DATA_DIR,
// publishes that key as the pool's JWKS, and the gateway and the proxy accept only tokens signed
// with it. cognito-local merely decodes the access tokens it is given back (GetUser, ChangePassword,
// UpdateUserAttributes...), so the re-signed tokens work against it unchanged.
import {
  SignJWT,
  calculateJwkThumbprint,
  decodeJwt,
  exportJWK,
  generateKeyPair,
  importJWK,
  type JWK,
} from 'jose';

const ALGORITHM = 'RS256';

export interface TokenSigner {
  /** The key id every token carries in its header, as Cognito's do. */
  kid: string;
  publicKey: CryptoKey;
  /** The pool's JWKS, served at <issuer>/.well-known/jwks.json. */
  jwks: { keys: JWK[] };
  /** The same claims, signed with this key. */
  resign(token: string): Promise<string>;
}

/** A new private signing key, as a JWK to keep in DATA_DIR. */
export async function newTokenSigningKey(): Promise<JWK> {
  const { privateKey } = await generateKeyPair(ALGORITHM, { extractable: true });
  return exportJWK(privateKey);
}

export async function createTokenSigner(privateJwk: JWK): Promise<TokenSigner> {
  const { kty, n, e } = privateJwk;
  if (kty !== 'RSA' || !n || !e) {
    throw new Error('The token signing key in DATA_DIR is not an RSA key.');
  }
  const publicJwk = { kty, n, e };
  const kid = await calculateJwkThumbprint(publicJwk);
  const privateKey = await importJWK(privateJwk, ALGORITHM);
  const publicKey = await importJWK(publicJwk, ALGORITHM);
  if (!(privateKey instanceof CryptoKey) || !(publicKey instanceof CryptoKey)) {
    throw new Error('The token signing key could not be imported.');
  }
  return {
    kid,
    publicKey,
    jwks: { keys: [{ ...publicJwk, kid, alg: ALGORITHM, use: 'sig' }] },
    resign: (token) =>
      new SignJWT(decodeJwt(token)).setProtectedHeader({ alg: ALGORITHM, kid }).sign(privateKey),
  };
}

// The security headers of lib/security-headers with the local stack's endpoints, for every response
// of the site server. The built pages' inline-script hashes are read again whenever the frontend is
// rebuilt while the stack runs (the build writes index.html last), so a rebuilt page is never
// refused its own scripts.
import { join } from 'node:path';
import { securityHeaders } from '../../security-headers/headers';
import { inlineScriptHashes } from '../../security-headers/inline-script-hashes';
import { statIfExists } from '../data/fs-util';

export type SecurityHeadersOf = () => Promise<Record<string, string>>;

export function localSecurityHeaders(options: {
  /** The built frontend, frontend/dist. */
  distDir: string;
  graphqlUrl: string;
  /** The Cognito proxy browsers sign in through. */
  cognitoEndpoint: string;
  /** The S3 stand-in, where presigned upload and download URLs point. */
  s3Endpoint: string;
}): SecurityHeadersOf {
  let builtAt: number | undefined;
  let headers: Record<string, string> = {};
  return async function currentSecurityHeaders() {
    const built = (await statIfExists(join(options.distDir, 'index.html')))?.mtimeMs ?? 0;
    if (built !== builtAt) {
      headers = securityHeaders({
        graphqlUrl: options.graphqlUrl,
        cognitoOrigin: new URL(options.cognitoEndpoint).origin,
        filesOrigin: new URL(options.s3Endpoint).origin,
        inlineScriptHashes: built === 0 ? [] : inlineScriptHashes(options.distDir),
      });
      builtAt = built;
    }
    return headers;
  };
}

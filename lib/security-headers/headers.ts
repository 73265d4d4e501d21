// The security headers every response of the site carries: in the cloud through CloudFront's
// response headers policy (lib/cloud/hosting.ts), locally from the site server
// (lib/local/site/site-server.ts). One definition, so the local site runs under the policy the
// deployed one does and a page that breaks it fails locally first.

export interface SecurityHeaderSources {
  /** The GraphQL endpoint the pages call: AppSync, or locally the gateway on the site's origin. */
  graphqlUrl: string;
  /** Origin of the Cognito endpoint the admin signs in through. */
  cognitoOrigin: string;
  /** Origin of the files bucket: presigned staff-photo uploads and the referral-document download. */
  filesOrigin: string;
  /** 'sha256-…' sources for the built pages' inline scripts (inline-script-hashes.ts). */
  inlineScriptHashes: readonly string[];
}

/** HSTS: two years, subdomains included. Browsers ignore it over plain http (locally). */
export const STRICT_TRANSPORT_SECURITY = {
  maxAgeSeconds: 2 * 365 * 24 * 60 * 60,
  includeSubdomains: true,
};
export const FRAME_OPTIONS = 'DENY';
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';
/** Powerful features the site never uses, refused to it and to anything it might embed. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=()';

/**
 * The Content-Security-Policy: own origin only, except the calls the browser makes itself to the
 * API (AppSync), the Cognito sign-in and the files bucket (presigned uploads, the referral document).
 * - style-src 'unsafe-inline': the prerendered pages carry their styles in <style> elements, which
 *   emotion (Chakra UI) adopts and adds to at run time, and React renders style attributes.
 * Everything else (images, fonts, the manifest, workers) only from the site itself: the pages use
 * no data: or blob: images or fonts, no frames and no eval. Scripts: own files, plus each inline
 * script of the built pages by its hash.
 */
export function contentSecurityPolicy(sources: SecurityHeaderSources): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...sources.inlineScriptHashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    `connect-src 'self' ${sources.graphqlUrl} ${sources.cognitoOrigin} ${sources.filesOrigin}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    'upgrade-insecure-requests',
  ].join('; ');
}

export function strictTransportSecurity(): string {
  const { maxAgeSeconds, includeSubdomains } = STRICT_TRANSPORT_SECURITY;
  return `max-age=${maxAgeSeconds}${includeSubdomains ? '; includeSubDomains' : ''}`;
}

/** Header name → value, as a browser receives them. */
export function securityHeaders(sources: SecurityHeaderSources): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(sources),
    'Strict-Transport-Security': strictTransportSecurity(),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': FRAME_OPTIONS,
    'Referrer-Policy': REFERRER_POLICY,
    'Permissions-Policy': PERMISSIONS_POLICY,
  };
}

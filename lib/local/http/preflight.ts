// The CORS preflight answer of the stack's own servers (the GraphQL gateway, the Cognito proxy),
// for browsers on the site's origins (refusedOrigin in origins.ts has turned the others away).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { corsHeaders } from './origins';

/** How long a browser may reuse a preflight answer: a day, as AppSync and Cognito allow. */
const PREFLIGHT_MAX_AGE_SECONDS = 86_400;

export interface PreflightRule {
  /** The methods the server answers. */
  methods: readonly string[];
  /** The only request headers a preflight admits (lower case). */
  headers: readonly string[];
}

/** Answers an OPTIONS request with 204 and the rule's CORS headers; says whether it did. */
export function answeredPreflight(
  req: IncomingMessage,
  res: ServerResponse,
  rule: PreflightRule,
): boolean {
  if (req.method !== 'OPTIONS') {
    return false;
  }
  res.writeHead(204, {
    ...corsHeaders(req),
    'access-control-allow-methods': rule.methods.join(', '),
    'access-control-allow-headers': rule.headers.join(', '),
    'access-control-max-age': String(PREFLIGHT_MAX_AGE_SECONDS),
  });
  res.end();
  return true;
}

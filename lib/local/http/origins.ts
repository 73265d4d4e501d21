// Which browser origins the stack's own servers (the GraphQL gateway, the Cognito proxy) answer: the
// site's only. AppSync and Cognito answer any origin, but they are not listening on a developer's
// machine, where any web page the developer opens could otherwise call them.
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Answers 403, with no CORS headers and before anything runs, a request from a browser on another
 * origin (preflight or not); says whether it did. Requests without an Origin (not from a browser's
 * cross-origin or POST fetch) pass.
 */
export function refusedOrigin(
  req: IncomingMessage,
  res: ServerResponse,
  allowedOrigins: readonly string[],
): boolean {
  const origin = req.headers.origin;
  if (origin === undefined || allowedOrigins.includes(origin)) {
    return false;
  }
  res.writeHead(403, { 'content-type': 'text/plain; charset=utf-8' });
  res.end('Origin not allowed.');
  return true;
}

/** CORS headers naming the (already admitted) origin of a request; none for a request without. */
export function corsHeaders(req: IncomingMessage): Record<string, string> {
  const origin = req.headers.origin;
  return origin ? { 'access-control-allow-origin': origin, vary: 'Origin' } : {};
}

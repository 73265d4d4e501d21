// Which Host headers the local servers answer: the loopback names only. A web page can point a
// domain of its own at 127.0.0.1 (DNS rebinding) and then read a local server as that domain's own
// origin, where no Origin check applies; its requests still carry that domain as their Host, which
// every server of the stack (../processes/child-preload.ts for the stand-ins, the site server, the
// Cognito proxy) therefore refuses before anything else runs.
import type { IncomingMessage, ServerResponse } from 'node:http';

/** localhost, 127.0.0.1 or [::1], with or without a port, in any case. */
const LOOPBACK_HOST = /^(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/i;

export function isLoopbackHost(host: string | undefined): boolean {
  return host !== undefined && LOOPBACK_HOST.test(host);
}

/** Answers 421 to a request whose Host is not a loopback name; says whether it did. */
export function refusedHost(req: IncomingMessage, res: ServerResponse): boolean {
  if (isLoopbackHost(req.headers.host)) {
    return false;
  }
  res.writeHead(421, { 'content-type': 'text/plain; charset=utf-8' });
  res.end('Host not allowed.');
  return true;
}

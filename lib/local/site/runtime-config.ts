// GET /config.json: the runtime configuration the built frontend reads, with the same fields the
// CDK stack writes (there cognitoEndpoint is null: Amplify then uses Cognito's public endpoint).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RuntimeConfig } from '../../../schema/contract/runtimeConfig';

export function createRuntimeConfig(
  config: Omit<RuntimeConfig, 'graphqlUrl'>,
  /** The site's origins; the first is the one announced when the request names none of them. */
  siteOrigins: readonly [string, ...string[]],
) {
  return function serveConfig(req: IncomingMessage, res: ServerResponse): void {
    // Same origin as the page when the browser used one of the site's host names (localhost or
    // 127.0.0.1), so the API call is not cross-origin; any other Host header is never echoed.
    const requested = `http://${req.headers.host ?? ''}`;
    const origin = siteOrigins.includes(requested) ? requested : siteOrigins[0];
    const body: RuntimeConfig = { ...config, graphqlUrl: `${origin}/graphql` };
    res.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-cache',
    });
    res.end(req.method === 'HEAD' ? undefined : JSON.stringify(body, null, 2));
  };
}

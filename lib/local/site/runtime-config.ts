// GET /config.json: the runtime configuration the built frontend reads, with the same fields the
// CDK stack writes (there cognitoEndpoint is null: Amplify then uses Cognito's public endpoint).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RuntimeConfig } from '../../../schema/contract/runtimeConfig.js';

export function createRuntimeConfig(config: Omit<RuntimeConfig, 'graphqlUrl'>) {
  return function serveConfig(req: IncomingMessage, res: ServerResponse): void {
    // Same origin as the page, whichever host name the browser used (localhost or 127.0.0.1).
    const host = req.headers.host ?? 'localhost';
    const body: RuntimeConfig = { ...config, graphqlUrl: `http://${host}/graphql` };
    res.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-cache',
    });
    res.end(req.method === 'HEAD' ? undefined : JSON.stringify(body, null, 2));
  };
}

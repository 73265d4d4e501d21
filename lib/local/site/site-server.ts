// The one user-facing port: /graphql, /config.json, /public/staff/*, the referral document,
// /public/lists/*, the job pages and the static site, every response with the security headers CloudFront adds in
// the cloud. A Host header that is not a loopback name gets 421 and nothing else
// (../http/host-check.ts).
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { refusedHost } from '../http/host-check';
import { errorText, type Log } from '../processes/log';
import { serve } from '../http/ports';
import { isPublicFilePath } from './public-files';
import { jobPageKeyOf } from './job-pages';
import { PUBLIC_LISTS_PATH_PREFIX } from './public-lists';
import type { SecurityHeadersOf } from './security-headers';

type Route = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

export interface SiteRoutes {
  graphql: Route;
  config: Route;
  publicFiles: Route;
  publicLists: Route;
  jobPages: Route;
  site: Route;
}

function routeFor(routes: SiteRoutes, path: string): Route {
  if (path === '/graphql') {
    return routes.graphql;
  }
  if (path === '/config.json') {
    return routes.config;
  }
  if (isPublicFilePath(path)) {
    return routes.publicFiles;
  }
  if (path.startsWith(PUBLIC_LISTS_PATH_PREFIX)) {
    return routes.publicLists;
  }
  if (jobPageKeyOf(path)) {
    return routes.jobPages;
  }
  return routes.site;
}

/** Serves the site on `server`, which already listens (../http/ports.ts listeningServer). */
export function startSiteServer(options: {
  server: Server;
  routes: SiteRoutes;
  securityHeaders: SecurityHeadersOf;
  log: Log;
}): Server {
  serve(options.server, (req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    const respond = async (): Promise<void> => {
      for (const [name, value] of Object.entries(await options.securityHeaders())) {
        res.setHeader(name, value);
      }
      if (refusedHost(req, res)) {
        return;
      }
      await routeFor(options.routes, path)(req, res);
    };
    respond().catch((error: unknown) => {
      options.log(`${req.method} ${req.url} failed: ${errorText(error)}`);
      if (!res.headersSent) {
        res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      }
      res.end('Internal error');
    });
  });
  return options.server;
}

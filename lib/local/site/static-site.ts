// Serves frontend/dist with CloudFront's rules (lib/cloud/hosting.ts,
// lib/runtimes/cloudfront/rewrite.js): a file as is, `/x` and `/x/` as `/x/index.html` when that
// exists, anything else as 404.html with status 404.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { statIfExists } from '../data/fs-util';
import { chooseEncoding, compressedFile, isCompressible } from './compression';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
  '.map': 'application/json; charset=utf-8',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

const NOT_BUILT_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Site not built</title></head>
<body><h1>The site is not built</h1><p>The frontend build failed or has not run: see the terminal
running <code>npm start</code>. The API at /graphql works regardless.</p></body></html>`;

async function fileIn(root: string, relative: string): Promise<string | undefined> {
  const path = normalize(join(root, relative));
  if (path !== root && !path.startsWith(root + sep)) {
    return undefined;
  }
  return (await statIfExists(path))?.isFile() ? path : undefined;
}

/** The file CloudFront would serve for a URL path, or undefined for the not-found page. */
export async function resolveSitePath(root: string, urlPath: string): Promise<string | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) {
    return undefined;
  }
  const trimmed = decoded.replace(/\/+$/, '');
  if (!decoded.endsWith('/')) {
    const exact = await fileIn(root, decoded);
    if (exact) {
      return exact;
    }
  }
  return fileIn(root, `${trimmed}/index.html`);
}

async function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  status: number,
): Promise<void> {
  const { size, mtimeMs } = await stat(path);
  const type = CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
  const encoding = isCompressible(type, size)
    ? chooseEncoding(req.headers['accept-encoding'])
    : undefined;
  const body = encoding ? await compressedFile(path, mtimeMs, encoding) : undefined;
  res.writeHead(status, {
    'content-type': type,
    'content-length': body?.length ?? size,
    ...(encoding ? { 'content-encoding': encoding } : {}),
    ...(isCompressible(type, size) ? { vary: 'Accept-Encoding' } : {}),
    // Hashed assets never change; pages and config must be revalidated, as the CDK stack sets.
    'cache-control': path.includes(`${sep}assets${sep}`)
      ? 'public, max-age=31536000, immutable'
      : 'no-cache',
  });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  if (body) res.end(body);
  else createReadStream(path).pipe(res);
}

export function createStaticSite(root: string) {
  return async function serveSite(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' });
      res.end();
      return;
    }
    const urlPath = new URL(req.url ?? '/', 'http://localhost').pathname;
    const found = await resolveSitePath(root, urlPath);
    if (found) {
      await sendFile(req, res, found, 200);
      return;
    }
    const notFound = await fileIn(root, '404.html');
    if (notFound) {
      await sendFile(req, res, notFound, 404);
      return;
    }
    const hasSite = await fileIn(root, 'index.html');
    res.writeHead(hasSite ? 404 : 503, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      hasSite
        ? '<!doctype html><title>Page not found</title><h1>Page not found</h1>'
        : NOT_BUILT_PAGE,
    );
  };
}

// CloudFront compresses what the site serves (the CDK stack sets `compress: true`): Brotli when the
// browser accepts it, else gzip, for compressible types from 1,000 bytes up. The local server does
// the same, so page weights and Lighthouse figures measured locally match what visitors receive.
import { readFile } from 'node:fs/promises';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/**
 * Files are compressed on their first request (the admin's chunks are over 1 MB): a middle
 * Brotli level keeps that quick while staying close to what CloudFront sends.
 */
const BROTLI_QUALITY = 6;

/** CloudFront leaves smaller files as they are. */
export const MIN_COMPRESSED_BYTES = 1000;

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/;

export const isCompressible = (contentType: string, size: number) =>
  size >= MIN_COMPRESSED_BYTES && COMPRESSIBLE.test(contentType);

/** The encoding to answer with for an Accept-Encoding header: Brotli first, then gzip. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [token = '', ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(token, q === undefined ? 1 : Number(q));
  }
  const allows = (encoding: string) => (accepted.get(encoding) ?? accepted.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return undefined;
}

export function compressed(raw: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
    : gzipSync(raw, { level: 9 });
}

/** Compressed files by path, encoding and modification time: a rebuild makes new entries. */
const cache = new Map<string, { mtimeMs: number; body: Buffer }>();

export async function compressedFile(
  path: string,
  mtimeMs: number,
  encoding: Encoding,
): Promise<Buffer> {
  const key = `${encoding} ${path}`;
  const cached = cache.get(key);
  if (cached?.mtimeMs === mtimeMs) return cached.body;
  const body = compressed(await readFile(path), encoding);
  cache.set(key, { mtimeMs, body });
  return body;
}

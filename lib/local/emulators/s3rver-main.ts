// Entry of the S3 stand-in's child process: s3rver with signature checks (no anonymous access),
// conditional requests and the multipart gap filler in front of its router. Started by s3.ts with
// S3RVER_PORT and S3RVER_DIR set.
import { createRequire } from 'node:module';
import { conditionalRequests } from './s3-conditional-requests.js';
import { multipartGaps } from './s3-multipart-gaps.js';
import { signedRequestCheck } from './s3-signature-check.js';

const require = createRequire(import.meta.url);

interface S3rverInstance {
  middleware: unknown[];
  run(): Promise<unknown>;
}
const S3rver = require('s3rver') as new (options: Record<string, unknown>) => S3rverInstance;

const port = Number(process.env.S3RVER_PORT);
const directory = process.env.S3RVER_DIR;
if (!port || !directory) {
  throw new Error('S3RVER_PORT and S3RVER_DIR must be set.');
}

const server = new S3rver({
  address: '127.0.0.1',
  port,
  directory,
  silent: process.env.S3RVER_VERBOSE !== 'true',
  // Path-style only: virtual-host buckets would need DNS for <bucket>.127.0.0.1.
  vhostBuckets: false,
});
// The router is the last middleware s3rver installs; these layers must see requests before it.
server.middleware.splice(
  server.middleware.length - 1,
  0,
  signedRequestCheck(),
  conditionalRequests(),
  multipartGaps(),
);
await server.run();

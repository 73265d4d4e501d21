// Entry of the S3 stand-in's child process: s3rver with signature checks (no anonymous access),
// answers for keys too long for its files, conditional requests and the multipart gap filler in
// front of its router. Started by s3.ts with S3RVER_PORT, S3RVER_DIR and the stack's credentials
// set.
import { createRequire } from 'node:module';
import { conditionalRequests } from './s3-conditional-requests';
import { longKeys } from './s3-long-keys';
import { multipartGaps } from './s3-multipart-gaps';
import { signedRequestCheck } from './s3-signature-check';

const require = createRequire(import.meta.url);

interface S3rverInstance {
  middleware: unknown[];
  run(): Promise<unknown>;
}
const S3rver = require('s3rver') as new (options: Record<string, unknown>) => S3rverInstance;
const { DUMMY_ACCOUNT } = require('s3rver/lib/models/account.js') as {
  DUMMY_ACCOUNT: {
    createKeyPair(accessKeyId: string, secretAccessKey: string): void;
    revokeAccessKey(accessKeyId: string): void;
  };
};

const port = Number(process.env.S3RVER_PORT);
const directory = process.env.S3RVER_DIR;
const accessKeyId = process.env.S3RVER_ACCESS_KEY_ID;
const secretAccessKey = process.env.S3RVER_SECRET_ACCESS_KEY;
if (!port || !directory || !accessKeyId || !secretAccessKey) {
  throw new Error(
    'S3RVER_PORT, S3RVER_DIR, S3RVER_ACCESS_KEY_ID and S3RVER_SECRET_ACCESS_KEY must be set.',
  );
}

// s3rver's own checks look keys up in its account: the stack's key replaces the well-known one.
DUMMY_ACCOUNT.createKeyPair(accessKeyId, secretAccessKey);
DUMMY_ACCOUNT.revokeAccessKey('S3RVER');

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
  signedRequestCheck({ [accessKeyId]: secretAccessKey }),
  longKeys(),
  conditionalRequests(),
  multipartGaps(),
);
await server.run();

// s3rver's error type: thrown from a middleware, s3rver answers it as S3 does (status, XML body).
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export const S3Error = require('s3rver/lib/models/error.js') as new (
  code: string,
  message?: string,
  detail?: Record<string, unknown>,
) => Error;

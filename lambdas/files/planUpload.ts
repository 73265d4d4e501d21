// How an upload of `size` bytes is split (5 MiB parts, at most 10,000, objects up to 5 TiB), as a
// pure function so the numbers are easy to test and the frontend's upload manager can follow the
// same plan.

import { ValidationError } from '../shared/errors';

const MIB = 1048576;

export const DEFAULT_PART_SIZE = 5 * MIB;
export const MAX_PARTS = 10000;
/** S3's largest object, 5 TiB. */
export const MAX_OBJECT_SIZE = 5497558138880;

export type UploadPlan =
  | { kind: 'single'; partSize: number; partCount: 1 }
  | { kind: 'multipart'; partSize: number; partCount: number };

export function planUpload(size: number): UploadPlan {
  if (size > MAX_OBJECT_SIZE) {
    throw new ValidationError('size', 'Object size cannot not be greater than 5TB.');
  }
  let partSize = DEFAULT_PART_SIZE;
  while (Math.ceil(size / partSize) > MAX_PARTS) {
    partSize *= 2;
  }
  if (size <= partSize) {
    return { kind: 'single', partSize, partCount: 1 };
  }
  return { kind: 'multipart', partSize, partCount: Math.ceil(size / partSize) };
}

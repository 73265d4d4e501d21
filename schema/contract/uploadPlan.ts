// How an upload of `size` bytes is split (5 MiB parts doubled until at most 10,000, objects up to
// 5 TiB). The API plans uploads with it and the browser's upload manager follows the same plan.

const MIB = 1048576;

export const DEFAULT_PART_SIZE = 5 * MIB;
export const MAX_PARTS = 10000;
/** S3's largest object, 5 TiB. */
export const MAX_OBJECT_SIZE = 5497558138880;
export const OBJECT_TOO_LARGE_MESSAGE = 'Object size cannot not be greater than 5TB.';

export type UploadPlan =
  | { kind: 'single'; partSize: number; partCount: 1 }
  | { kind: 'multipart'; partSize: number; partCount: number };

/** The plan for `size` bytes, or undefined when the object would be larger than S3 allows. */
export function planUpload(size: number): UploadPlan | undefined {
  if (size > MAX_OBJECT_SIZE) return undefined;
  let partSize = DEFAULT_PART_SIZE;
  while (Math.ceil(size / partSize) > MAX_PARTS) {
    partSize *= 2;
  }
  if (size <= partSize) {
    return { kind: 'single', partSize, partCount: 1 };
  }
  return { kind: 'multipart', partSize, partCount: Math.ceil(size / partSize) };
}

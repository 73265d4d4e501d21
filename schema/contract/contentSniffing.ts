// How uploads are typed by their bytes (lambdas/shared/attachmentType.ts, lambdas/files/imageType.ts
// and the admin's photo check). file-type reads a zip by inflating its entries without a limit, so
// it only ever sees the first SNIFF_BYTES bytes, and never a zip: a zip is read by its central
// directory instead (lambdas/shared/zipDirectory.ts), or refused.

/** file-type's own sample size: every type we accept is known by its first bytes. */
export const SNIFF_BYTES = 4100;

/** The bytes file-type is given. */
export function sniffSample(bytes: Uint8Array): Uint8Array {
  return bytes.subarray(0, SNIFF_BYTES);
}

/** Whether the bytes start as a zip does: a local file header, an empty or a spanned archive. */
export function startsAsZip(bytes: Uint8Array): boolean {
  return (
    bytes[0] === 0x50 &&
    bytes[1] === 0x4b &&
    ((bytes[2] === 0x03 && bytes[3] === 0x04) ||
      (bytes[2] === 0x05 && bytes[3] === 0x06) ||
      (bytes[2] === 0x07 && bytes[3] === 0x08))
  );
}

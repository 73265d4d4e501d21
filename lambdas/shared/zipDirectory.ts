// Reads a zip's entry list from its central directory and checks it against limits, inflating
// nothing: a zip bomb is refused by what it declares, before any byte of it is unpacked. Only a
// plain single-disk archive is read (no ZIP64, no encryption, stored or deflated entries); each
// entry's local header must be where the directory says, with the same name, and entries may not
// overlap, so one compressed body cannot be counted as many. The sizes checked are the central
// directory's (local headers may say otherwise, but nothing here or after reads them for sizes).

export interface ZipEntry {
  name: string;
  compressedSize: number;
  uncompressedSize: number;
}

export interface ZipLimits {
  maxEntries: number;
  /** Declared unpacked size of one entry. */
  maxEntryBytes: number;
  /** Declared unpacked size of all entries together. */
  maxTotalBytes: number;
  /** Declared unpacked size over compressed size, for entries larger than ratioFromBytes. */
  maxCompressionRatio: number;
  ratioFromBytes: number;
}

export type ZipDirectory =
  | { ok: true; entries: ZipEntry[] }
  /** `unreadable`: not a zip this reader accepts; `tooLarge`: beyond the limits. */
  | { ok: false; refusal: 'unreadable' | 'tooLarge'; reason: string };

const END_SIGNATURE = 0x06054b50;
const ZIP64_LOCATOR_SIGNATURE = 0x07064b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const END_LENGTH = 22;
const CENTRAL_LENGTH = 46;
const LOCAL_LENGTH = 30;
const MAX_COMMENT = 0xffff;
/** A 16- or 32-bit field at its maximum means the real value is in a ZIP64 record. */
const ZIP64_16 = 0xffff;
const ZIP64_32 = 0xffffffff;
const STORED = 0;
const DEFLATED = 8;
const ENCRYPTED_FLAG = 0x1;

class Refusal extends Error {
  constructor(
    readonly refusal: 'unreadable' | 'tooLarge',
    reason: string,
  ) {
    super(reason);
  }
}

function unreadable(reason: string): never {
  throw new Refusal('unreadable', reason);
}

function tooLarge(reason: string): never {
  throw new Refusal('tooLarge', reason);
}

interface Located extends ZipEntry {
  nameBytes: Uint8Array;
  localOffset: number;
}

/** The end of central directory record's offset: the one whose comment ends the file. */
function endRecordOffset(bytes: Uint8Array, view: DataView): number {
  const last = bytes.length - END_LENGTH;
  for (let offset = last; offset >= 0 && offset >= last - MAX_COMMENT; offset -= 1) {
    if (
      view.getUint32(offset, true) === END_SIGNATURE &&
      offset + END_LENGTH + view.getUint16(offset + 20, true) === bytes.length
    ) {
      return offset;
    }
  }
  return unreadable('no end of central directory record');
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, index) => byte === b[index]);
}

function centralEntries(
  bytes: Uint8Array,
  view: DataView,
  limits: ZipLimits,
): { entries: Located[]; directoryStart: number } {
  const end = endRecordOffset(bytes, view);
  if (end >= 20 && view.getUint32(end - 20, true) === ZIP64_LOCATOR_SIGNATURE) {
    unreadable('ZIP64 archive');
  }
  const disk = view.getUint16(end + 4, true);
  const directoryDisk = view.getUint16(end + 6, true);
  const entriesOnDisk = view.getUint16(end + 8, true);
  const count = view.getUint16(end + 10, true);
  const directorySize = view.getUint32(end + 12, true);
  const directoryStart = view.getUint32(end + 16, true);
  if (count === ZIP64_16 || directorySize === ZIP64_32 || directoryStart === ZIP64_32) {
    unreadable('ZIP64 archive');
  }
  if (disk !== 0 || directoryDisk !== 0 || entriesOnDisk !== count) {
    unreadable('multi-disk archive');
  }
  if (count === 0) unreadable('no entries');
  if (count > limits.maxEntries) tooLarge(`${count} entries`);
  if (directoryStart + directorySize !== end) unreadable('central directory not before its end');

  const entries: Located[] = [];
  let total = 0;
  let at = directoryStart;
  for (let index = 0; index < count; index += 1) {
    if (at + CENTRAL_LENGTH > end || view.getUint32(at, true) !== CENTRAL_SIGNATURE) {
      unreadable(`central directory entry ${index} missing`);
    }
    const flags = view.getUint16(at + 8, true);
    const method = view.getUint16(at + 10, true);
    const compressedSize = view.getUint32(at + 20, true);
    const uncompressedSize = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const next =
      at +
      CENTRAL_LENGTH +
      nameLength +
      view.getUint16(at + 30, true) +
      view.getUint16(at + 32, true);
    const localOffset = view.getUint32(at + 42, true);
    if (next > end) unreadable(`central directory entry ${index} overruns`);
    if ([compressedSize, uncompressedSize, localOffset].includes(ZIP64_32)) {
      unreadable('ZIP64 entry');
    }
    if (view.getUint16(at + 34, true) !== 0) unreadable('multi-disk archive');
    if (flags & ENCRYPTED_FLAG) unreadable('encrypted entry');
    if (method !== STORED && method !== DEFLATED) unreadable(`compression method ${method}`);
    if (method === STORED && compressedSize !== uncompressedSize) {
      unreadable('stored entry whose sizes differ');
    }
    const nameBytes = bytes.subarray(at + CENTRAL_LENGTH, at + CENTRAL_LENGTH + nameLength);
    const name = new TextDecoder().decode(nameBytes);
    if (uncompressedSize > limits.maxEntryBytes) {
      tooLarge(`${name} unpacks to ${uncompressedSize} bytes`);
    }
    total += uncompressedSize;
    if (total > limits.maxTotalBytes) tooLarge(`entries unpack to at least ${total} bytes`);
    if (
      uncompressedSize > limits.ratioFromBytes &&
      uncompressedSize > compressedSize * limits.maxCompressionRatio
    ) {
      tooLarge(`${name} is compressed ${uncompressedSize} to ${compressedSize} bytes`);
    }
    entries.push({ name, nameBytes, compressedSize, uncompressedSize, localOffset });
    at = next;
  }
  if (at !== end) unreadable('central directory size differs from its entries');
  return { entries, directoryStart };
}

/** Each entry's local header is where the directory says; the entries' bodies do not overlap. */
function checkLocalHeaders(
  bytes: Uint8Array,
  view: DataView,
  entries: readonly Located[],
  directoryStart: number,
): void {
  let previousEnd = 0;
  for (const entry of [...entries].sort((a, b) => a.localOffset - b.localOffset)) {
    const at = entry.localOffset;
    if (at < previousEnd) unreadable(`${entry.name} overlaps another entry`);
    if (at + LOCAL_LENGTH > directoryStart || view.getUint32(at, true) !== LOCAL_SIGNATURE) {
      unreadable(`${entry.name} has no local header`);
    }
    const nameLength = view.getUint16(at + 26, true);
    const nameStart = at + LOCAL_LENGTH;
    if (!sameBytes(bytes.subarray(nameStart, nameStart + nameLength), entry.nameBytes)) {
      unreadable(`${entry.name} has another name in its local header`);
    }
    previousEnd = nameStart + nameLength + view.getUint16(at + 28, true) + entry.compressedSize;
    if (previousEnd > directoryStart) unreadable(`${entry.name} overruns the central directory`);
  }
}

/** The zip's entries, or why it is refused. Reads only the directory and the local headers. */
export function readZipDirectory(bytes: Uint8Array, limits: ZipLimits): ZipDirectory {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  try {
    if (bytes.length < END_LENGTH) unreadable('shorter than an end record');
    const { entries, directoryStart } = centralEntries(bytes, view, limits);
    checkLocalHeaders(bytes, view, entries, directoryStart);
    return {
      ok: true,
      entries: entries.map(({ name, compressedSize, uncompressedSize }) => ({
        name,
        compressedSize,
        uncompressedSize,
      })),
    };
  } catch (error) {
    if (error instanceof Refusal) {
      return { ok: false, refusal: error.refusal, reason: error.message };
    }
    throw error;
  }
}

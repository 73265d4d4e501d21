// Zips made byte by byte for the zip checks: honest Word documents, real deflate bombs (megabytes
// of zeros made cheaply: one deflated MiB repeated) and archives whose directory declares what a
// test needs (sizes it does not hold, a ZIP64 marker, two entries sharing one body).
import { constants, crc32, createDeflateRaw, deflateRawSync, type DeflateRaw } from 'node:zlib';

const MIB = 1048576;

export interface ZipEntrySpec {
  name: string;
  /** The entry's body as stored (deflated unless method is 0). */
  body: Uint8Array;
  /** Declared unpacked size and CRC, in the central directory and the local header. */
  size: number;
  crc: number;
  method?: 0 | 8;
  /** What the local header declares instead of `size`. */
  localSize?: number;
  /** Share the body of an earlier entry (by its index) instead of writing one. */
  sameBodyAs?: number;
}

/** A deflated entry holding `text`. */
export function deflatedEntry(name: string, text: string): ZipEntrySpec {
  const raw = Buffer.from(text);
  return { name, body: deflateRawSync(raw), size: raw.length, crc: crc32(raw) };
}

function flushed(deflate: DeflateRaw, data: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const out: Buffer[] = [];
    const collect = (chunk: Buffer) => out.push(chunk);
    deflate.on('data', collect);
    deflate.once('error', reject);
    deflate.write(data);
    deflate.flush(constants.Z_SYNC_FLUSH, () => {
      deflate.off('data', collect);
      resolve(Buffer.concat(out));
    });
  });
}

/**
 * A deflate stream that really unpacks to `mib` MiB of zeros, about 1 KB per MiB: once the window
 * holds zeros, each further MiB deflates (sync-flushed, so byte-aligned) to the same block.
 */
export async function deflatedZeros(name: string, mib: number): Promise<ZipEntrySpec> {
  const zeros = Buffer.alloc(MIB);
  const deflate = createDeflateRaw({ level: 9 });
  const first = await flushed(deflate, zeros);
  const next = await flushed(deflate, zeros);
  deflate.destroy();
  let crc = 0;
  for (let index = 0; index < mib; index += 1) crc = crc32(zeros, crc);
  // An empty final fixed-Huffman block ends the stream.
  const body = Buffer.concat([first, ...Array<Buffer>(mib - 1).fill(next), Buffer.from([3, 0])]);
  return { name, body, size: mib * MIB, crc };
}

function header(fields: [number, 2 | 4][]): Buffer {
  const buffer = Buffer.alloc(fields.reduce((length, [, width]) => length + width, 0));
  let at = 0;
  for (const [value, width] of fields) {
    if (width === 2) buffer.writeUInt16LE(value, at);
    else buffer.writeUInt32LE(value, at);
    at += width;
  }
  return buffer;
}

/** A zip of the entries, in order, with its central directory and end record. */
export function zipOf(entries: readonly ZipEntrySpec[], { zip64Counts = false } = {}): Buffer {
  const parts: Buffer[] = [];
  const offsets: number[] = [];
  let at = 0;
  entries.forEach((entry, index) => {
    if (entry.sameBodyAs !== undefined) {
      offsets.push(offsets[entry.sameBodyAs]!);
      return;
    }
    const name = Buffer.from(entry.name);
    const local = header([
      [0x04034b50, 4],
      [20, 2],
      [0, 2],
      [entry.method ?? 8, 2],
      [0, 2],
      [0, 2],
      [entry.crc, 4],
      [entry.body.length, 4],
      [entry.localSize ?? entry.size, 4],
      [name.length, 2],
      [0, 2],
    ]);
    offsets[index] = at;
    parts.push(local, name, Buffer.from(entry.body));
    at += local.length + name.length + entry.body.length;
  });
  const directoryStart = at;
  entries.forEach((entry, index) => {
    const name = Buffer.from(entry.name);
    const body = entries[entry.sameBodyAs ?? index]!.body;
    const central = header([
      [0x02014b50, 4],
      [20, 2],
      [20, 2],
      [0, 2],
      [entry.method ?? 8, 2],
      [0, 2],
      [0, 2],
      [entry.crc, 4],
      [body.length, 4],
      [entry.size, 4],
      [name.length, 2],
      [0, 2],
      [0, 2],
      [0, 2],
      [0, 2],
      [0, 4],
      [offsets[index]!, 4],
    ]);
    parts.push(central, name);
    at += central.length + name.length;
  });
  const count = zip64Counts ? 0xffff : entries.length;
  parts.push(
    header([
      [0x06054b50, 4],
      [0, 2],
      [0, 2],
      [count, 2],
      [count, 2],
      [at - directoryStart, 4],
      [directoryStart, 4],
      [0, 2],
    ]),
  );
  return Buffer.concat(parts);
}

/** The smallest Word document: the zip entries a .docx needs. */
export function wordDocumentEntries(): ZipEntrySpec[] {
  return [
    deflatedEntry('[Content_Types].xml', '<Types/>'),
    deflatedEntry('word/document.xml', '<w:document/>'),
  ];
}

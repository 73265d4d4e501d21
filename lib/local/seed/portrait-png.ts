// Small placeholder staff portraits as real PNG files (a head-and-shoulders silhouette on a coloured
// background), encoded here so seeding needs no image library or binary fixtures.
import { crc32, deflateSync } from 'node:zlib';

export type Rgb = readonly [number, number, number];

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData) >>> 0);
  return Buffer.concat([length, typeAndData, crc]);
}

/** Encodes 8-bit RGB pixels (row-major) as a PNG. */
export function encodePng(
  width: number,
  height: number,
  pixel: (x: number, y: number) => Rgb,
): Buffer {
  const rowBytes = width * 3 + 1;
  const raw = Buffer.alloc(rowBytes * height);
  for (let y = 0; y < height; y += 1) {
    raw[y * rowBytes] = 0; // filter: none
    for (let x = 0; x < width; x += 1) {
      const [r, g, b] = pixel(x, y);
      const offset = y * rowBytes + 1 + x * 3;
      raw[offset] = r;
      raw[offset + 1] = g;
      raw[offset + 2] = b;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A square portrait placeholder: silhouette colour on a background colour. */
export function portraitPng(size: number, background: Rgb, figure: Rgb): Buffer {
  const head = { x: size / 2, y: size * 0.38, r: size * 0.18 };
  const shoulders = { x: size / 2, y: size * 0.95, rx: size * 0.36, ry: size * 0.3 };
  return encodePng(size, size, (x, y) => {
    const inHead = (x - head.x) ** 2 + (y - head.y) ** 2 <= head.r ** 2;
    const inShoulders =
      ((x - shoulders.x) / shoulders.rx) ** 2 + ((y - shoulders.y) / shoulders.ry) ** 2 <= 1;
    return inHead || inShoulders ? figure : background;
  });
}

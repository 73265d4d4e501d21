// Photos for the staff-photo tests, made here so each test knows exactly what is in them: a phone
// photo with EXIF (orientation 6 and a GPS position), XMP and IPTC, and the markers that tell
// whether any metadata survived publishing.

import Vips from 'wasm-vips';

type VipsLib = Awaited<ReturnType<typeof Vips>>;

let started: Promise<VipsLib> | undefined;

export function vips(): Promise<VipsLib> {
  started ??= Vips({ dynamicLibraries: [] });
  return started;
}

export const RED = [255, 0, 0];
export const BLUE = [0, 0, 255];

/** Written where a leak would show: the GPS position, the XMP packet and the IPTC city. */
export const METADATA_MARKERS = [
  'Exif',
  'http://ns.adobe.com/xap/1.0/',
  'Photoshop 3.0',
  'Melbourne',
];

function segment(marker: number, payload: Buffer): Buffer {
  const header = Buffer.alloc(4);
  header.writeUInt16BE(0xff00 | marker, 0);
  header.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([header, payload]);
}

/** A 12-byte IFD entry (big-endian TIFF). */
function entry(tag: number, type: number, count: number, value: Buffer): Buffer {
  const bytes = Buffer.alloc(12);
  bytes.writeUInt16BE(tag, 0);
  bytes.writeUInt16BE(type, 2);
  bytes.writeUInt32BE(count, 4);
  value.copy(bytes, 8);
  return bytes;
}

const u16 = (value: number) => Buffer.from([value >> 8, value & 0xff, 0, 0]);
const u32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
};
const ascii = (text: string) => Buffer.from(`${text}\0\0\0\0`.slice(0, 4), 'latin1');
const rationals = (...values: [number, number][]) =>
  Buffer.concat(
    values.map(([numerator, denominator]) => Buffer.concat([u32(numerator), u32(denominator)])),
  );

/** EXIF: IFD0 with Orientation and a GPS IFD with 37°48'50.4"S 144°57'47.9"E. */
function exifSegment(orientation: number): Buffer {
  const ifd0Offset = 8;
  const ifd0Length = 2 + 2 * 12 + 4;
  const gpsOffset = ifd0Offset + ifd0Length;
  const gpsLength = 2 + 4 * 12 + 4;
  const latitudeOffset = gpsOffset + gpsLength;
  const longitudeOffset = latitudeOffset + 24;
  const tiff = Buffer.concat([
    Buffer.from('MM\0\x2a', 'latin1'),
    u32(ifd0Offset),
    Buffer.from([0, 2]),
    entry(0x0112, 3, 1, u16(orientation)),
    entry(0x8825, 4, 1, u32(gpsOffset)),
    u32(0),
    Buffer.from([0, 4]),
    entry(0x0001, 2, 2, ascii('S')),
    entry(0x0002, 5, 3, u32(latitudeOffset)),
    entry(0x0003, 2, 2, ascii('E')),
    entry(0x0004, 5, 3, u32(longitudeOffset)),
    u32(0),
    rationals([37, 1], [48, 1], [504, 10]),
    rationals([144, 1], [57, 1], [479, 10]),
  ]);
  return segment(0xe1, Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]));
}

function xmpSegment(): Buffer {
  const packet =
    '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
    '<rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="37,48.84S" ' +
    'exif:GPSLongitude="144,57.80E"/></rdf:RDF></x:xmpmeta>';
  return segment(0xe1, Buffer.from(`http://ns.adobe.com/xap/1.0/\0${packet}`, 'latin1'));
}

function iptcSegment(): Buffer {
  const city = Buffer.from('Melbourne', 'latin1');
  const record = Buffer.concat([Buffer.from([0x1c, 0x02, 0x5a, 0, city.length]), city]);
  const padded = record.length % 2 ? Buffer.concat([record, Buffer.from([0])]) : record;
  const resource = Buffer.concat([
    Buffer.from('8BIM', 'latin1'),
    Buffer.from([0x04, 0x04, 0, 0]),
    u32(record.length),
    padded,
  ]);
  return segment(0xed, Buffer.concat([Buffer.from('Photoshop 3.0\0', 'latin1'), resource]));
}

/** A width x height image, left half red and right half blue, encoded with `suffix`. */
export async function halvesImage(width: number, height: number, suffix: string): Promise<Buffer> {
  const lib = await vips();
  const left = lib.Image.black(width / 2, height)
    .add(RED)
    .cast('uchar');
  const right = lib.Image.black(width / 2, height)
    .add(BLUE)
    .cast('uchar');
  const image = left.join(right, 'horizontal');
  try {
    return Buffer.from(image.writeToBuffer(suffix, { keep: lib.ForeignKeep.none }));
  } finally {
    [left, right, image].forEach((each) => each.delete());
  }
}

/**
 * A side x side PNG of one colour, stored uncompressed: any two of the same side have the same
 * length, so one can be PUT through the other's size-signed URL.
 */
export async function uncompressedPng(side: number, rgb: number[]): Promise<Buffer> {
  const lib = await vips();
  const image = lib.Image.black(side, side).add(rgb).cast('uchar');
  try {
    return Buffer.from(image.writeToBuffer('.png', { compression: 0, keep: lib.ForeignKeep.none }));
  } finally {
    image.delete();
  }
}

/**
 * A phone photo as cameras store it: 40 x 20 pixels (left half red) with EXIF orientation 6, so it
 * shows 20 x 40 with red on top, plus GPS in EXIF and XMP and a city in IPTC.
 */
export async function phonePhoto(): Promise<Buffer> {
  const jpeg = await halvesImage(40, 20, '.jpg');
  return Buffer.concat([
    jpeg.subarray(0, 2),
    exifSegment(6),
    xmpSegment(),
    iptcSegment(),
    jpeg.subarray(2),
  ]);
}

/** The marker bytes of every segment before the image data (SOS) of a JPEG. */
export function jpegSegmentMarkers(jpeg: Uint8Array): number[] {
  const markers: number[] = [];
  let offset = 2;
  while (offset + 4 <= jpeg.length && jpeg[offset] === 0xff) {
    const marker = jpeg[offset + 1]!;
    if (marker === 0xda) break;
    markers.push(marker);
    offset += 2 + ((jpeg[offset + 2]! << 8) | jpeg[offset + 3]!);
  }
  return markers;
}

export interface DecodedPhoto {
  width: number;
  height: number;
  /** The colour in the middle of the top and of the bottom edge (first three bands, rounded). */
  top: number[];
  bottom: number[];
  /** Metadata fields libvips found (exif-*, xmp-data, iptc-data, icc-profile-data, orientation). */
  metadata: string[];
}

export async function decode(bytes: Uint8Array): Promise<DecodedPhoto> {
  const lib = await vips();
  const image = lib.Image.newFromBuffer(bytes);
  const colour = (y: number) =>
    image
      .getpoint(Math.floor(image.width / 2), y)
      .slice(0, 3)
      .map(Math.round);
  const fields = image.getFields();
  try {
    return {
      width: image.width,
      height: image.height,
      top: colour(Math.min(2, image.height - 1)),
      bottom: colour(Math.max(0, image.height - 3)),
      metadata: [...fields].filter((name) => /^(exif-|xmp|iptc|icc|orientation|gps)/i.test(name)),
    };
  } finally {
    fields.delete();
    image.delete();
  }
}

// A staff photo is published as a new file made from its decoded pixels, never as uploaded: what
// does not decode as the image type its bytes announce is refused, the camera's orientation is
// applied, and nothing else of the upload survives (EXIF with GPS, XMP, IPTC, ICC profiles,
// comments, trailing bytes such as a script after a PNG).
//
// libvips compiled to WebAssembly (wasm-vips) does it: the same code runs in the tests on x64 and
// in Lambda on arm64, and the bundle ships no platform binary (lib/cloud/functions.ts copies the
// package next to the files handler).

import type VipsModule from 'wasm-vips';
import { STAFF_PHOTO_LIMITS } from '../../schema/contract/inputLimits';
import { ValidationError } from '../shared/errors';
import { log } from '../shared/log';
import type { StaffPhotoContentType } from '../shared/photos';

type Vips = Awaited<ReturnType<typeof VipsModule>>;
type Image = InstanceType<Vips['Image']>;

export const NOT_AN_IMAGE_MESSAGE = 'The uploaded file is not a JPEG, PNG, WebP or GIF image.';

const TOO_MANY_PIXELS_MESSAGE = `A staff photo may be at most ${STAFF_PHOTO_LIMITS.maxPixels / 1_000_000} megapixels.`;

interface Format {
  /** The libvips loader that must have read the upload: no other format gets decoded. */
  loader: string;
  /** Loader options: every frame of an animation. */
  loadOptions: string;
  suffix: string;
  saveOptions: Record<string, unknown>;
}

const FORMATS: Record<StaffPhotoContentType, Format> = {
  'image/jpeg': {
    loader: 'jpegload_buffer',
    loadOptions: '',
    suffix: '.jpg',
    saveOptions: { Q: 85 },
  },
  'image/png': { loader: 'pngload_buffer', loadOptions: '', suffix: '.png', saveOptions: {} },
  'image/webp': {
    loader: 'webpload_buffer',
    loadOptions: 'n=-1',
    suffix: '.webp',
    saveOptions: { Q: 85 },
  },
  'image/gif': { loader: 'gifload_buffer', loadOptions: 'n=-1', suffix: '.gif', saveOptions: {} },
};

let vipsLoaded: Promise<Vips> | undefined;

/** libvips, started once per container; without its optional HEIF, JPEG XL and SVG modules. */
function vips(): Promise<Vips> {
  vipsLoaded ??= import('wasm-vips').then(({ default: start }) => start({ dynamicLibraries: [] }));
  return vipsLoaded;
}

/** Loads, checks and writes the image; wasm-vips images live in WebAssembly memory until deleted. */
function reencode(lib: Vips, bytes: Uint8Array, format: Format): Uint8Array {
  const images: Image[] = [];
  const keep = <T extends Image>(image: T): T => {
    images.push(image);
    return image;
  };
  try {
    // Reads the header only: the loader and the size are known before any pixel is decoded.
    const header = keep(lib.Image.newFromBuffer(bytes, format.loadOptions));
    if (header.getString('vips-loader') !== format.loader) {
      throw new ValidationError('key', NOT_AN_IMAGE_MESSAGE);
    }
    if (header.width * header.height > STAFF_PHOTO_LIMITS.maxPixels) {
      throw new ValidationError('key', TOO_MANY_PIXELS_MESSAGE);
    }
    const upright = keep(
      lib.Image.thumbnailBuffer(bytes, STAFF_PHOTO_LIMITS.maxEdge, {
        height: STAFF_PHOTO_LIMITS.maxEdge,
        size: 'down',
        option_string: format.loadOptions,
        // Colours as the camera meant them, then no profile: browsers take untagged images as sRGB.
        output_profile: 'srgb',
        fail_on: 'truncated',
      }),
    );
    return upright.writeToBuffer(format.suffix, {
      ...format.saveOptions,
      keep: lib.ForeignKeep.none,
    });
  } finally {
    for (const image of images) image.delete();
  }
}

/**
 * The photo to publish: `bytes` decoded as `contentType`, turned upright, at most
 * STAFF_PHOTO_LIMITS.maxEdge pixels on its longer side, and encoded again in the same format
 * without any metadata. Anything that does not decode is a ValidationError.
 */
export async function publishablePhoto(
  bytes: Uint8Array,
  contentType: StaffPhotoContentType,
): Promise<Uint8Array> {
  const lib = await vips();
  try {
    return reencode(lib, bytes, FORMATS[contentType]);
  } catch (error) {
    if (error instanceof ValidationError) throw error;
    // libvips' own message names the decoder's complaint; the caller learns only that it failed.
    log.warn('Staff photo did not decode', null, { contentType, error: String(error) });
    throw new ValidationError('key', NOT_AN_IMAGE_MESSAGE);
  }
}

import crypto from 'node:crypto';
import sharp from 'sharp';
import { AppError, ErrorCode } from '../core/errors';
import { Messages } from '../core/messages';

/** Uploads larger than this are refused with 413 before any decoding. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Decoding stops above this many pixels (a small file can still unpack into a huge bitmap). */
export const MAX_IMAGE_PIXELS = 40_000_000;

/**
 * A picture is cropped square, at most 512x512; a banner fits inside 1600x400; a dispute's screenshot (evidence)
 * fits inside 1920x1920, so a full game screen stays readable. None is ever enlarged.
 */
export type ImageSlot = 'picture' | 'banner' | 'evidence';
export const IMAGE_BOXES = { picture: { width: 512, height: 512 }, banner: { width: 1600, height: 400 }, evidence: { width: 1920, height: 1920 } } as const;

/** Formats accepted, judged by the bytes (never by the file name or the declared type). AVIF reports heif + av1. */
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif']);

/** An upload as the route received it: the multipart field it was expected in, and its bytes when a file came. */
export interface ImageUpload {
  field: string;
  bytes?: Buffer;
}

export interface ProcessedImage {
  bytes: Buffer;
  width: number;
  height: number;
  /** sha256 of the encoded output: the storage key, so the same image is stored once. */
  hash: string;
}

function invalid(field: string, message: string = Messages.imageInvalid) {
  return AppError.badInput(message, { [field]: message });
}

/**
 * Checks an upload by its content and re-encodes it: only JPEG, PNG, WebP, GIF (first frame) and AVIF pass, then it
 * is auto-rotated, resized for its slot and written as WebP without metadata. Anything else is BAD_USER_INPUT.
 */
export async function processImage(upload: Required<ImageUpload>, slot: ImageSlot): Promise<ProcessedImage> {
  if (upload.bytes.length > MAX_IMAGE_BYTES) {
    throw new AppError(ErrorCode.PAYLOAD_TOO_LARGE, Messages.imageTooLarge, { [upload.field]: Messages.imageTooLarge });
  }
  const options = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' } as const;
  let metadata: sharp.Metadata;
  try {
    metadata = await sharp(upload.bytes, options).metadata();
  } catch {
    throw invalid(upload.field);
  }
  const format = metadata.format === 'heif' && metadata.compression === 'av1' ? 'avif' : metadata.format;
  if (!format || (!ACCEPTED.has(format) && format !== 'avif')) throw invalid(upload.field);
  const width = metadata.autoOrient?.width ?? metadata.width ?? 0;
  const height = metadata.autoOrient?.height ?? metadata.height ?? 0;
  if (width < 1 || height < 1) throw invalid(upload.field);
  if (width * height > MAX_IMAGE_PIXELS) throw invalid(upload.field, Messages.imageTooManyPixels);

  const box = IMAGE_BOXES[slot];
  const pipeline = sharp(upload.bytes, options).rotate();
  if (slot === 'picture') {
    const side = Math.min(box.width, width, height);
    pipeline.resize(side, side, { fit: 'cover', position: 'attention' });
  } else {
    pipeline.resize(box.width, box.height, { fit: 'inside', withoutEnlargement: true });
  }
  try {
    const { data, info } = await pipeline.webp({ quality: 82 }).toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height, hash: crypto.createHash('sha256').update(data).digest('hex') };
  } catch {
    // a header that parses but pixels that do not (a truncated file)
    throw invalid(upload.field);
  }
}

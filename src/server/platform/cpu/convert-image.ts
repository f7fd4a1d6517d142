/**
 * The one photo conversion of the app (decision 008), used by action photos, application photos
 * and landing images: auto-rotated from EXIF, every metadata block dropped (EXIF, GPS, XMP, ICC is
 * converted to sRGB), resized to fit `maxDimension` without enlarging, WebP quality 80.
 *
 * Decompression bombs: the pixel count is read from the header first (`metadata()` decodes no
 * pixels), so a small file claiming a huge image is refused before any memory is spent on it;
 * `limitInputPixels` is the same guard inside libvips for anything the header check missed.
 */
import sharp, { type Metadata } from 'sharp';

/** 100 megapixels: above every phone camera in common use (a 108 MP sensor bins to 12 MP). */
export const MAX_INPUT_PIXELS = 100_000_000;
export const MAX_DIMENSION = 2000;
export const WEBP_QUALITY = 80;

export type ImageProblem = 'too_many_pixels' | 'unreadable';

export class ImageConversionError extends Error {
  readonly problem: ImageProblem;
  constructor(problem: ImageProblem, message: string) {
    super(message);
    this.problem = problem;
  }
}

export interface ConvertedImage {
  data: Buffer;
  width: number;
  height: number;
  mime: 'image/webp';
}

export interface ConvertOptions {
  maxDimension?: number;
  maxInputPixels?: number;
  quality?: number;
  /** libvips stops the conversion after this many seconds (bounded-work.ts sets it). */
  timeoutSeconds?: number;
}

/** Reads only the header: width × height (pages included for animated or multi-page images). */
export async function headerPixels(input: string | Buffer): Promise<{ width: number; height: number; pixels: number }> {
  let metadata: Metadata;
  try {
    // limitInputPixels: false here: metadata() never decodes, and we want the real figure.
    metadata = await sharp(input, { limitInputPixels: false, failOn: 'none' }).metadata();
  } catch {
    throw new ImageConversionError('unreadable', 'the image header cannot be read');
  }
  const width = metadata.width ?? 0;
  const height = metadata.pageHeight ?? metadata.height ?? 0;
  const pages = metadata.pages ?? 1;
  if (!width || !height) throw new ImageConversionError('unreadable', 'the image has no dimensions');
  return { width, height, pixels: width * height * pages };
}

/** Converts a photo (a path or bytes) to the stored WebP. Throws ImageConversionError for bad input. */
export async function convertPhoto(input: string | Buffer, options: ConvertOptions = {}): Promise<ConvertedImage> {
  const maxInputPixels = options.maxInputPixels ?? MAX_INPUT_PIXELS;
  const maxDimension = options.maxDimension ?? MAX_DIMENSION;
  const header = await headerPixels(input);
  if (header.pixels > maxInputPixels) {
    throw new ImageConversionError('too_many_pixels', `${header.width}×${header.height} is more than ${maxInputPixels} pixels`);
  }
  try {
    // Only the first frame of an animated GIF/WebP is kept: a photo, not an animation.
    const { data, info } = await sharp(input, { limitInputPixels: maxInputPixels, failOn: 'error', animated: false })
      .rotate() // from the EXIF orientation, before the metadata is dropped
      .resize({ width: maxDimension, height: maxDimension, fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb')
      .webp({ quality: options.quality ?? WEBP_QUALITY })
      .timeout({ seconds: options.timeoutSeconds ?? 0 })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height, mime: 'image/webp' };
  } catch (error) {
    if (/pixel limit/i.test((error as Error).message)) {
      throw new ImageConversionError('too_many_pixels', (error as Error).message);
    }
    throw new ImageConversionError('unreadable', (error as Error).message);
  }
}

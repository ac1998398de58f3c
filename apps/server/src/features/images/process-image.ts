import { MAX_IMAGE_EDGE } from '@svc/contract';
import type { Metadata } from 'sharp';

const MAX_PIXELS = 40_000_000;
const FULL_EDGE = MAX_IMAGE_EDGE;
const THUMB_EDGE = 320;
const FORMAT_OF: Record<string, string> = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp' };

export class ImageRefused extends Error {}

/**
 * Checks what a file really is (not what it claims), then re-encodes it: orientation applied, metadata
 * (camera, GPS position) dropped, at most 2560 px, plus a 320 px thumbnail. Anything else is refused.
 */
export async function processImage(data: Buffer, declaredType: string) {
  // Loaded on the first photo, not at start: libvips is a good part of an idle server's memory.
  const { default: sharp } = await import('sharp');
  let meta: Metadata;
  try {
    meta = await sharp(data, { limitInputPixels: MAX_PIXELS }).metadata();
  } catch {
    throw new ImageRefused('This file is not a JPEG, PNG or WebP image.');
  }
  if (meta.format !== FORMAT_OF[declaredType]) {
    throw new ImageRefused('This file is not a JPEG, PNG or WebP image.');
  }
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_PIXELS) {
    throw new ImageRefused('This image is larger than 40 megapixels.');
  }
  try {
    const base = () => sharp(data, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate();
    const full = await base()
      .resize({ width: FULL_EDGE, height: FULL_EDGE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85 })
      .toBuffer({ resolveWithObject: true });
    const thumb = await base()
      .resize({ width: THUMB_EDGE, height: THUMB_EDGE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 75 })
      .toBuffer();
    return { full: full.data, thumb, width: full.info.width, height: full.info.height };
  } catch {
    throw new ImageRefused('This image could not be read. It may be damaged.');
  }
}

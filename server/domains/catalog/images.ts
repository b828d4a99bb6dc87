import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import {
  PRODUCT_ADMIN_MESSAGES,
  PRODUCT_IMAGE_MAX_BYTES,
  PRODUCT_IMAGE_MAX_PIXELS,
  PRODUCT_IMAGE_WIDTHS,
} from '../../../contracts/admin-products.ts';
import type { ImageVariant } from '../../../contracts/catalog.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { PUBLISHED_CACHE } from '../../lib/media.ts';
import { type Storage, TooLarge } from '../../lib/storage.ts';

/**
 * Uploaded product photos: the type is read from the bytes (never the file name or the browser's
 * word), sharp decodes with a pixel limit (a decompression bomb is refused), and makes AVIF and WebP
 * variants at the fixed widths, never wider than the original. Files live in the storage module under
 * products/<productId>/<imageId>-<width>.<ext>; the original is kept beside them, never served.
 */

export type ImageType = 'jpeg' | 'png' | 'webp';
const EXTENSION: Record<ImageType, string> = { jpeg: 'jpg', png: 'png', webp: 'webp' };

/** JPEG, PNG or WebP by their magic numbers, or undefined for anything else. */
export function detectImageType(bytes: Buffer): ImageType | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'webp';
  return undefined;
}

const tooLarge = () =>
  new AppError('PAYLOAD_TOO_LARGE', PRODUCT_ADMIN_MESSAGES.imageTooLarge, {
    image: [PRODUCT_ADMIN_MESSAGES.imageTooLarge],
  });
const refused = (message: string) => badRequest(message, { image: [message] });

/** The upload's bytes, at most 15 MB (413 past that, counted while it streams). */
export async function readUpload(body: Readable & { truncated?: boolean }): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let bytes = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    bytes += chunk.length;
    if (bytes > PRODUCT_IMAGE_MAX_BYTES) {
      body.resume();
      throw tooLarge();
    }
    chunks.push(chunk);
  }
  if (body.truncated) throw tooLarge();
  return Buffer.concat(chunks);
}

export interface ProcessedImage {
  type: ImageType;
  /** The width and height of the largest variant (the picture's aspect ratio). */
  width: number;
  height: number;
  files: { width: number; format: 'avif' | 'webp'; bytes: Buffer; height: number }[];
}

/** The widths to make: the fixed ones up to the original's, or the original's own when it is narrower. */
export function widthsFor(original: number): number[] {
  const fitting = PRODUCT_IMAGE_WIDTHS.filter((w) => w <= original);
  return fitting.length ? fitting : [original];
}

/** sharp's refusal as the person's 400: too many pixels (a decompression bomb), or unreadable. */
function refusalFor(error: unknown) {
  const message = String((error as Error)?.message ?? '');
  return refused(
    /pixel limit/i.test(message)
      ? PRODUCT_ADMIN_MESSAGES.imageTooManyPixels
      : PRODUCT_ADMIN_MESSAGES.imageBroken,
  );
}

/** Decode and make the variants in memory (nothing stored yet); 400 for what is not a usable picture. */
export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  const type = detectImageType(bytes);
  if (!type) throw refused(PRODUCT_ADMIN_MESSAGES.imageType);
  const options = { limitInputPixels: PRODUCT_IMAGE_MAX_PIXELS, failOn: 'error' as const };
  let meta: sharp.Metadata;
  try {
    meta = await sharp(bytes, options).metadata();
  } catch (error) {
    throw refusalFor(error);
  }
  if (meta.format !== type && !(type === 'jpeg' && meta.format === 'jpeg')) {
    throw refused(PRODUCT_ADMIN_MESSAGES.imageType);
  }
  if (!meta.width || !meta.height) throw refused(PRODUCT_ADMIN_MESSAGES.imageBroken);
  // The header's size, checked before decoding a pixel (sharp's limit stops a decode that gets past it).
  if (meta.width * meta.height > PRODUCT_IMAGE_MAX_PIXELS)
    throw refused(PRODUCT_ADMIN_MESSAGES.imageTooManyPixels);
  // EXIF orientation applies to the displayed width.
  const swapped = (meta.orientation ?? 1) >= 5;
  const displayWidth = swapped ? meta.height : meta.width;
  const files: ProcessedImage['files'] = [];
  try {
    for (const width of widthsFor(displayWidth)) {
      const resized = () => sharp(bytes, options).rotate().resize({ width, withoutEnlargement: true });
      const webp = await resized().webp({ quality: 80 }).toBuffer({ resolveWithObject: true });
      const avif = await resized().avif({ quality: 50, effort: 2 }).toBuffer({ resolveWithObject: true });
      files.push({ width, format: 'avif', bytes: avif.data, height: avif.info.height });
      files.push({ width, format: 'webp', bytes: webp.data, height: webp.info.height });
    }
  } catch (error) {
    throw refusalFor(error);
  }
  const largest = files.at(-1)!;
  return { type, width: largest.width, height: largest.height, files };
}

export const imageKey = (productId: string, imageId: string, suffix: string) =>
  `products/${productId}/${imageId}-${suffix}`;

/**
 * A stored variant's URL as the database keeps it: the server's route (GET /media/products/...). The API
 * hands it out as it is, or under MEDIA_BASE_URL (app.media).
 */
export const mediaUrl = (key: string) => `/media/${key}`;

export interface StoredImage {
  imageId: string;
  storageKey: string;
  keys: string[];
  imageUrl: string;
  width: number;
  height: number;
  variants: ImageVariant[];
}

/**
 * Store the original and every variant. All or nothing: when one write fails, the ones written are
 * removed again before the error goes on.
 */
export async function storeImage(
  storage: Storage,
  productId: string,
  original: Buffer,
  processed: ProcessedImage,
): Promise<StoredImage> {
  const imageId = randomUUID();
  const storageKey = imageKey(productId, imageId, `original.${EXTENSION[processed.type]}`);
  const keys: string[] = [];
  const put = async (key: string, bytes: Buffer, headers: { contentType: string; cacheControl?: string }) => {
    keys.push(key);
    await storage.put(key, Readable.from([bytes]), { maxBytes: PRODUCT_IMAGE_MAX_BYTES * 4, ...headers });
  };
  const variants: ImageVariant[] = [];
  try {
    await put(storageKey, original, { contentType: `image/${processed.type}` });
    for (const file of processed.files) {
      const key = imageKey(productId, imageId, `${file.width}.${file.format}`);
      await put(key, file.bytes, { contentType: `image/${file.format}`, cacheControl: PUBLISHED_CACHE });
      variants.push({ width: file.width, format: file.format, url: mediaUrl(key) });
    }
  } catch (error) {
    await removeKeys(storage, keys);
    if (error instanceof TooLarge) throw tooLarge();
    throw error;
  }
  const fallback = variants.filter((v) => v.format === 'webp').at(-1)!;
  return {
    imageId,
    storageKey,
    keys,
    imageUrl: fallback.url,
    width: processed.width,
    height: processed.height,
    variants,
  };
}

/** Every file of a stored picture: the original and its variants. */
export function keysOf(image: { storageKey: string | null; variants: ImageVariant[] }): string[] {
  if (!image.storageKey) return [];
  return [image.storageKey, ...image.variants.map((v) => v.url.replace(/^\/media\//, ''))];
}

export async function removeKeys(storage: Storage, keys: string[]) {
  await Promise.all(keys.map((key) => storage.remove(key).catch(() => undefined)));
}

/** A served variant's file name: <imageId>-<width>.<avif|webp> (originals are never served). */
export const SERVED_FILE = /^[0-9a-f-]{36}-\d{2,4}\.(avif|webp)$/;

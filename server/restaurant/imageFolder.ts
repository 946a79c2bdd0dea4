/**
 * A folder of a restaurant's images, referenced by file name from its restaurant file. PNG, JPEG
 * and WebP photos are stored as WebP in the sizes the menu draws (imageSizes.ts); an SVG is stored
 * as it is, once it is known to carry no script (src/domain/svgSafety.ts). Stored names are content hashes,
 * so an image imported twice is stored once and its URLs never change.
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { basename, resolve } from 'node:path';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import type { Database } from '../db/schema';
import { IMAGE_PIPELINE, IMAGE_SIZES, WEBP_QUALITY } from './imageSizes';
import { isSvgText, svgProblem } from '@domain/svgSafety';

export type ImageFolder = {
  /** Referenced file names that are missing, unreadable or not an image: one plain message each. */
  problems(names: readonly string[]): Promise<{ name: string; message: string }[]>;
  /** Stores the image's sizes in the media table inside the caller's transaction; answers their URLs.
   *  The same bytes give the same URLs (content-hashed names), so re-imports add nothing. */
  store(trx: Kysely<Database>, name: string): Promise<{ img_url: string; img_url_lge: string }>;
};

/** Larger than any photo a menu needs; a file past it is most likely the wrong file. */
export const MAX_IMAGE_BYTES = 20 * 1024 * 1024;

const RASTER_FORMATS = new Set(['png', 'jpeg', 'webp']);

type Image = { kind: 'svg'; text: string; bytes: Buffer } | { kind: 'raster'; bytes: Buffer };

/** An image read and recognised, or why it cannot be used. */
type Read = { ok: true; image: Image } | { ok: false; message: string };

/** SVG markup, read as text; a raster file is not decoded (its first bytes are never '<'). */
function svgText(bytes: Buffer): string | null {
  const text = /^\uFEFF?\s*</.test(bytes.subarray(0, 256).toString('utf8'))
    ? bytes.toString('utf8')
    : '';
  return isSvgText(text) ? text : null;
}

async function readImage(folder: string, name: string): Promise<Read> {
  if (name === '' || basename(name) !== name || name.startsWith('.'))
    return { ok: false, message: 'must be the name of a file in the images folder' };
  const path = resolve(folder, name);
  let bytes: Buffer;
  try {
    const info = await stat(path);
    if (!info.isFile()) return { ok: false, message: `is not a file in ${folder}` };
    if (info.size > MAX_IMAGE_BYTES)
      return { ok: false, message: 'is larger than 20 MB; save a smaller copy' };
    bytes = await readFile(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code === 'ENOENT'
      ? { ok: false, message: `is not in ${folder}` }
      : { ok: false, message: 'cannot be read' };
  }
  const text = svgText(bytes);
  if (text !== null) {
    const problem = svgProblem(text);
    return problem
      ? { ok: false, message: problem }
      : { ok: true, image: { kind: 'svg', text, bytes } };
  }
  try {
    const { format, width, height } = await sharp(bytes).metadata();
    if (RASTER_FORMATS.has(format) && width > 0 && height > 0)
      return { ok: true, image: { kind: 'raster', bytes } };
  } catch {
    // Not an image sharp can read: reported below like any other file.
  }
  return { ok: false, message: 'is not a PNG, JPEG, WebP or SVG image' };
}

function contentHash(bytes: Buffer): string {
  return createHash('sha256')
    .update(IMAGE_PIPELINE)
    .update('\0')
    .update(bytes)
    .digest('hex')
    .slice(0, 24);
}

export function openImageFolder(folder: string): ImageFolder {
  const root = resolve(folder);

  async function problems(names: readonly string[]) {
    const found: { name: string; message: string }[] = [];
    for (const name of new Set(names)) {
      const read = await readImage(root, name);
      if (!read.ok) found.push({ name, message: `${name} ${read.message}` });
    }
    return found;
  }

  async function store(trx: Kysely<Database>, name: string) {
    const read = await readImage(root, name);
    if (!read.ok) throw new Error(`${name} ${read.message}`);
    const hash = contentHash(read.image.bytes);
    if (read.image.kind === 'svg') {
      const file = `${hash}.svg`;
      await trx
        .insertInto('media')
        .values({ name: file, content_type: 'image/svg+xml', body: read.image.text })
        .onConflict((conflict) => conflict.column('name').doNothing())
        .execute();
      return { img_url: `/media/${file}`, img_url_lge: `/media/${file}` };
    }
    const files = IMAGE_SIZES.map((size) => ({ size, file: photoFileName(hash, size.name) }));
    const stored = await trx
      .selectFrom('media')
      .select('name')
      .where(
        'name',
        'in',
        files.map(({ file }) => file),
      )
      .execute();
    const have = new Set(stored.map((row) => row.name));
    for (const { size, file } of files) {
      if (have.has(file)) continue;
      const bytes = await sharp(read.image.bytes)
        .autoOrient()
        .resize({
          width: size.width,
          height: size.height,
          fit: 'outside',
          withoutEnlargement: true,
        })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer();
      await trx
        .insertInto('media')
        .values({ name: file, content_type: 'image/webp', bytes })
        .onConflict((conflict) => conflict.column('name').doNothing())
        .execute();
    }
    const url = (name: 'card' | 'sheet') =>
      `/media/${files.find(({ size }) => size.name === name)!.file}`;
    return { img_url: url('card'), img_url_lge: url('sheet') };
  }

  return { problems, store };
}

/** A stored photo's file name: its content hash and the size it was drawn at. */
function photoFileName(hash: string, size: string): string {
  return `${hash}-${size}.webp`;
}

/**
 * The item sheet's file for a stored media name: a photo's card size has a sheet size beside it
 * (same hash); anything else (an SVG, an illustration) is drawn at every size from itself.
 */
export function sheetImageOf(name: string): string {
  const card = /^([a-f0-9]+)-card\.webp$/.exec(name);
  return card ? photoFileName(card[1]!, 'sheet') : name;
}

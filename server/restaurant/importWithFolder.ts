/** An import as the commands and the operator console run it: the images folder opened by path. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { openImageFolder } from './imageFolder';
import type { ImageFolder } from './images';
import { importRestaurant, type ImportOutcome } from './importRestaurant';

export const BRAND_ID = /^[a-z0-9][a-z0-9-]{0,62}$/;

export async function importWithFolder(
  db: Kysely<Database>,
  request: { brand: string; file: unknown; images: string | null },
  open: (folder: string) => ImageFolder = openImageFolder,
): Promise<ImportOutcome> {
  if (!BRAND_ID.test(request.brand))
    return {
      ok: false,
      problems: [{ path: '$', message: `"${request.brand}" is not a brand id` }],
    };
  return importRestaurant(db, request.brand, request.file, {
    images: request.images !== null ? open(request.images) : null,
  });
}

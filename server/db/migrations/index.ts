/**
 * The ordered migrations, imported statically so they bundle and run the same under tsx, vitest
 * and a build. Append new ones; never edit one that has shipped.
 */
import type { Migration } from 'kysely';
import * as m0001 from './0001_init';

export const migrations: Record<string, Migration> = {
  '0001_init': m0001,
};

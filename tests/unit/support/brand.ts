import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseBrand, type Brand } from '@/brand/schema';

const path = fileURLToPath(new URL('../../../brands/demo/brand.json', import.meta.url));

/** The demo brand, validated the way the build validates it. */
export function demoBrand(): Brand {
  return parseBrand(JSON.parse(readFileSync(path, 'utf8')), path);
}

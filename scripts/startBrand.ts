/**
 * Which brand `npm start` builds and serves: `--brand <id>` (or `--brand=<id>`), else BRAND, else
 * the demo. The brand must have a folder; a typo is answered with the brands there are.
 */
import { parseArgs } from 'node:util';

export type StartBrand = { ok: true; brand: string } | { ok: false; message: string };

export function startBrand(
  argv: readonly string[],
  env: { BRAND?: string | undefined },
  brands: readonly string[],
): StartBrand {
  let brand: string | undefined;
  try {
    brand = parseArgs({ args: [...argv], options: { brand: { type: 'string' } } }).values.brand;
  } catch (error) {
    return {
      ok: false,
      message: `${(error as Error).message.split('. ')[0]}. Usage: npm start -- --brand <id>`,
    };
  }
  const id = brand || env.BRAND || 'demo';
  if (brands.includes(id)) return { ok: true, brand: id };
  return {
    ok: false,
    message: `There is no brand '${id}' (brands/${id}/brand.json). Make it with npm run brand:new -- ${id}, or start one of: ${brands.join(', ')}.`,
  };
}

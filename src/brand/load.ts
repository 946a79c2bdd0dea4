/** Node-side brand loading for the build and the server: read, validate, check contrast. */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { contrastFailures } from './contrast';
import { parseBrand, type Brand, type ThemeTokens } from './schema';

export const DEFAULT_BRAND = 'demo';

export function brandDir(root: string, id: string): string {
  return resolve(root, 'brands', id);
}

export function loadBrand(root: string, id: string): Brand {
  const file = resolve(brandDir(root, id), 'brand.json');
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`Cannot read brand '${id}' at ${file}: ${(error as Error).message}`, {
      cause: error,
    });
  }
  return checkBrand(raw, id, file);
}

/**
 * The build's checks on a brand file's contents: the schema, the id matching its folder, and WCAG
 * AA contrast in both themes. Throws an error naming each problem; `source` names the file.
 */
export function checkBrand(raw: unknown, id: string, source: string): Brand {
  const brand = parseBrand(raw, source);
  if (brand.id !== id)
    throw new Error(`Invalid brand file ${source}:\n  id: must equal the folder name '${id}'`);
  const failures = [
    ...contrastFailures(brand.theme.light).map((f) => `theme.light ${f}`),
    ...(brand.theme.dark
      ? contrastFailures({ ...brand.theme.light, ...brand.theme.dark }).map(
          (f) => `theme.dark ${f}`,
        )
      : []),
  ];
  if (failures.length > 0) {
    throw new Error(`Brand '${id}' fails WCAG AA contrast (4.5:1):\n  ${failures.join('\n  ')}`);
  }
  return brand;
}

function kebab(token: string): string {
  return token.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

function declarations(tokens: Partial<ThemeTokens>): string {
  return Object.entries(tokens)
    .map(([name, value]) => `--${kebab(name)}:${value};`)
    .join('');
}

/** The brand's tokens as CSS custom properties, dark tokens under prefers-color-scheme. */
export function themeCss(brand: Brand): string {
  const light = `:root{${declarations(brand.theme.light)}color-scheme:light;}`;
  if (!brand.theme.dark) return light;
  return `${light}@media (prefers-color-scheme: dark){:root{${declarations(brand.theme.dark)}color-scheme:dark;}}`;
}

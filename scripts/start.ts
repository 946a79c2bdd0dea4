/**
 * `npm start [-- --brand <id>]`: builds the PWA for the brand, then serves it (server/main.ts) in
 * this process. Both read the brand from BRAND, so `BRAND=<id> npm start` works as well.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startBrand } from './startBrand';

const root = resolve(import.meta.dirname, '..');
const brands = readdirSync(join(root, 'brands'), { withFileTypes: true })
  .filter(
    (entry) => entry.isDirectory() && existsSync(join(root, 'brands', entry.name, 'brand.json')),
  )
  .map((entry) => entry.name)
  .sort();

const chosen = startBrand(process.argv.slice(2), process.env, brands);
if (!chosen.ok) {
  process.stderr.write(`${chosen.message}\n`);
  process.exit(1);
}
process.env.BRAND = chosen.brand;
const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', env: process.env });
if (build.status !== 0) process.exit(build.status ?? 1);
await import('../server/main');

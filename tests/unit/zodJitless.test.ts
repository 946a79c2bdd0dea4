/**
 * scripts/zodJitless.ts: the page's zod/mini imports resolve to the jitless shim, except the
 * shim's own; full zod in the page fails the build.
 */
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { zodJitlessPlugin } from '../../scripts/zodJitless';

const root = resolve(import.meta.dirname, '../..');
const shim = resolve(root, 'src/app/zodWithoutEval.ts');
const schemaModule = resolve(root, 'src/api/merchant.ts');

type ResolveId = (source: string, importer: string | undefined) => Promise<string | null>;
const plugin = zodJitlessPlugin(root);
const buildError = (message: string) => {
  throw new Error(message);
};
const resolveId = (plugin.resolveId as unknown as ResolveId).bind({ error: buildError });

describe('zodJitlessPlugin', () => {
  it.each([
    ['zod/mini from a schema module', 'zod/mini', schemaModule, shim],
    ['zod/mini from the shim itself', 'zod/mini', shim, null],
    ['another package', 'zod/v4/core', shim, null],
    ['a zod subpath from a module', 'zod/v4/core', resolve(root, 'src/api/common.ts'), null],
  ])('%s', async (_name, source, importer, expected) => {
    expect(await resolveId(source, importer)).toBe(expected);
  });

  it('fails the build when the page imports full zod', async () => {
    await expect(resolveId('zod', schemaModule)).rejects.toThrow(
      `${schemaModule} imports zod: the page's schemas use zod/mini`,
    );
  });
});

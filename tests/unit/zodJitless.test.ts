/** scripts/zodJitless.ts: the page's zod imports resolve to the jitless shim, except the shim's own. */
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { zodJitlessPlugin } from '../../scripts/zodJitless';

const root = resolve(import.meta.dirname, '../..');
const shim = resolve(root, 'src/app/zodWithoutEval.ts');

type ResolveId = (source: string, importer: string | undefined) => Promise<string | null>;
const resolveId = zodJitlessPlugin(root).resolveId as unknown as ResolveId;

describe('zodJitlessPlugin', () => {
  it.each([
    ['zod from a schema module', 'zod', resolve(root, 'src/api/merchant.ts'), shim],
    ['zod from the shim itself', 'zod', shim, null],
    ['another package', 'zod/v4/core', shim, null],
    ['a zod subpath from a module', 'zod/v4/core', resolve(root, 'src/api/common.ts'), null],
  ])('%s', async (_name, source, importer, expected) => {
    expect(await resolveId(source, importer)).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { chunksImportingEntries, type ChunkImports } from '../../scripts/workerEntryCheck';

const chunk = (fileName: string, imports: string[], isEntry = false): ChunkImports => ({
  fileName,
  imports,
  isEntry,
});

describe('chunksImportingEntries (worker/api.worker.ts: WebKit runs an imported entry twice)', () => {
  it.each([
    {
      case: 'the build as it was: area chunks import the entry',
      chunks: [
        chunk('api.worker-a.js', ['dexie-b.js'], true),
        chunk('ordering-c.js', ['api.worker-a.js', 'dexie-b.js']),
        chunk('account-d.js', ['api.worker-a.js']),
        chunk('dexie-b.js', []),
      ],
      found: [
        { chunk: 'ordering-c.js', entry: 'api.worker-a.js' },
        { chunk: 'account-d.js', entry: 'api.worker-a.js' },
      ],
    },
    {
      case: 'the entry imports a core chunk that the areas share',
      chunks: [
        chunk('api.worker-a.js', ['api-worker-core-b.js'], true),
        chunk('api-worker-core-b.js', []),
        chunk('ordering-c.js', ['api-worker-core-b.js']),
      ],
      found: [],
    },
    { case: 'an entry alone', chunks: [chunk('api.worker-a.js', [], true)], found: [] },
  ])('$case', ({ chunks, found }) => {
    expect(chunksImportingEntries(chunks)).toEqual(found);
  });
});

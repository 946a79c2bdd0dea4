/**
 * Fails the API worker's build when a chunk imports the worker's entry chunk (worker/api.worker.ts
 * says why: WebKit would evaluate the entry a second time and answer every call twice).
 */
import type { Plugin } from 'vite';

export type ChunkImports = { fileName: string; isEntry: boolean; imports: readonly string[] };

/** Each chunk that imports an entry chunk, with the entry it imports. */
export function chunksImportingEntries(
  chunks: readonly ChunkImports[],
): Array<{ chunk: string; entry: string }> {
  const entries = new Set(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
  return chunks.flatMap((chunk) =>
    chunk.imports
      .filter((imported) => entries.has(imported))
      .map((entry) => ({ chunk: chunk.fileName, entry })),
  );
}

export function workerEntryCheckPlugin(): Plugin {
  return {
    name: 'docket-worker-entry-check',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk' ? [output] : [],
      );
      const found = chunksImportingEntries(chunks);
      if (found.length === 0) return;
      this.error(
        `the API worker's entry is imported by ${found
          .map(({ chunk, entry }) => `${chunk} (imports ${entry})`)
          .join(', ')}: WebKit would run it twice (worker/api.worker.ts)`,
      );
    },
  };
}

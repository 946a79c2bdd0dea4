import type { ShareAdapter } from './types';

/** The share double for tests: says whether there is a sheet, and records what was shared or copied. */
export function createFakeShare(options: { sheet: boolean; clipboard: boolean }): ShareAdapter & {
  shared: { title: string; url: string }[];
  copied: string[];
} {
  const fake = {
    shared: [] as { title: string; url: string }[],
    copied: [] as string[],
    canShare: () => options.sheet,
    async share(data: { title: string; url: string }) {
      if (!options.sheet) return false;
      fake.shared.push(data);
      return true;
    },
    async copyText(text: string) {
      if (!options.clipboard) return false;
      fake.copied.push(text);
      return true;
    },
  };
  return fake;
}

import type { ShareAdapter } from './types';

/** The browser's navigator.share and navigator.clipboard, where present. */
export function createBrowserShare(
  source: Partial<Pick<Navigator, 'share' | 'clipboard'>>,
): ShareAdapter {
  return {
    canShare: () => typeof source.share === 'function',
    async share(data) {
      try {
        await source.share?.(data);
        return source.share !== undefined;
      } catch {
        // Closing the share sheet rejects too.
        return false;
      }
    },
    async copyText(text) {
      try {
        if (!source.clipboard) return false;
        await source.clipboard.writeText(text);
        return true;
      } catch {
        return false;
      }
    },
  };
}

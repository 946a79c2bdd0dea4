import type { Brand } from './brand/schema';

declare global {
  /** The build's brand, validated in vite.config.ts and inlined by `define`. */
  const __BRAND__: Brand;
  /** Build id (time of the build), used by the update flow. */
  const __BUILD_ID__: string;
  /** The brand's logo for the header: a data: URL when small (vite.config.ts smallAssetUrl). */
  const __BRAND_LOGO_SRC__: string;

  interface Window {
    /** The API worker index.html started early (scripts/firstLoadBoot.ts), until adopted. */
    __docketApiWorker?: Worker;
    /** A cold open's menu fetch, started by index.html (scripts/firstLoadBoot.ts), until taken. */
    __docketColdMenu?: {
      slug: string;
      answer: Promise<{ text: string; receivedAt: number } | null>;
    };
    /**
     * A server-rendered page's press made before the app ran, kept by index.html's early-press
     * script (scripts/earlyPress.ts) with its listener, until taken (src/app/ssr/replayEarlyPress.ts).
     */
    __docketEarlyPress?: {
      press: { target: Element; focused: boolean } | null;
      listener: (event: Event) => void;
    };
  }
}

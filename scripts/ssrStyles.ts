/**
 * Build step (Home and Menu as HTML): the stylesheets each server-rendered screen needs
 * on its first paint, beyond the entry's, written to .vite/ssr-styles.json (a dot-directory the
 * server does not serve). The server links them in the page's head (server/http/ssrPages.ts):
 * markup that arrives before its screen's code would otherwise paint unstyled and then jump.
 */
import type { Plugin } from 'vite';
import { screenFiles, type Output, type OutputChunk } from './firstLoadBoot';

export const SSR_STYLES_FILE = '.vite/ssr-styles.json';

/** The screens the server renders (src/entry-server.tsx names them as its plan's modules). */
export const SSR_SCREEN_MODULES = [
  'src/features/menu/MenuScreen.tsx',
  'src/features/fulfilment/FulfilmentPopup.tsx',
  'src/features/item/ItemRoute.tsx',
  'src/features/home/HomeScreen.tsx',
  // The cold cart, checkout, sign-in and receipt, rendered for a new visitor too.
  'src/features/cart/CartScreen.tsx',
  'src/features/checkout/CheckoutScreen.tsx',
  'src/features/account/SignInScreen.tsx',
  'src/features/receipt/ReceiptScreen.tsx',
];

/** Each module's stylesheets (root-relative), from the chunk that holds it and what it imports. */
export function screenStyles(
  bundle: Record<string, Output>,
  modules: string[],
): Record<string, string[]> {
  const chunks = Object.values(bundle).filter(
    (output): output is OutputChunk => output.type === 'chunk',
  );
  return Object.fromEntries(
    modules.map((module) => {
      const chunk = chunks.find((candidate) =>
        candidate.moduleIds.some((id) => id.endsWith(module)),
      );
      if (chunk === undefined) throw new Error(`server styles: no chunk holds ${module}`);
      return [module, screenFiles(bundle, chunk.fileName).styles.map((file) => `/${file}`)];
    }),
  );
}

export function ssrStylesPlugin(): Plugin {
  return {
    name: 'docket-ssr-styles',
    apply: 'build',
    generateBundle(_options, bundle) {
      const styles = screenStyles(bundle as unknown as Record<string, Output>, SSR_SCREEN_MODULES);
      this.emitFile({ type: 'asset', fileName: SSR_STYLES_FILE, source: JSON.stringify(styles) });
    },
  };
}

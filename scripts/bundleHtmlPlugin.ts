import type { Plugin } from 'vite';
import type { Output } from './firstLoadBoot';

/**
 * A build-only plugin that rewrites index.html once the bundle is known (the files it names carry
 * their content hashes by then). The dev server's page has no bundle and is left as it is.
 */
export function bundleHtmlPlugin(
  name: string,
  transform: (html: string, bundle: Record<string, Output>) => string,
): Plugin {
  return {
    name,
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle as Record<string, Output> | undefined;
        return bundle ? transform(html, bundle) : html;
      },
    },
  };
}

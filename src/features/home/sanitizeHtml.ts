/**
 * Every piece of HTML the home shows (block content, announcements, an embed_link's fetched page)
 * passes through DOMPurify first: no script runs, no event-handler attribute survives, no
 * javascript: URL stays, and no style, form, frame or second <main> is let in. DOMPurify is loaded on first use,
 * so only the home's screens pay for it (the menu's first load never does).
 *
 * Links and images are resolved against the address the HTML came from, and links that leave the
 * app open in a new tab with rel="noopener noreferrer".
 */
import type { DOMPurify } from 'dompurify';
import { withoutEventHandlers } from '@/domain/withoutEventHandlers';

const CONFIG = {
  USE_PROFILES: { html: true },
  // A page's own <main> would be a second main landmark inside ours; its content stays.
  FORBID_TAGS: [
    'main',
    'style',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'iframe',
    'frame',
    'object',
    'embed',
    'base',
    'meta',
    'link',
  ],
  FORBID_ATTR: ['style', 'target', 'srcset'],
  ALLOW_DATA_ATTR: false,
};

let instance: Promise<DOMPurify> | null = null;
/** The address the HTML being sanitised came from; sanitize() is synchronous, so one suffices. */
let currentBase = '';

/**
 * Our own DOMPurify (on the page's window, or on the server, for its render, a jsdom window) with
 * the hooks below, which touch no other user of DOMPurify. `origin` is the page's.
 */
export function configurePurifier(purify: DOMPurify, origin: string): DOMPurify {
  purify.addHook('afterSanitizeAttributes', (node) => {
    for (const name of ['href', 'src']) {
      const value = node.getAttribute(name);
      if (value === null) continue;
      try {
        node.setAttribute(name, new URL(value, currentBase).href);
      } catch {
        node.removeAttribute(name);
      }
    }
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      const href = new URL(node.getAttribute('href') ?? '', currentBase);
      if (href.origin === origin) {
        node.setAttribute('href', `${href.pathname}${href.search}${href.hash}`);
      } else {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    }
  });
  return purify;
}

function purifier(): Promise<DOMPurify> {
  instance ??= import('dompurify').then(({ default: createDOMPurify }) =>
    configurePurifier(createDOMPurify(window), window.location.origin),
  );
  return instance;
}

/** `html` through `purify` (from configurePurifier) as the page does it, relative to `baseUrl`. */
export function sanitizeWith(purify: DOMPurify, html: string, baseUrl: string): string {
  currentBase = baseUrl;
  try {
    return purify.sanitize(withoutEventHandlers(html), CONFIG);
  } finally {
    currentBase = '';
  }
}

/** Sanitised HTML, safe to set as innerHTML. `baseUrl`: where it came from (default: this page). */
export async function sanitizeHtml(html: string, baseUrl = window.location.href): Promise<string> {
  return sanitizeWith(await purifier(), html, baseUrl);
}

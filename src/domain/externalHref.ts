/**
 * Links to other sites (spec 3 home blocks, spec 1 §2.4 footer and brand-redirect buttons): only
 * an http(s) URL is followed. Its own module so the menu can use it without the home's block
 * catalogue (and the zod schemas behind it).
 */
const HTTP_URL = /^https?:\/\/[^/?#\\@\s]+([/?#][^\s\\]*)?$/i;

/** An http(s) URL as given (trimmed), else null: javascript:, data:, '//host' and the like. */
export function externalHref(url: string): string | null {
  const text = url.trim();
  return HTTP_URL.test(text) ? text : null;
}

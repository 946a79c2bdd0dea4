/** Menu slugs in URLs (spec 1 §2.4). */

/**
 * The web strips a trailing '.' or ',' from a slug (a link pasted at the end of a sentence).
 * Returns the clean slug, or null when there was nothing to strip.
 */
export function strippedSlug(slug: string): string | null {
  const clean = slug.replace(/[.,]+$/, '');
  return clean === slug ? null : clean;
}

/**
 * Where routes point. Single-store brands have one fixed menu slug; multi-store brands use it as
 * the default until the locations screen lands. The last opened slug is remembered on this device
 * so that /menu with no slug reopens it (spec 1 §2.4: 'with no slug the stored one is used').
 */

const LAST_SLUG_KEY = 'docket:lastMenuSlug';

export function menuPath(slug: string): string {
  return `/menu/${encodeURIComponent(slug)}`;
}

export function itemPath(slug: string, itemId: number): string {
  return `${menuPath(slug)}/item/${itemId}`;
}

/** The web strips a trailing '.' or ',' from a pasted slug (spec 1 §2.4); null when it is clean. */
export function strippedSlug(slug: string): string | null {
  const clean = slug.replace(/[.,]+$/, '');
  return clean === slug ? null : clean;
}

/** The slug the home route opens. */
export function homeMenuSlug(): string {
  return __BRAND__.menuSlug;
}

export function lastMenuSlug(): string | null {
  try {
    return window.localStorage.getItem(LAST_SLUG_KEY);
  } catch {
    // Storage can be blocked (private mode, policy); the brand's slug is a fine fallback.
    return null;
  }
}

export function rememberMenuSlug(slug: string): void {
  try {
    window.localStorage.setItem(LAST_SLUG_KEY, slug);
  } catch {
    // See lastMenuSlug.
  }
}

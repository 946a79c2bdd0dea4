/**
 * Where routes point. Single-store brands have one fixed menu slug; multi-store brands use it as
 * the default until the locations screen lands.
 */

export function menuPath(slug: string): string {
  return `/menu/${encodeURIComponent(slug)}`;
}

export function itemPath(slug: string, itemId: number): string {
  return `${menuPath(slug)}/item/${itemId}`;
}

/** The slug the home route opens. */
export function homeMenuSlug(): string {
  return __BRAND__.menuSlug;
}

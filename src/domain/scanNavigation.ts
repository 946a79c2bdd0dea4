/**
 * Where a scanned link leads (spec 1 §2.2: scanned links for ordering carry table, promo and
 * booking data, in the query form or the path form). A scanned same-origin link opens its menu with
 * its link data; the route table turns the path form ('/menu/x/tbl12') into the query form.
 *
 * A scan made for a field (table, booking, promo) fills that field when the link is for the menu
 * already open, and opens the other menu when it is for another store.
 */
import { parseQuery, type ScanPurpose } from './deepLinks';
import { strippedSlug } from './menuSlug';

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The menu a same-origin path opens: '/menu/x/tbl12' and '/?menu=x' → 'x'; other paths → null. */
export function menuSlugOfPath(path: string): string | null {
  const [beforeHash = ''] = path.split('#');
  const [pathname = '', ...query] = beforeHash.split('?');
  const segments = pathname.split('/').filter((segment) => segment !== '');
  const raw =
    segments[0]?.toLowerCase() === 'menu' && segments[1] !== undefined
      ? decode(segments[1])
      : (parseQuery(query.join('?')).menu ?? '');
  const slug = (strippedSlug(raw.trim()) ?? raw.trim()).toLowerCase();
  return slug === '' ? null : slug;
}

/**
 * The path to open after a successful scan, or null to stay (the caller uses the link data).
 * 'any' scans follow every same-origin link; field scans follow only a link to another menu.
 */
export function scanNavigationTarget(input: {
  purpose: ScanPurpose;
  path: string | null;
  currentPath: string;
}): string | null {
  if (input.path === null) return null;
  if (input.purpose === 'any') return input.path;
  const target = menuSlugOfPath(input.path);
  return target !== null && target !== menuSlugOfPath(input.currentPath) ? input.path : null;
}

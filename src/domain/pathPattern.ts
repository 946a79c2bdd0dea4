/**
 * The app's one path matcher: the route table (routeTable.ts) and the router's own routes
 * (src/app/navigation/appRoutes.ts) both match with it, so they cannot disagree on what a path is.
 * Literal segments compare without case and empty segments are ignored, as React Router does.
 */

/** A percent-encoded path segment decoded, or left as it is when it is not valid encoding. */
export function decodePathSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** '/Account/Orders/' → ['Account', 'Orders']. */
export function pathSegments(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

/**
 * Matches a pattern ('/menu/:slug/item/:item') against a pathname: ':name' captures one decoded
 * segment, a last '*' captures the rest of the path (decoded, '' when there is none). Null when the
 * path does not match. Patterns are written in lower case.
 */
export function matchPathPattern(pattern: string, pathname: string): Record<string, string> | null {
  const parts = pathSegments(pattern);
  const segments = pathSegments(pathname);
  const splat = parts.at(-1) === '*';
  const fixed = splat ? parts.slice(0, -1) : parts;
  if (splat ? segments.length < fixed.length : segments.length !== fixed.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of fixed.entries()) {
    const segment = segments[index] ?? '';
    if (part.startsWith(':')) params[part.slice(1)] = decodePathSegment(segment);
    else if (part !== segment.toLowerCase()) return null;
  }
  if (splat) params['*'] = decodePathSegment(segments.slice(fixed.length).join('/'));
  return params;
}

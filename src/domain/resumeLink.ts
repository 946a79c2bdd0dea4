/**
 * Deep links on resume (spec 3 §4 'listens for deep links on resume'; spec 1 §2.2). When the app
 * comes back to the foreground with a deep link in its address (menu or act parameter) that has
 * not been handled, it goes to the link's target, or, when it is already there, refreshes with
 * the 'Verifying link...' toast. The deep-link parameters are dropped from the address once
 * handled, so the same link is not handled twice; ordering link data (table, promo, booking…)
 * stays for the screen it lands on.
 */
import { deepLinkAction, deepLinkTarget, parseQuery, safeSameOriginPath } from './deepLinks';

/** The parameters that make an address a deep link (spec 1 §2.2). */
const DEEP_LINK_KEYS = ['menu', 'act'] as const;

export type ResumeLink =
  | { kind: 'none' }
  /** A deep link that maps to nothing: log 'no deeplink found', drop the parameters. */
  | { kind: 'not-found'; to: string }
  | { kind: 'navigate'; to: string }
  /** Already on the target: 'Verifying link...' for 2 s, and the address without the link. */
  | { kind: 'refresh'; to: string };

/** The query without the deep-link keys ('' or '?a=1&b=2'), values re-encoded. */
function restOfQuery(search: string): string {
  const params = parseQuery(search);
  const kept = Object.entries(params)
    .filter(([key]) => !(DEEP_LINK_KEYS as readonly string[]).includes(key))
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`);
  return kept.length === 0 ? '' : `?${kept.join('&')}`;
}

export function resumeDeepLink(location: {
  pathname: string;
  search: string;
  /** The app's origin ('https://order.example.com'). */
  origin: string;
}): ResumeLink {
  const params = parseQuery(location.search);
  if (!DEEP_LINK_KEYS.some((key) => params[key] !== undefined)) return { kind: 'none' };
  const rest = restOfQuery(location.search);
  const target = deepLinkTarget(params);
  const safe = target === null ? null : safeSameOriginPath(target, location.origin);
  if (safe === null) return { kind: 'not-found', to: `${location.pathname}${rest}` };
  return deepLinkAction(safe, location.pathname) === 'refresh'
    ? { kind: 'refresh', to: `${location.pathname}${rest}` }
    : { kind: 'navigate', to: `${safe}${rest}` };
}

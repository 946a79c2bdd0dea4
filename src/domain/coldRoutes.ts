/**
 * Which client-rendered customer routes the server renders for a new visitor (Cart, Checkout,
 * Sign-in, Receipt: every customer route has a first-load budget), and from what. The route table
 * (src/domain/routeTable.ts) still decides what each shows; this only says which paths are worth
 * asking it about on the server:
 *
 *   /cart, /checkout             → the empty cart of a visitor with no session (spec 2 §2.1)
 *   /login, /signin, /signup     → the sign-in (or sign-up) form (spec 3 §2)
 *   /order/{id}                  → the receipt as a visitor with no session sees it: the server
 *                                  shows an order only to the session or member that placed it
 *
 * A link carrying a session (spec 3 §4: 'sid, userid and usertoken trigger a login on the web') is
 * not rendered: the visitor is about to sign in, and the page does that as before.
 */
export type ColdRouteKind = 'cart' | 'checkout' | 'signIn' | 'receipt';

export type ColdRoute =
  { kind: 'cart' | 'checkout' | 'signIn'; orderId: null } | { kind: 'receipt'; orderId: number };

const SESSION_PARAMS = ['sid', 'userid', 'usertoken'];

/** Whether the query names a session-in-URL parameter (even empty: the page decides what it means). */
export function carriesUrlSession(search: string): boolean {
  return search
    .replace(/^\?/, '')
    .split('&')
    .some((pair) => {
      const raw = (pair.split('=')[0] ?? '').replace(/\+/g, ' ');
      let name: string;
      try {
        name = decodeURIComponent(raw);
      } catch {
        return true;
      }
      return SESSION_PARAMS.includes(name.toLowerCase());
    });
}

/** The cold route `path` (with its query `search`, '?a=1' or '') is, or null when not rendered. */
export function coldRouteOf(path: string, search: string): ColdRoute | null {
  if (carriesUrlSession(search)) return null;
  if (/^\/cart\/?$/.test(path)) return { kind: 'cart', orderId: null };
  if (/^\/checkout\/?$/.test(path)) return { kind: 'checkout', orderId: null };
  if (/^\/(?:login|signin|signup)\/?$/.test(path)) return { kind: 'signIn', orderId: null };
  const order = /^\/order\/(\d{1,15})\/?$/.exec(path);
  const id = order === null ? 0 : Number(order[1]);
  if (Number.isSafeInteger(id) && id > 0) return { kind: 'receipt', orderId: id };
  return null;
}

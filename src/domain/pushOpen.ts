/**
 * The marker a notification's link carries (spec 1 §4 'Push track_open'): the service worker adds
 * it, the page reads it, reports the open and drops it from the address. Apart from the push prompt's
 * rules, so reading it on every start loads nothing else.
 */

/** The query a notification's link carries so the app can report the open (Push track_open). */
export const PUSH_OPEN_PARAM = 'pn_open';

export type PushOpen = { pushId: number; orderId: number; action: string };

/** The open a link reports, and the query without it; null when the link carries none. */
export function pushOpenFromSearch(search: string): { open: PushOpen; search: string } | null {
  const parts = search.replace(/^\?/, '').split('&').filter(Boolean);
  const marker = parts.find((part) => part.startsWith(`${PUSH_OPEN_PARAM}=`));
  if (marker === undefined) return null;
  const rest = parts.filter((part) => !part.startsWith(`${PUSH_OPEN_PARAM}=`)).join('&');
  const restSearch = rest ? `?${rest}` : '';
  const [pushText = '', orderText = '', action = '', ...extra] = marker
    .slice(PUSH_OPEN_PARAM.length + 1)
    .split('.');
  const valid =
    /^\d{1,9}$/.test(pushText) &&
    /^\d{1,9}$/.test(orderText) &&
    /^[\w-]{0,64}$/.test(action) &&
    extra.length === 0;
  return {
    open: valid
      ? { pushId: Number(pushText), orderId: Number(orderText), action }
      : { pushId: 0, orderId: 0, action: '' },
    search: restSearch,
  };
}

/** The link a notification opens: its path with the open marker (see pushOpenFromSearch). */
export function pushOpenLink(path: string, open: PushOpen): string {
  const separator = path.includes('?') ? '&' : '?';
  const action = open.action ? `.${open.action}` : '';
  return `${path}${separator}${PUSH_OPEN_PARAM}=${open.pushId}.${open.orderId}${action}`;
}

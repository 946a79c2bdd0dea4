/**
 * The session in a link (spec 3 §4: 'sid, userid and usertoken trigger a login on the web and are
 * then stripped'). Apart from the account rules because the lifecycle host reads it on every load,
 * and the account rules bring the phone-number library with them (a cold menu visit would fetch
 * libphonenumber-js for this).
 */
/**
 * The session-in-URL parameters (spec 3 §4: 'sid, userid and usertoken trigger a login on the web
 * and are then stripped'). null when there is nothing to log in with.
 */
export function urlLogin(
  params: Readonly<Record<string, string | undefined>>,
): { sid: string; userId: string; userToken: string } | null {
  const userId = params.userid?.trim() ?? '';
  const userToken = params.usertoken?.trim() ?? '';
  if (!/^\d{1,9}$/.test(userId) || Number(userId) <= 0 || userToken === '') return null;
  return { sid: params.sid?.trim() ?? '', userId, userToken };
}

/** The query without the session-in-URL parameters, '?a=1' or ''. */
export function withoutUrlLogin(search: string): string {
  const kept = search
    .replace(/^\?/, '')
    .split('&')
    .filter((pair) => {
      if (pair === '') return false;
      const name = decodeURIComponent((pair.split('=')[0] ?? '').replace(/\+/g, ' '));
      return !['sid', 'userid', 'usertoken'].includes(name);
    });
  return kept.length === 0 ? '' : `?${kept.join('&')}`;
}

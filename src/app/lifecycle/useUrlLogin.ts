/**
 * The session in the URL (spec 3 §4: 'parameters sid, userid and usertoken trigger a login on the
 * web and are then stripped') and the menu link's userid (spec 1 §2.4 'user id for link login').
 *
 * With a usertoken the worker signs in by it (spec 1's ThirdPartyUser, method login: the server
 * checks the one-time token and issues a session of its own; the URL's sid is never adopted, so a
 * planted link cannot fix the session); 'Login result: ...' when the server refuses, 'Error logging
 * in: Error TP1, ...' when the call fails on the way. A userid alone cannot sign anyone in: when it
 * is not the customer already held, the visitor is asked to sign in and comes back to the page. Either way the parameters leave
 * the address bar (history replace).
 */
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { readQuery, worker } from '@/app/workerClient';
import { urlLogin, withoutUrlLogin } from '@/domain/urlLogin';
import { parseQuery } from '@/domain/deepLinks';
import { showToast } from '@/ui/notify';

const ERROR_TOAST_MS = 6_000;

export function useUrlLogin(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const handled = useRef<string | null>(null);

  useEffect(() => {
    const query = parseQuery(location.search);
    if (query.userid === undefined && query.usertoken === undefined && query.sid === undefined) {
      return;
    }
    const key = `${location.pathname}${location.search}`;
    if (handled.current === key) return;
    handled.current = key;
    const stripped = `${location.pathname}${withoutUrlLogin(location.search)}`;
    const login = urlLogin(query);
    void (async () => {
      if (login !== null) {
        const result = await worker.signInWithUrlToken(login);
        if (!result.ok) {
          // The sign-in phrases load only for a refused link: every cold open runs this hook.
          const { urlLoginErrorText, urlLoginResultText } = await import('@/domain/signInMessages');
          const text =
            result.error.code === 'server'
              ? urlLoginResultText(result.error.message)
              : urlLoginErrorText(result.error.message);
          showToast({ message: text, tone: 'error', durationMs: ERROR_TOAST_MS });
        }
        void navigate(stripped, { replace: true });
        return;
      }
      const held = await readQuery('customer');
      const userId = Number(query.userid ?? '0');
      if (userId > 0 && held.id !== userId) {
        void navigate(`/login?next=${encodeURIComponent(stripped)}`, { replace: true });
        return;
      }
      void navigate(stripped, { replace: true });
    })();
  }, [location.pathname, location.search, navigate]);
}

/**
 * 'Remember me' at the start of a page (src/domain/rememberSignIn.ts): a customer whose sign-in was
 * not remembered is signed out when the browser has been closed since, before anything else of
 * theirs shows; then the browser session is marked, so a reload keeps them. The route is decided
 * again when a sign-out happened (a protected page then asks to sign in).
 */
import { useEffect } from 'react';
import { useDecidedScreen } from '@/app/navigation/decidedScreen';
import { worker } from '@/app/workerClient';
import { BROWSER_SESSION_COOKIE_VALUE, hasBrowserSessionMark } from '@/domain/rememberSignIn';

let checked = false;

export function useForgetUnremembered(): void {
  const { redecide } = useDecidedScreen();
  useEffect(() => {
    if (checked) return;
    checked = true;
    const browserSessionMarked = hasBrowserSessionMark(document.cookie);
    document.cookie = BROWSER_SESSION_COOKIE_VALUE;
    void (async () => {
      const result = await worker.forgetUnrememberedSignIn({ browserSessionMarked });
      if (result.ok && result.data.signedOut) redecide();
    })();
  }, [redecide]);
}

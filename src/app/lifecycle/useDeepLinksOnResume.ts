import { useEffect, useEffectEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { NO_DEEPLINK_FOUND } from '@/domain/messages';
import { resumeDeepLink } from '@/domain/resumeLink';

/**
 * Deep links (spec 1 §2.2, spec 3 §4 'listens for deep links on resume'): a followed link that
 * opens the app, one followed inside it, and one the app finds in its address when it comes back
 * to the foreground go to their target ('act' and 'menu' parameters), or refresh with 'Verifying
 * link...' when already there. A link that maps to nothing logs 'no deeplink found'. Handled links
 * leave the address, so each is handled once; ordering data (table, promo…) stays.
 */
export function useDeepLinksOnResume(handlers: {
  navigate: (to: string, options: { replace: boolean }) => void;
  onVerifying: () => void;
}): void {
  const location = useLocation();

  /**
   * `followed`: the link is the address the router is on (the app opened on it, or moved to it),
   * so its target replaces it and Back does not lead into the link again.
   */
  const handle = useEffectEvent((followed: boolean) => {
    if (document.visibilityState !== 'visible') return;
    const { pathname, search, origin } = window.location;
    const link = resumeDeepLink({ pathname, search, origin });
    if (link.kind === 'none') return;
    if (link.kind === 'not-found') console.info(NO_DEEPLINK_FOUND, search);
    if (link.kind === 'refresh') handlers.onVerifying();
    handlers.navigate(link.to, { replace: followed || link.kind !== 'navigate' });
  });

  // The app opened on a link, or the router moved to an address that carries one.
  useEffect(() => {
    handle(true);
  }, [location.key]);

  // Back in the foreground with a link in the address.
  useEffect(() => {
    const listener = () => handle(false);
    document.addEventListener('visibilitychange', listener);
    return () => document.removeEventListener('visibilitychange', listener);
  }, []);
}

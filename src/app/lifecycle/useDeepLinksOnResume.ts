import { useEffect, useEffectEvent } from 'react';
import { NO_DEEPLINK_FOUND } from '@/domain/messages';
import { resumeDeepLink } from '@/domain/resumeLink';

/**
 * Deep links on resume (spec 3 §4): when the app comes back to the foreground with an unhandled
 * deep link in its address, go to its target, or refresh with 'Verifying link...' when already
 * there (spec 1 §2.2). Handled links leave the address, so each is handled once.
 */
export function useDeepLinksOnResume(handlers: {
  navigate: (to: string, options: { replace: boolean }) => void;
  onVerifying: () => void;
}): void {
  const onResume = useEffectEvent(() => {
    if (document.visibilityState !== 'visible') return;
    const { pathname, search, origin } = window.location;
    const link = resumeDeepLink({ pathname, search, origin });
    if (link.kind === 'none') return;
    if (link.kind === 'not-found') console.info(NO_DEEPLINK_FOUND, search);
    if (link.kind === 'refresh') handlers.onVerifying();
    handlers.navigate(link.to, { replace: link.kind !== 'navigate' });
  });

  useEffect(() => {
    const listener = () => onResume();
    document.addEventListener('visibilitychange', listener);
    return () => document.removeEventListener('visibilitychange', listener);
  }, []);
}

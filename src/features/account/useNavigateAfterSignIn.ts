import { useEffect, useRef, useState } from 'react';
import { CUSTOMER_NAVIGATION_DELAY_MS } from '@/domain/messages';

/**
 * 'Setting the customer … may navigate after 2 s' (spec 1 §4; §9 'Navigation delay after customer
 * or guest set 2 s'): once signed in, the screen says so and moves on after the pause. The first
 * success decides where to; nothing moves once the screen has gone.
 */
export function useNavigateAfterSignIn(navigate: (to: string) => void) {
  const [target, setTarget] = useState<string | null>(null);
  const go = useRef(navigate);
  useEffect(() => {
    go.current = navigate;
  });

  useEffect(() => {
    if (target === null) return;
    const timer = setTimeout(() => go.current(target), CUSTOMER_NAVIGATION_DELAY_MS);
    return () => clearTimeout(timer);
  }, [target]);

  return {
    signedIn: target !== null,
    goAfterPause: (to: string) => setTarget((current) => current ?? to),
  };
}

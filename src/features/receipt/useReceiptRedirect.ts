/**
 * The kiosk receipt's return to the menu (spec 3 §4 'Kiosk receipt auto-redirects to the menu
 * after 5 s (20 s otherwise) unless the user acts'): one timer; the first touch, key, wheel or
 * scroll on the page cancels it for good, so a customer reading or printing is never cut off.
 */
import { useEffect, useEffectEvent, useState } from 'react';

const ACTIONS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/** Returns whether the redirect is still coming (false once cancelled, or when ms is null). */
export function useReceiptRedirect(ms: number | null, go: () => void): boolean {
  const [cancelled, setCancelled] = useState(false);
  const leave = useEffectEvent(go);
  const armed = ms !== null && !cancelled;

  useEffect(() => {
    if (!armed) return;
    const timer = window.setTimeout(() => leave(), ms);
    const cancel = () => setCancelled(true);
    const options = { capture: true, passive: true } as const;
    for (const name of ACTIONS) window.addEventListener(name, cancel, options);
    return () => {
      window.clearTimeout(timer);
      for (const name of ACTIONS) window.removeEventListener(name, cancel, options);
    };
  }, [armed, ms]);

  return armed;
}

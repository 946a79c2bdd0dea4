import { startTransition, useEffect, useState } from 'react';
import { seededNow } from '@/app/ssr/seed';
import { isIdleNow, subscribeWhenIdle } from '@/ui/useWhenIdle';

/**
 * Whether the menu's product photos show: once the first screen has shown and the browser is idle
 * (src/ui/useWhenIdle.ts), so the photos are not in the first screen's way. Every card's photo
 * switches at that moment, and an update from a store renders every card in one task, long enough
 * on a full menu to block input. Here the switch is a transition, which React renders in slices
 * that yield to the browser. A card mounted later (scrolled into a long menu) shows its photo at
 * once, except while a server-rendered page is still hydrating: its markup has none.
 */
export function usePhotosShown(): boolean {
  const [shown, setShown] = useState(() => isIdleNow() && seededNow() === undefined);
  useEffect(() => {
    if (shown) return;
    const show = () => startTransition(() => setShown(true));
    if (isIdleNow()) {
      show();
      return;
    }
    return subscribeWhenIdle(show);
  }, [shown]);
  return shown;
}

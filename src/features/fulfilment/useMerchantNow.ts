import { useEffect, useState } from 'react';
import { seededNow } from '@/app/ssr/seed';
import { localEpochInZone, type LocalMs } from '@/domain/calendar';

/** How often the store clock moves on: often enough for the 5-minute picker grid. */
const TICK_MS = 30_000;

/**
 * The store's wall clock now (a merchant-local epoch), kept current while mounted. A page hydrating
 * the server's markup starts from the server's clock (the sheet it rendered shows a time, which
 * hydration must match), and moves to the browser's as soon as it has hydrated.
 */
export function useMerchantNow(timeZone: string): LocalMs {
  const [seeded] = useState(seededNow);
  const [now, setNow] = useState(() => seeded ?? Date.now());
  useEffect(() => {
    const tick = () => setNow(Date.now());
    // Hydrated: on to the browser's clock at once, not at the first tick.
    const caughtUp = seeded === undefined ? undefined : window.setTimeout(tick, 0);
    const id = window.setInterval(tick, TICK_MS);
    return () => {
      window.clearTimeout(caughtUp);
      window.clearInterval(id);
    };
  }, [seeded]);
  return localEpochInZone(now, timeZone);
}

import { useEffect, useState } from 'react';
import { localEpochInZone, type LocalMs } from '@/domain/calendar';

/** How often the store clock moves on: often enough for the 5-minute picker grid. */
const TICK_MS = 30_000;

/** The store's wall clock now (a merchant-local epoch), kept current while mounted. */
export function useMerchantNow(timeZone: string): LocalMs {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(id);
  }, []);
  return localEpochInZone(now, timeZone);
}

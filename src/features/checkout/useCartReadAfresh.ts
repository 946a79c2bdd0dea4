/**
 * Whether the checkout's cart has been read from the server on this visit: the stored cart shown
 * at once may not hold the method the server's holds (another visit, another device), so nothing
 * is priced from it before. True once the checkout's load has failed or is not asked (offline), or
 * has answered and the stored cart row has been written since the screen opened: the call's
 * answer and the live read's update arrive separately, and the row can come second.
 *
 * `fetchedAt` is the stored cart row's (the worker's clock, as is every value compared here);
 * undefined while the row is still being read, null when there is none.
 */
import { useState } from 'react';
import type { WorkerCallState } from '@/app/useWorkerCall';

export function useCartReadAfresh(
  load: WorkerCallState<unknown, string>['status'],
  fetchedAt: number | null | undefined,
): boolean {
  // The row the screen opened with, once the live read has answered; null for none, or when the
  // load had answered first (the row then read is taken as its write).
  const [openedWith, setOpenedWith] = useState<number | null | undefined>(undefined);
  const opened = openedWith !== undefined ? openedWith : load === 'ok' ? null : fetchedAt;
  if (openedWith === undefined && fetchedAt !== undefined) setOpenedWith(opened);
  if (load === 'loading') return false;
  if (load !== 'ok') return true;
  return fetchedAt !== undefined && fetchedAt !== opened;
}

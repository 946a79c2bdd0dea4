/**
 * Reports the open order's item count: appState 'cartSummary' (written by the worker with each
 * menu and cart answer) plus the items of adds still waiting in the outbox (not refused ones), so an add made offline
 * shows in the badge at once. Its own chunk: reading appState brings its schema parser, which the
 * shell's first load does without (the header loads this once the page is idle).
 */
import { useEffect } from 'react';
import { useAppState } from '@/liveQueries/useAppState';
import { useOutbox } from '@/liveQueries/useOutbox';
import { waitingItemCount } from '@/domain/outboxDelivery';

export function CartCountProbe({ onCount }: { onCount: (count: number) => void }) {
  const { data } = useAppState('cartSummary');
  const { data: outbox } = useOutbox();
  const pending = waitingItemCount(outbox ?? []);
  const count = Math.max(0, data?.num_items ?? 0) + pending;
  useEffect(() => onCount(count), [count, onCount]);
  return null;
}

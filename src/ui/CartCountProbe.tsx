/**
 * Reports the open order's item count (appState 'cartSummary', written by the worker with each
 * menu answer). Its own chunk: reading appState brings its schema parser, which the shell's first
 * load does without (the header loads this once the page is idle).
 */
import { useEffect } from 'react';
import { useAppState } from '@/db/useAppState';

export function CartCountProbe({ onCount }: { onCount: (count: number) => void }) {
  const { data } = useAppState('cartSummary');
  const count = Math.max(0, data?.num_items ?? 0);
  useEffect(() => onCount(count), [count, onCount]);
  return null;
}

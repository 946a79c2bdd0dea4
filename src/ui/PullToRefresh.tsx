/**
 * Pull-to-refresh on touch screens (spec 3 §2 Shell 'pull-to-refresh reloads'). A downward pull
 * that starts at the top of the page and travels at least PULL_THRESHOLD px refreshes on release;
 * reaching PULL_MAX refreshes at once. Listeners are passive, so scrolling is never held up;
 * sideways swipes (the category bar) and pulls that start scrolled down are ignored. Under
 * prefers-reduced-motion the indicator follows the finger but does not spin.
 */
import { useEffect, useRef, useState, type CSSProperties } from 'react';

/** 'Pull-to-refresh threshold 100' (spec 3 §9; spec 1 §9 'threshold 100 (trigger height 500)'). */
export const PULL_THRESHOLD = 100;
export const PULL_MAX = 500;

/** How far the indicator travels per px pulled, and at most. */
const RESISTANCE = 0.5;
const MAX_OFFSET = 72;

export function PullToRefresh({ onRefresh }: { onRefresh: () => void }) {
  const [pull, setPull] = useState(0);
  const [refreshing, setRefreshing] = useState(false);
  const refresh = useRef(onRefresh);
  useEffect(() => {
    refresh.current = onRefresh;
  }, [onRefresh]);

  useEffect(() => {
    if (refreshing) return;
    let start: { x: number; y: number } | null = null;
    let distance = 0;

    const cancel = () => {
      start = null;
      distance = 0;
      setPull(0);
    };
    const trigger = () => {
      start = null;
      setRefreshing(true);
      refresh.current();
    };
    const onStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (event.touches.length !== 1 || touch === undefined || window.scrollY > 0) {
        start = null;
        return;
      }
      start = { x: touch.clientX, y: touch.clientY };
      distance = 0;
    };
    const onMove = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (start === null || touch === undefined) return;
      const dx = touch.clientX - start.x;
      const dy = touch.clientY - start.y;
      if (dy <= 0 || window.scrollY > 0 || (distance === 0 && Math.abs(dx) > dy)) {
        cancel();
        return;
      }
      distance = dy;
      setPull(dy);
      if (dy >= PULL_MAX) trigger();
    };
    const onEnd = () => {
      if (start === null) return;
      if (distance >= PULL_THRESHOLD) trigger();
      else cancel();
    };

    window.addEventListener('touchstart', onStart, { passive: true });
    window.addEventListener('touchmove', onMove, { passive: true });
    window.addEventListener('touchend', onEnd, { passive: true });
    window.addEventListener('touchcancel', cancel, { passive: true });
    return () => {
      window.removeEventListener('touchstart', onStart);
      window.removeEventListener('touchmove', onMove);
      window.removeEventListener('touchend', onEnd);
      window.removeEventListener('touchcancel', cancel);
    };
  }, [refreshing]);

  const progress = refreshing ? 1 : Math.min(pull / PULL_THRESHOLD, 1);
  if (progress === 0) return null;
  const offset = refreshing ? MAX_OFFSET / 2 : Math.min(pull * RESISTANCE, MAX_OFFSET);
  return (
    <div
      className={`pull-refresh${refreshing ? ' pull-refresh--refreshing' : ''}${progress >= 1 ? ' pull-refresh--ready' : ''}`}
      style={{ transform: `translate(-50%, ${offset}px)`, opacity: 0.4 + progress * 0.6 }}
      data-testid="pull-to-refresh"
    >
      <svg
        className="pull-refresh__icon"
        viewBox="0 0 24 24"
        width="24"
        height="24"
        aria-hidden="true"
        style={{ '--pull-turn': `${progress * 270}deg` } as CSSProperties}
      >
        <path
          d="M20 12a8 8 0 1 1-2.34-5.66M20 4v4h-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="visually-hidden" role="status">
        {refreshing ? 'Refreshing…' : progress >= 1 ? 'Release to refresh' : 'Pull to refresh'}
      </span>
    </div>
  );
}

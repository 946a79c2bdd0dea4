/**
 * Watches a horizontal scroller (scroll, resize, content changes) and says which of its edges hide
 * content (src/domain/scrollCue.ts), for the row's fade and chevron (src/ui/scrollCue.css).
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import { scrollCue, type ScrollCue } from '@/domain/scrollCue';

const NONE: ScrollCue = { before: false, after: false };

/** `content` names what the row holds: a change measures it again (its children are watched). */
export function useScrollCue<T extends HTMLElement>(
  content: string,
): [RefObject<T | null>, ScrollCue] {
  const ref = useRef<T>(null);
  const [cue, setCue] = useState<ScrollCue>(NONE);
  useEffect(() => {
    const scroller = ref.current;
    if (scroller === null) return;
    const measure = () => {
      const next = scrollCue(scroller);
      setCue((previous) =>
        previous.before === next.before && previous.after === next.after ? previous : next,
      );
    };
    measure();
    scroller.addEventListener('scroll', measure, { passive: true });
    const resized = new ResizeObserver(measure);
    resized.observe(scroller);
    for (const child of scroller.children) resized.observe(child);
    return () => {
      scroller.removeEventListener('scroll', measure);
      resized.disconnect();
    };
  }, [content]);
  return [ref, cue];
}

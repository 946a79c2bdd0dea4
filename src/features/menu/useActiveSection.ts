import { useEffect, useState } from 'react';

/** The category bar's height plus a little air: sections scroll to here (spec 1 §9 scroll margin 60 px). */
export const SCROLL_MARGIN_PX = 60;

/**
 * Which section is in view: the one crossing a 1 px line just under the sticky category bar, so
 * the highlight changes exactly when a section's heading slides under the bar. Null until a
 * section has crossed the line (the page top, above the first section).
 */
export function useActiveSection(anchorIds: readonly string[]): string | null {
  const [active, setActive] = useState<string | null>(null);
  const key = anchorIds.join(' ');

  useEffect(() => {
    const ids = key === '' ? [] : key.split(' ');
    if (ids.length === 0 || typeof IntersectionObserver === 'undefined') return;
    let observer: IntersectionObserver | null = null;

    const observe = () => {
      observer?.disconnect();
      const lineTop = SCROLL_MARGIN_PX + 1;
      const below = Math.max(0, window.innerHeight - lineTop - 1);
      observer = new IntersectionObserver(
        (entries) => {
          const crossing = entries
            .filter((entry) => entry.isIntersecting)
            .map((entry) => entry.target.id);
          const first = ids.find((id) => crossing.includes(id));
          if (first) setActive(first);
        },
        { rootMargin: `-${lineTop}px 0px -${below}px 0px` },
      );
      for (const id of ids) {
        const element = document.getElementById(id);
        if (element) observer.observe(element);
      }
    };

    observe();
    window.addEventListener('resize', observe);
    return () => {
      window.removeEventListener('resize', observe);
      observer?.disconnect();
    };
  }, [key]);

  return active;
}

export function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

import { useEffect, useState } from 'react';
import { isFarOffScreen } from '@/domain/offscreen';

const NONE: ReadonlySet<string> = new Set();

/**
 * Which of the menu's sections may skip rendering while off screen (CSS content-visibility: auto,
 * issue 5: a tap re-lays out only what is on screen). Decided once the sections have been laid
 * out in full since `anchorIds` last changed (and after every resize): a skipped section then
 * keeps the height it had, so a category jump still lands on its heading. Only sections far
 * off screen at that moment are chosen (src/domain/offscreen.ts).
 */
export function useSkipOffscreen(anchorIds: readonly string[]): ReadonlySet<string> {
  const [resizes, setResizes] = useState(0);
  const [decided, setDecided] = useState<{
    anchorIds: readonly string[];
    resizes: number;
    far: ReadonlySet<string>;
  } | null>(null);

  useEffect(() => {
    const onResize = () => setResizes((count) => count + 1);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  useEffect(() => {
    // Two frames: the full layout happens before the first paint, so by the second the browser
    // has recorded every section's height.
    let second = 0;
    const first = requestAnimationFrame(() => {
      second = requestAnimationFrame(() => {
        const far = new Set<string>();
        for (const id of anchorIds) {
          const box = document.getElementById(id)?.getBoundingClientRect();
          if (box && isFarOffScreen(box, window.innerHeight)) far.add(id);
        }
        setDecided({ anchorIds, resizes, far });
      });
    });
    return () => {
      cancelAnimationFrame(first);
      cancelAnimationFrame(second);
    };
  }, [anchorIds, resizes]);

  return decided !== null && decided.anchorIds === anchorIds && decided.resizes === resizes
    ? decided.far
    : NONE;
}

import { useEffect, useState } from 'react';

const NONE: ReadonlySet<string> = new Set();

/**
 * Which of the menu's sections may skip rendering while off screen (CSS content-visibility: auto,
 * issue 5: a tap re-lays out only what is on screen). Decided once the sections have been laid
 * out in full since `anchorIds` last changed (and after every resize): a skipped section then
 * keeps the height it had, so a category jump still lands on its heading. Only sections well
 * away from the screen at that moment are chosen: Chrome shows a section that starts skipping
 * while on screen blank for a frame, which counts as a layout shift.
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
        const screen = window.innerHeight;
        for (const id of anchorIds) {
          const box = document.getElementById(id)?.getBoundingClientRect();
          if (box && (box.top > 2 * screen || box.bottom < -screen)) far.add(id);
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

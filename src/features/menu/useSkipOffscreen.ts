import { useEffect, useState } from 'react';
import {
  isFarOffScreen,
  LAYOUT_NOT_STARTED,
  sectionRendering,
  type SectionLayoutProgress,
  type SectionRendering,
} from '@/domain/offscreen';

type Progress = SectionLayoutProgress & { anchorIds: readonly string[]; resizes: number };

/**
 * How each of the menu's sections renders (src/domain/offscreen.ts, CSS content-visibility).
 *
 * Issue 5: sections far off screen skip rendering, so a tap re-lays out only what is on screen;
 * each keeps the height it had when laid out in full, so a category jump still lands on its
 * heading. Issue 18: that full layout of every section was the longest task of a cold menu's first
 * paint (70–120 ms at 1x here). So every section starts 'until-seen', in the HTML too: the first
 * paint lays out only what is on screen; then one more section is laid out in full each frame,
 * and once all have been (and again after a resize, or when the list of sections changes), those
 * far off screen are chosen to skip.
 */
export function useSkipOffscreen(
  anchorIds: readonly string[],
): (index: number, anchorId: string) => SectionRendering {
  const [resizes, setResizes] = useState(0);
  const [progress, setProgress] = useState<Progress>({
    ...LAYOUT_NOT_STARTED,
    anchorIds,
    resizes,
  });
  const current: SectionLayoutProgress =
    progress.anchorIds === anchorIds && progress.resizes === resizes
      ? progress
      : LAYOUT_NOT_STARTED;

  useEffect(() => {
    const onResize = () => setResizes((count) => count + 1);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  const { laidOut, far } = current;
  useEffect(() => {
    if (far !== null) return;
    let second = 0;
    const first = requestAnimationFrame(() => {
      if (laidOut < anchorIds.length) {
        setProgress({ anchorIds, resizes, laidOut: laidOut + 1, far: null });
        return;
      }
      // Two frames: by the second the browser has recorded every section's height.
      second = requestAnimationFrame(() => {
        const chosen = new Set<string>();
        for (const id of anchorIds) {
          const box = document.getElementById(id)?.getBoundingClientRect();
          if (box && isFarOffScreen(box, window.innerHeight)) chosen.add(id);
        }
        setProgress({ anchorIds, resizes, laidOut, far: chosen });
      });
    });
    return () => {
      cancelAnimationFrame(first);
      cancelAnimationFrame(second);
    };
  }, [anchorIds, resizes, laidOut, far]);

  return (index, anchorId) => sectionRendering(current, index, anchorId);
}

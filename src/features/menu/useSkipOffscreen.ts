import { useEffect, useState } from 'react';
import { isFarOffScreen } from '@/domain/offscreen';

/**
 * How a top-level menu section renders: both skip its rendering while off screen (CSS
 * content-visibility: auto); the browser renders a section that is on screen before it paints.
 *   - 'until-seen': some section may not have been laid out in full yet, and stands in at an
 *     estimated height. Every section starts so, in the server's HTML and in the render that
 *     hydrates it.
 *   - 'skip-offscreen': every section has been laid out in full once since the list or the
 *     screen's width last changed, and keeps the height it had then. One that was near the screen
 *     then (not isFarOffScreen) stays rendered: Chrome shows a section that starts skipping while
 *     on screen blank for a frame.
 */
export type SectionRendering = 'until-seen' | 'skip-offscreen';

/**
 * Sections off screen skip rendering, so a tap re-lays out only what is on screen; each keeps the
 * real height it had when laid out in full, so a category jump lands on its heading. Laying out
 * every section in full before the first paint would be the longest task of a cold menu, so the
 * page paints with only what is on screen laid out; then each section is laid out in full for one
 * frame of its own, in page order (the browser records its height then), straight on its element
 * rather than through a render; and again after a resize or when the list of sections changes.
 */
export function useSkipOffscreen(anchorIds: readonly string[]): SectionRendering {
  const [resizes, setResizes] = useState(0);
  const [measured, setMeasured] = useState<{ anchorIds: readonly string[]; resizes: number }>();

  useEffect(() => {
    const onResize = () => setResizes((count) => count + 1);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  useEffect(() => {
    let frame = 0;
    let next = 0;
    let shown: HTMLElement | null = null;
    const step = () => {
      const box = shown?.getBoundingClientRect();
      if (box && isFarOffScreen(box, window.innerHeight)) {
        shown?.style.removeProperty('content-visibility');
      }
      const id = anchorIds[next];
      next += 1;
      if (id === undefined) {
        shown = null;
        setMeasured({ anchorIds, resizes });
        return;
      }
      shown = document.getElementById(id);
      shown?.style.setProperty('content-visibility', 'visible');
      frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    // A section left rendered stays so: the next pass (a resize, another list) decides again.
    return () => cancelAnimationFrame(frame);
  }, [anchorIds, resizes]);

  return measured?.anchorIds === anchorIds && measured.resizes === resizes
    ? 'skip-offscreen'
    : 'until-seen';
}

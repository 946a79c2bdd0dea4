import { useEffect, useState } from 'react';

/**
 * Whether the menu's sections may skip rendering while off screen (CSS content-visibility: auto,
 * issue 5: a tap re-lays out only what is on screen). It turns on only after the sections have
 * been laid out in full once since `content` last changed (and after every resize): a skipped
 * section takes the height it had then, so a category jump still lands on its heading. Were a
 * section skipped before it had ever been laid out, it would take a guessed height and the jump
 * would land short or long.
 */
export function useSkipOffscreen(content: unknown): boolean {
  const [resizes, setResizes] = useState(0);
  // The content and resize count whose full layout has been painted.
  const [laidOut, setLaidOut] = useState<{ content: unknown; resizes: number } | null>(null);

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
      second = requestAnimationFrame(() => setLaidOut({ content, resizes }));
    });
    return () => {
      cancelAnimationFrame(first);
      cancelAnimationFrame(second);
    };
  }, [content, resizes]);

  return laidOut !== null && laidOut.content === content && laidOut.resizes === resizes;
}

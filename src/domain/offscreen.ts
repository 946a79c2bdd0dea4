/**
 * Whether a menu section is far enough off screen to skip its rendering (issue 5). Sections near
 * the screen are left alone: Chrome shows one that starts skipping while visible blank for a
 * frame. Far means more than two screens below the top, or more than a screen above it.
 */
export function isFarOffScreen(
  box: { top: number; bottom: number },
  screenHeight: number,
): boolean {
  return box.top > 2 * screenHeight || box.bottom < -screenHeight;
}

/**
 * How a top-level menu section renders while the menu lays its sections out (issue 18: the first
 * paint lays out only what is on screen).
 *   - 'until-seen': not laid out in full yet. It skips rendering while off screen, standing in at
 *     an estimated height; the browser renders it, before the paint, once it is on screen. Every
 *     section starts so, in the server's HTML and in the first render that hydrates it.
 *   - 'full': laid out in full (one more section each frame after the first paint).
 *   - 'skip-offscreen': laid out once, then far off screen (isFarOffScreen) when every section had
 *     been: it skips rendering at the real height it had, so a category jump lands on its heading.
 */
export type SectionRendering = 'until-seen' | 'full' | 'skip-offscreen';

export type SectionLayoutProgress = {
  /** How many sections, from the top, have been laid out in full. */
  laidOut: number;
  /** Decided once all had been: the anchors far off screen then; null until then. */
  far: ReadonlySet<string> | null;
};

export const LAYOUT_NOT_STARTED: SectionLayoutProgress = { laidOut: 0, far: null };

export function sectionRendering(
  progress: SectionLayoutProgress,
  index: number,
  anchorId: string,
): SectionRendering {
  if (progress.far !== null) return progress.far.has(anchorId) ? 'skip-offscreen' : 'full';
  return index < progress.laidOut ? 'full' : 'until-seen';
}

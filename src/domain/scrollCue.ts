/**
 * Which edges of a horizontal scroller still hide content, so a row that does not fit (the menu's
 * tabs, the account navigation) can show a cue there: a fade and a chevron. Sub-pixel widths and
 * zoom leave a pixel or so of 'overflow' on a row that fits, which is not worth a cue.
 */
export type ScrollBox = { scrollLeft: number; clientWidth: number; scrollWidth: number };
export type ScrollCue = { before: boolean; after: boolean };

const SLACK_PX = 2;

export function scrollCue({ scrollLeft, clientWidth, scrollWidth }: ScrollBox): ScrollCue {
  const hidden = scrollWidth - clientWidth;
  if (hidden <= SLACK_PX) return { before: false, after: false };
  // Right-to-left rows report a scrollLeft from 0 down to -hidden.
  const fromStart = Math.abs(scrollLeft);
  return { before: fromStart > SLACK_PX, after: hidden - fromStart > SLACK_PX };
}

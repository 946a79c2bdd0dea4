import type { ScrollCue } from '@/domain/scrollCue';
import './scrollCue.css';

/**
 * The cue on a row that scrolls sideways: a fade and a chevron at each edge that hides content.
 * Put inside the row's positioned wrapper (`.scroll-cue-frame`), beside the scroller.
 */
export function ScrollCueEdges({ cue }: { cue: ScrollCue }) {
  return (
    <>
      {cue.before && <span className="scroll-cue scroll-cue--before" aria-hidden="true" />}
      {cue.after && <span className="scroll-cue scroll-cue--after" aria-hidden="true" />}
    </>
  );
}

/**
 * Presses again, once, what a visitor pressed on a server-rendered page before its code ran,
 * as index.html's early-press script kept it (scripts/earlyPress.ts).
 *
 * From hydrateRoot on, React answers presses itself (it hydrates the pressed part first), so the
 * press is taken from the script just before that and pressed again once the hydrating render
 * has committed, if hydration kept its element (the markup matched; a page rendered afresh has
 * new elements, and the press is dropped). A press in between supersedes it: React answered that
 * one, and pressing the early one as well would answer two presses where the visitor sees one.
 */

type EarlyPress = { target: Element; focused: boolean };

let kept: EarlyPress | null = null;

const supersede = () => {
  kept = null;
};

/** Stops the early-press script and keeps its press: just before React takes the page's events. */
export function takeEarlyPress(): void {
  const early = window.__docketEarlyPress;
  if (early === undefined) return;
  delete window.__docketEarlyPress;
  document.removeEventListener('click', early.listener, true);
  kept = early.press;
  if (kept !== null) document.addEventListener('click', supersede, true);
}

/** Presses the kept element again if the page still shows it; either way, forgets it. */
export function replayEarlyPress(): void {
  document.removeEventListener('click', supersede, true);
  const press = kept;
  kept = null;
  if (press === null) return;
  const { target, focused } = press;
  if (!(target instanceof HTMLElement) || !target.isConnected) return;
  // Where the press left focus (a keyboard press, or a tap that focuses), as the press would have.
  if (focused) target.focus({ preventScroll: true });
  target.click();
}

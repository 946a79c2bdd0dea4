/**
 * A kiosk runs fullscreen (a kiosk brand or device setting starts the app in kiosk mode, which
 * asks for fullscreen on the first touch; DESIGN 'Kiosk': 'no browser chrome'). Browsers grant
 * fullscreen only in answer to a user's gesture, so the first touch (or key) asks; if the kiosk is
 * ever taken out of fullscreen, the next touch asks again.
 */
const GESTURES = ['click', 'keydown'] as const;

export function requestFullscreenOnTouch(): () => void {
  const ask = () => {
    if (document.fullscreenElement) return;
    const root = document.documentElement;
    // A refusal (no permission, an iframe without allowfullscreen) leaves the page as it is.
    void root.requestFullscreen?.({ navigationUI: 'hide' }).catch(() => undefined);
  };
  for (const name of GESTURES) window.addEventListener(name, ask, { capture: true, passive: true });
  return () => {
    for (const name of GESTURES) window.removeEventListener(name, ask, { capture: true });
  };
}

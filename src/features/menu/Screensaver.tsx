import { useEffect, useRef } from 'react';

/**
 * The screensaver popup: the brand's image over the whole screen with 'Tap to order' (DESIGN.md
 * 'an attract screen'). A tap, Enter, Space or Escape hides it; the tap is not passed on to what
 * lies underneath.
 */
export function Screensaver({ image, onHide }: { image: string; onHide: () => void }) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    button.current?.focus({ preventScroll: true });
    return () => opener?.focus({ preventScroll: true });
  }, []);
  return (
    <div className="screensaver" role="dialog" aria-modal="true" aria-label="Screensaver">
      <button
        ref={button}
        type="button"
        className="screensaver__button"
        onClick={onHide}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onHide();
        }}
      >
        <img className="screensaver__image" src={image} alt="" />
        <span className="screensaver__text">Tap to order</span>
      </button>
    </div>
  );
}

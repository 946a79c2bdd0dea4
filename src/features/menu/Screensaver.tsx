import { useEffect, useRef } from 'react';
import { BRAND } from '@/app/brand';
import './screensaver.css';

/**
 * The screensaver popup, the kiosk's attract screen (DESIGN 'Kiosk': 'an attract screen with the
 * brand image and Tap to order'): the brand's image, its name and 'Tap to order' on the brand's
 * colours. One tap anywhere, Enter, Space or Escape hides it. The whole screen is one button
 * that hides it on click, the last event of a tap, so nothing of the tap reaches what lies
 * underneath.
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
        <span className="screensaver__name">{BRAND.name}</span>
        <span className="screensaver__cta">Tap to order</span>
      </button>
    </div>
  );
}

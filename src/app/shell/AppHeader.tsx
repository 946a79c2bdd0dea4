/**
 * The brand bar (spec 3 §2 Shell): logo and name linking home, a quiet status pill while offline,
 * the cart button with its item-count badge (shown once the order has items), and the hamburger
 * menu: Home (unless the brand hides it), Cart or Order, Account, About.
 */
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { BRAND } from '@/app/brand';
import { COUNTER_DEVICE } from '@/app/deviceMode';
import { ABOUT_PATH, ACCOUNT_PATH, CART_PATH, orderStartPath } from '@/app/paths';
import { setCartCount, useCartCount } from '@/app/cartCount';
import { MainMenu, type MenuEntry } from './MainMenu';
import { useWhenIdle } from '@/ui/useWhenIdle';
import '@/ui/ui.css';

/** KIOSK and POS devices use the kiosk/staff route table, which has no account pages. */
const KIOSK_DEVICE = COUNTER_DEVICE;

const CartCountProbe = lazy(() =>
  import('./CartCountProbe').then((m) => ({ default: m.CartCountProbe })),
);

/** 'Cart, 1 item' / 'Cart, 3 items'. */
export function cartLabel(count: number): string {
  return `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;
}

export function menuEntries(cartCount: number): MenuEntry[] {
  return [
    ...(BRAND.features.hideHome ? [] : [{ label: 'Home', to: '/', end: true }]),
    cartCount > 0 ? { label: 'Cart', to: CART_PATH } : { label: 'Order', to: orderStartPath() },
    ...(KIOSK_DEVICE ? [] : [{ label: 'Account', to: ACCOUNT_PATH }]),
    { label: 'About', to: ABOUT_PATH },
  ];
}

function CartIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        d="M3 4h2l2.4 10.2a2 2 0 0 0 2 1.5h7.3a2 2 0 0 0 1.9-1.4L21 8H6.2"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="10" cy="19.5" r="1.5" fill="currentColor" />
      <circle cx="17" cy="19.5" r="1.5" fill="currentColor" />
    </svg>
  );
}

type Props = {
  online: boolean;
  /** A navigation or the first load is under way: a thin progress bar. */
  busy?: boolean;
  /**
   * False in the loading frame (before the first screen renders): the menu button shows but waits,
   * as the frame is replaced when the screen arrives and a menu opened in it would vanish.
   */
  interactive?: boolean;
};

export function AppHeader({ online, busy = false, interactive = true }: Props) {
  const cartCount = useCartCount();
  const idle = useWhenIdle();
  return (
    <header className="app-header">
      <div className="app-header__inner">
        <Link to="/" className="app-header__brand">
          <img
            className="app-header__logo"
            src={__BRAND_LOGO_SRC__}
            alt=""
            width={36}
            height={36}
          />
          <span className="app-header__name app-header__name--full">{BRAND.name}</span>
          {/* Phones show the home-screen label; only one of the two is ever displayed. */}
          <span className="app-header__name app-header__name--short">{BRAND.shortName}</span>
        </Link>
        <div className="app-header__actions">
          {!online && (
            <span className="status-pill" role="status">
              Offline
            </span>
          )}
          {cartCount > 0 && (
            <Link to={CART_PATH} className="cart-button" aria-label={cartLabel(cartCount)}>
              <CartIcon />
              <span className="cart-button__badge" aria-hidden="true">
                {cartCount > 99 ? '99+' : cartCount}
              </span>
            </Link>
          )}
          <MainMenu entries={menuEntries(cartCount)} disabled={!interactive} />
        </div>
      </div>
      {busy && <div className="app-header__progress" aria-hidden="true" />}
      {idle && interactive && (
        <Suspense fallback={null}>
          <CartCountProbe onCount={setCartCount} />
        </Suspense>
      )}
    </header>
  );
}

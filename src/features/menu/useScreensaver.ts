/**
 * When the screensaver shows (spec 1 §4 'Screensaver: starts after an idle timeout (default
 * 30000 ms), delayed by double when the modifiers popup is open, and hides on tap'). It runs on
 * kiosks and points of sale, and on a personal device only when the brand opts in
 * (screensaverRuns); and once the idle time has passed it still waits while the customer is
 * part-way through something (screensaverMayShow): a focused field, a popup they have touched
 * since it opened, a payment or its outcome. Then it waits for the next quiet spell. The kiosk's
 * idle reset also raises it: the reset kiosk waits behind its attract screen, which stays up
 * through the reset's trip home (the state is kept here, not in the menu that trip remounts).
 * `localStorage['docket:screensaver-ms']` sets the base timeout on a device (kiosks, and the e2e
 * run).
 */
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { BRAND } from '@/app/brand';
import { DEVICE_APP_MODE } from '@/app/deviceMode';
import { watchIdle } from '@/app/lifecycle/idleWatcher';
import { IDLE_RESET_EVENT } from '@/app/lifecycle/kioskIdle';
import { isPaymentInProgress } from '@/app/lifecycle/paymentGuard';
import { useCustomer } from '@/liveQueries/useCustomer';
import { screensaverIdleMs, screensaverMayShow, screensaverRuns } from '@/domain/menuScreen';
import { isKiosk } from '@/domain/roles';

const OVERRIDE_KEY = 'docket:screensaver-ms';

/** An open popup (every dialog is a ModalDialog), not the screensaver itself. */
const OPEN_POPUP = '[role="dialog"][aria-modal="true"]:not(.screensaver)';

/** Inputs that take typing; a focused checkbox or radio is no field being filled in. */
const TYPED_INPUTS = new Set(['text', 'search', 'email', 'tel', 'url', 'number', 'password', '']);

/** What the customer touched last counts as a popup being filled in while that popup is open. */
const TOUCH_EVENTS = ['pointerdown', 'keydown', 'input'] as const;

/** Whether the screensaver is up (shown where it runs). */
let up = false;
const listeners = new Set<() => void>();

function setUp(value: boolean): void {
  if (up === value) return;
  up = value;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

if (typeof window !== 'undefined') window.addEventListener(IDLE_RESET_EVENT, () => setUp(true));

function baseOverride(): number | undefined {
  try {
    const value = Number(window.localStorage.getItem(OVERRIDE_KEY));
    return Number.isFinite(value) && value > 0 ? value : undefined;
  } catch {
    return undefined;
  }
}

function fieldHasFocus(): boolean {
  const element = document.activeElement;
  if (element instanceof HTMLInputElement) return TYPED_INPUTS.has(element.type);
  return (
    element instanceof HTMLTextAreaElement ||
    element instanceof HTMLSelectElement ||
    (element instanceof HTMLElement && element.isContentEditable)
  );
}

export function useScreensaver(hasImage: boolean): { shown: boolean; hide: () => void } {
  const { pathname } = useLocation();
  const customer = useCustomer();
  const enabled = screensaverRuns({
    appMode: DEVICE_APP_MODE,
    kioskLogin: isKiosk(customer),
    personalOptIn: BRAND.features.screensaverOnPersonalDevices,
    hasImage,
  });
  const shown = useSyncExternalStore(
    subscribe,
    () => up,
    () => false,
  );
  /** Counts the quiet spells that passed with the customer part-way through something. */
  const [heldOff, setHeldOff] = useState(0);
  const idleMs = screensaverIdleMs({ pathname, baseMs: baseOverride() });
  /** The open popup the customer last touched, if their last touch was in one. */
  const touchedPopup = useRef<Element | null>(null);

  useEffect(() => {
    if (!enabled) return;
    const onTouch = (event: Event) => {
      touchedPopup.current =
        event.target instanceof Element ? event.target.closest(OPEN_POPUP) : null;
    };
    const options = { capture: true, passive: true } as const;
    for (const name of TOUCH_EVENTS) window.addEventListener(name, onTouch, options);
    return () => {
      for (const name of TOUCH_EVENTS) window.removeEventListener(name, onTouch, options);
    };
  }, [enabled]);

  useEffect(() => {
    if (!enabled || shown) return;
    return watchIdle({
      idleMs,
      onIdle: () => {
        const may = screensaverMayShow({
          fieldFocused: fieldHasFocus(),
          popupMidEntry: touchedPopup.current?.isConnected === true,
          paymentOnScreen: isPaymentInProgress(),
        });
        if (may) setUp(true);
        else setHeldOff((count) => count + 1);
      },
      onActive: () => undefined,
    });
  }, [enabled, shown, idleMs, heldOff]);

  return { shown: enabled && shown, hide: () => setUp(false) };
}

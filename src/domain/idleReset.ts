/**
 * Kiosk resilience (DESIGN 'Kiosk': 'idle reset that clears the customer's cart and details'). A
 * kiosk left alone goes back to a clean start after a quiet spell, and that quiet moment is also
 * when a new build is applied, so nobody is ever interrupted mid-order.
 */
import type { AppMode } from '../api/envelope';
import { isKiosk, isStaff, type CustomerIdentity } from './roles';

/** 'Screensaver default timeout 30000 ms' (spec 1 §9): the kiosk's idle moment. */
export const SCREENSAVER_TIMEOUT_MS = 30_000;

/** The shortest idle period a device setting may ask for (anything less is a typo). */
export const MIN_IDLE_MS = 20;

/**
 * A device's own idle period ('docket:kiosk-idle-ms' in localStorage): a whole number of ms, at
 * least MIN_IDLE_MS. Anything else means 'not set'.
 */
export function parseIdleOverride(raw: string | null | undefined): number | null {
  const text = raw?.trim() ?? '';
  if (!/^\d+$/.test(text)) return null;
  const ms = Number(text);
  return Number.isSafeInteger(ms) && ms >= MIN_IDLE_MS ? ms : null;
}

/**
 * How long a device may sit untouched before the idle reset, or null when it never resets: kiosk
 * builds (appMode KIOSK) and kiosk logins (status 3) use the screensaver timeout; a device setting
 * overrides it (and turns the reset on for any build, which is how the demo build is tested).
 */
export function kioskIdleMs(input: {
  appMode: AppMode;
  customer: CustomerIdentity;
  overrideMs: number | null;
}): number | null {
  if (input.overrideMs !== null) return input.overrideMs;
  if (input.appMode === 'KIOSK' || isKiosk(input.customer)) return SCREENSAVER_TIMEOUT_MS;
  return null;
}

/** Whether the quiet spell is over: idle now, or the ms until it would be. */
export function idleCheck(input: {
  lastActivityAt: number;
  now: number;
  idleMs: number;
}): { idle: true } | { idle: false; checkInMs: number } {
  const quietFor = input.now - input.lastActivityAt;
  if (quietFor >= input.idleMs) return { idle: true };
  return { idle: false, checkInMs: input.idleMs - Math.max(0, quietFor) };
}

/**
 * What the idle reset keeps: the device's own login (a kiosk, status 3, or staff, status 8) stays
 * signed in; anyone else who walked away (a guest, or a member who signed in at the kiosk) is
 * signed out and their session dropped, so the next customer starts with a new cart.
 */
export function keepsLoginOnIdleReset(customer: CustomerIdentity): boolean {
  return isKiosk(customer) || isStaff(customer);
}

/** Where the kiosk is in its quiet-moment cycle. */
export type IdlePhase = 'active' | 'resetting' | 'reset';

/**
 * What the idle moment does. Nothing while a payment is in progress (a customer waiting at the
 * pinpad does not touch the screen). Otherwise the guest state is cleared once per quiet spell,
 * and once it is clear a waiting update is applied, then or whenever it arrives while still idle.
 */
export function idleMomentAction(input: {
  idle: boolean;
  phase: IdlePhase;
  paymentInProgress: boolean;
  updateWaiting: boolean;
}): 'none' | 'reset' | 'apply-update' {
  if (!input.idle || input.paymentInProgress) return 'none';
  if (input.phase === 'active') return 'reset';
  if (input.phase === 'reset' && input.updateWaiting) return 'apply-update';
  return 'none';
}

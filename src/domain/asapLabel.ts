/**
 * The ASAP checkbox's text and the delivery estimate (spec 1 §2.5). Times are merchant-local epochs
 * (see calendar.ts).
 */
import { UNAVAILABLE_TODAY } from './messages';
import { formatClock, localDate, type LocalMs } from './calendar';
import type { PickerWindow } from './pickerWindow';

/**
 * When an ASAP order would be ready, or null when ASAP is not possible today: the type must allow
 * ASAP, the store must be online, and the picker's earliest time must still be today (so today is
 * available, not over, and min_notice is already counted in).
 */
export function asapTime(input: {
  now: LocalMs;
  asapAllowed: boolean;
  online: boolean;
  window: PickerWindow;
}): LocalMs | null {
  const { now, window } = input;
  if (!input.asapAllowed || !input.online || window.disabled) return null;
  return localDate(window.earliest) === localDate(now) ? window.earliest : null;
}

/** "an as-soon-as-possible (ASAP) checkbox showing 'Approx {time}' or 'Unavailable today'". */
export function asapLabel(at: LocalMs | null): string {
  return at === null ? UNAVAILABLE_TODAY : `Approx ${formatClock(at)}`;
}

/**
 * 'A delivery estimate shows minutes when above 0': 25 → '25 mins', 1 → '1 min', 0 → null (hidden).
 * The spec gives no wording; this is ours.
 */
export function deliveryEstimate(minutes: number): string | null {
  if (!Number.isFinite(minutes) || minutes <= 0) return null;
  const whole = Math.ceil(minutes);
  return `${whole} ${whole === 1 ? 'min' : 'mins'}`;
}

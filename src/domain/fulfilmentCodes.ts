/**
 * Link and wire spellings of a fulfilment type, normalised to a FulfilmentCode (spec 1 §2.4 'fulfil'
 * query parameter, §3 'Codes'). Matching ignores case and surrounding spaces; anything unknown —
 * including the wire's 'none' — is null, meaning 'no type chosen'.
 */
import type { FulfilmentCode } from '../api/common';

const SYNONYMS: Readonly<Record<string, FulfilmentCode>> = {
  pickup: 'pickup',
  takeaway: 'pickup',
  dine: 'dinein',
  dinein: 'dinein',
  'dine-in': 'dinein',
  table: 'dinein',
  book: 'booking',
  booking: 'booking',
  reserve: 'booking',
  reservation: 'booking',
  deliver: 'delivery',
  delivery: 'delivery',
  custom: 'custom',
  catering: 'catering',
};

/** 'takeaway' → 'pickup', 'Dine-In' → 'dinein', 'reserve' → 'booking', 'none' or '' → null. */
export function toFulfilmentCode(value: string | null | undefined): FulfilmentCode | null {
  if (value == null) return null;
  const key = value.trim().toLowerCase();
  return Object.hasOwn(SYNONYMS, key) ? (SYNONYMS[key] ?? null) : null;
}

/** Every spelling that is understood, for documentation and tests. */
export const FULFIL_SYNONYMS: readonly string[] = Object.keys(SYNONYMS);

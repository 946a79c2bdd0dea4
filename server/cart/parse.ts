/**
 * Reading the cart calls' fields. Form bodies carry strings and JSON payloads carry numbers, so the
 * readers accept both; what they cannot read is a failure with the spec's or our own phrase.
 */
import { z } from 'zod';
import type { RequestFields } from '../protocol/context';

/** A whole number written as a number or as digits; '' reads as 0. */
export const intLike = z.union([
  z.number().int(),
  z
    .string()
    .trim()
    .regex(/^-?\d{0,9}$/)
    .transform((text) => (text === '' || text === '-' ? 0 : Number(text))),
]);

/** A whole number written as a number or as digits, with no default: '' is refused. */
export const requiredInt = z.union([
  z.number().int(),
  z
    .string()
    .trim()
    .regex(/^-?\d{1,9}$/)
    .transform(Number),
]);

/** Text written as a string or a number. */
export const textLike = z.union([z.string(), z.number().transform(String)]);

/** A positive id field ('12'), or null when absent or not one. */
export function idField(fields: RequestFields, ...names: string[]): number | null {
  for (const name of names) {
    const raw = fields[name]?.trim();
    if (raw === undefined || raw === '') continue;
    return /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
  }
  return null;
}

/**
 * The client request id of a mutating call, or null when missing or not one. A colon is refused:
 * the keys the server makes for itself (an auto top-up's, a standing-order run's) have one, and an
 * attempt's key goes to the payment provider as its apiRequestKey, so a client id must never be
 * able to name a charge the server made.
 */
export function requestIdField(fields: RequestFields): string | null {
  const raw = fields.request_id?.trim() ?? '';
  return raw.length > 0 && raw.length <= 200 && !raw.includes(':') ? raw : null;
}

export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
export const TIME_PATTERN = /^\d{2}:\d{2}$/;

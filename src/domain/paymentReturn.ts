/**
 * The checkout re-entered from a payment page (spec 2 §2.2): /checkout?s=3ds|pp&result=…&msg=….
 * success submits the order, cancel toasts that the method was cancelled, error shows msg (or
 * 'Unknown error PEC001'), anything else 'Unknown result PRC001'.
 */
import { parseQuery } from './deepLinks';

export const UNKNOWN_ERROR_PEC001 = 'Unknown error PEC001';
export const UNKNOWN_RESULT_PRC001 = 'Unknown result PRC001';
/** The cancel toast: the spec's words for the same result in the app ('pp_cancel', §4.2). */
export const ACTION_CANCELLED = 'Action cancelled';

/** The query keys this return uses; the checkout removes them once handled. */
export const PAYMENT_RETURN_KEYS = ['s', 'result', 'msg'] as const;

/** 3ds: 3-D Secure; pp: PayPal-type; cb: crypto (the sandbox returns crypto the same way). */
export type PaymentReturnSource = '3ds' | 'pp' | 'cb' | 'other';

export type PaymentReturn =
  | { kind: 'none' }
  | { kind: 'submit'; source: PaymentReturnSource }
  | { kind: 'cancelled'; source: PaymentReturnSource; message: string }
  | { kind: 'error'; source: PaymentReturnSource; message: string }
  | { kind: 'unknown'; source: PaymentReturnSource; message: string };

function sourceOf(value: string | null): PaymentReturnSource {
  const code = (value ?? '').toLowerCase();
  return code === '3ds' || code === 'pp' || code === 'cb' ? code : 'other';
}

/** Reads a return from the checkout's query ('?s=pp&result=cancel'); none without s or result. */
export function parsePaymentReturn(search: string): PaymentReturn {
  const query = parseQuery(search);
  if (query.s === undefined && query.result === undefined) return { kind: 'none' };
  const source = sourceOf(query.s ?? null);
  const result = query.result ?? '';
  if (result === 'success') return { kind: 'submit', source };
  if (result === 'cancel') return { kind: 'cancelled', source, message: ACTION_CANCELLED };
  if (result === 'error') {
    const msg = (query.msg ?? '').trim();
    return { kind: 'error', source, message: msg === '' ? UNKNOWN_ERROR_PEC001 : msg };
  }
  return { kind: 'unknown', source, message: UNKNOWN_RESULT_PRC001 };
}

/** The query without the return's keys, so a reload does not handle it twice ('' or '?…'). */
export function searchWithoutPaymentReturn(search: string): string {
  const keys: readonly string[] = PAYMENT_RETURN_KEYS;
  const rest = search
    .replace(/^\?/, '')
    .split('&')
    .filter((pair) => pair !== '' && !keys.includes(pair.split('=')[0] ?? ''));
  return rest.length === 0 ? '' : `?${rest.join('&')}`;
}

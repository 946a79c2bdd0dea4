/**
 * The shape every /api call must have before anything reads it: at most so many fields,
 * names and values no longer than their caps, no control characters, integers that fit the
 * database's int4, and JSON payloads of bounded depth. A call that breaks one is refused with a
 * message before the brand, the session or any cache is looked at, so no row, cache entry or
 * database error comes of it.
 */
import type { RequestFields } from './context';

export const REQUEST_LIMITS = {
  /** The /api body, in bytes (form or JSON). */
  bodyBytes: 64 * 1024,
  fields: 200,
  nameLength: 100,
  /** Any field not named below. */
  valueLength: 1_000,
  /** Objects and arrays inside a JSON body or a JSON payload field. */
  depth: 16,
} as const;

const INT4_MAX = 2_147_483_647;

/**
 * Caps per field. Where the spec gives a constant it is used (order note 500, the terminal's
 * 16-character reference); elsewhere the cap is generous for any real value: a name, an email
 * address (254, RFC 5321), a street line, a promo code.
 */
const FIELD_CAPS: Readonly<Record<string, number>> = {
  RequestAction: 40,
  app_token: 128,
  api_version: 8,
  app_id: 64,
  app_version: 32,
  app_mode: 16,
  local_ts: 32,
  sid: 64,
  request_id: 64,
  sub_action: 40,
  menu_name: 100,
  search: 100,
  coupon_code: 32,
  promo_code: 32,
  order_note: 500,
  comments: 2_000,
  email: 254,
  customer_email: 254,
  name: 100,
  customer_name: 100,
  student_name: 100,
  mobile: 32,
  customer_mobile: 32,
  password: 128,
  password1: 128,
  password2: 128,
  current_password: 128,
  new_password: 128,
  confirm_password: 128,
  pin: 16,
  old_pin: 16,
  new_pin: 16,
  confirm_pin: 16,
  postcode: 16,
  state: 64,
  country_code: 8,
  txn_ref: 16,
  // AnalyticsEvent's event name ('purchase').
  event: 32,
  // Structured payloads: JSON text or a provider's token.
  menu_item_data: 16_384,
  checkout_options: 16_384,
  custom_data: 8_192,
  payload: 16_384,
  pn_data: 4_096,
  mobile_metadata: 1_000,
  return_url: 2_048,
  usertoken: 512,
  reset_auth: 256,
  braintree_nonce: 512,
  // StandingOrders save: a row of weekday quantities per product, and the delivery address.
  standing_order_data: 32_768,
  delivery_address: 2_048,
};

/** Fields holding JSON text: each id in them (a key ending in _id) must fit int4. */
const JSON_ID_FIELDS = new Set([
  'menu_item_data',
  'checkout_options',
  'custom_data',
  'standing_order_data',
  'delivery_address',
]);

/** Tab, line feed and carriage return are text; every other C0 and C1 control, and DEL, is not. */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

const INTEGER_TEXT = /^-?\d+$/;

export type GuardRefusal = { ok: false; message: string };

/** The message every refusal carries: what was wrong, and with which field. */
export function malformedRequest(detail: string): string {
  return `Invalid request: ${detail}`;
}

function refuse(detail: string): GuardRefusal {
  return { ok: false, message: malformedRequest(detail) };
}

/** An id-like field: `*_id`, or a count or rating the server stores as an integer. */
function isIntegerField(name: string): boolean {
  return (
    name.endsWith('_id') ||
    ['booking_pax', 'quantity', 'ease_of_use', 'speed', 'overall', 'amount'].includes(name)
  );
}

export function capFor(name: string): number {
  return FIELD_CAPS[name] ?? REQUEST_LIMITS.valueLength;
}

/** Null when the call may be read; otherwise the refusal to send. */
export function checkRequestFields(fields: RequestFields): GuardRefusal | null {
  const names = Object.keys(fields);
  if (names.length > REQUEST_LIMITS.fields) return refuse('too many fields');
  for (const name of names) {
    if (name.length > REQUEST_LIMITS.nameLength || CONTROL_CHARACTER.test(name))
      return refuse('a field name is not allowed');
    const value = fields[name] ?? '';
    if (value.length > capFor(name)) return refuse(`${name} is too long`);
    if (CONTROL_CHARACTER.test(value)) return refuse(`${name} holds a control character`);
    if (isIntegerField(name) && INTEGER_TEXT.test(value.trim()) && !fitsInt4(value.trim()))
      return refuse(`${name} is out of range`);
    if (JSON_ID_FIELDS.has(name) && !jsonNumbersFit(value))
      return refuse(`${name} is out of range`);
  }
  return null;
}

function fitsInt4(text: string): boolean {
  const digits = text.replace(/^-/, '').replace(/^0+(?=\d)/, '');
  return digits.length <= 10 && Math.abs(Number(text)) <= INT4_MAX;
}

/**
 * Every id in a JSON field (a key ending in _id) fits int4; depth bounded. Other numbers, such as
 * quantities, are the action's to check: it answers the spec's own phrase for them.
 */
function jsonNumbersFit(text: string): boolean {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return true; // Not JSON: the action answers its own 'Invalid …' phrase.
  }
  let fits = true;
  const deepEnough = walkJson(parsed, (value, key) => {
    if (
      key.endsWith('_id') &&
      typeof value === 'number' &&
      Number.isInteger(value) &&
      Math.abs(value) > INT4_MAX
    )
      fits = false;
  });
  return fits && deepEnough;
}

/**
 * Visits every value of a parsed JSON document without recursion; false when it nests deeper than
 * the limit (the caller then refuses it rather than stringify or walk it again).
 */
export function walkJson(root: unknown, visit: (value: unknown, key: string) => void): boolean {
  type Entry = { value: unknown; key: string; depth: number };
  const stack: Entry[] = [{ value: root, key: '', depth: 0 }];
  while (stack.length > 0) {
    const { value, key, depth } = stack.pop() as Entry;
    visit(value, key);
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= REQUEST_LIMITS.depth) return false;
    for (const [childKey, child] of Object.entries(value))
      stack.push({ value: child, key: childKey, depth: depth + 1 });
  }
  return true;
}

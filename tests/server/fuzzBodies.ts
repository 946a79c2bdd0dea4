/**
 * Generated /api request bodies for the fuzz suite: every RequestAction the server
 * knows, with its own fields and the common ones, filled from a seeded generator with valid-looking
 * values, huge strings, NUL and control characters, deep JSON, big integers and wrong types, sent
 * form-encoded or as JSON. The same seed gives the same bodies.
 */
import { actions } from '../../server/actions/index';

/** mulberry32: small, seedable, good enough to pick cases. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Each action's own fields (src/api request types), so generated calls reach its rules. */
const ACTION_FIELDS: Record<string, readonly string[]> = {
  Merchants: ['search', 'latitude', 'longitude', 'postcode', 'group'],
  Merchant: ['menu_name', 'return_menu', 'return_order', 'menu_sub_type'],
  MenuItemDetails: ['menu_item_id', 'menu_id', 'store_id'],
  AppHome: [],
  ManageCart: [
    'sub_action',
    'store_id',
    'menu_id',
    'request_id',
    'component',
    'menu_item_data',
    'checkout_options',
    'order_id',
    'menu_sub_type',
  ],
  DeliverySlots: ['store_id', 'menu_id', 'date', 'fulfilment_type', 'postcode_id', 'dates'],
  DeliveryStops: ['store_id', 'menu_id', 'date', 'fulfilment_type', 'dates'],
  PickupLocations: ['store_id', 'menu_id', 'date', 'fulfilment_type', 'dates'],
  SubmitOrder: [
    'store_id',
    'menu_id',
    'request_id',
    'preorder',
    'payment_method',
    'order_source',
    'fulfilment_type',
    'fulfilment_asap',
    'fulfilment_datetime',
    'customer_name',
    'customer_email',
    'customer_mobile',
    'braintree_nonce',
    'return_url',
    'terms_agreed',
    'age_agreed',
    'order_note',
    'coupon_code',
    'delivery_address_id',
    'delivery_slot_id',
    'delivery_stop_id',
    'pickup_location_id',
    'booking_pax',
    'store_class_id',
    'student_name',
    'custom_data',
    'save_card',
    'amount',
  ],
  OrderStatusDetailed: ['order_id', 'auth'],
  OrderHistory: [],
  Rewards: [],
  Feedback: ['ease_of_use', 'speed', 'overall', 'comments', 'order_id'],
  DeliveryAddress: ['sub_action', 'menu_name', 'address_id', 'address1', 'postcode', 'state'],
  Push: ['sub_action', 'pn_data', 'device_state', 'timezone', 'utc_offset', 'order_id', 'map'],
  Login: [
    'method',
    'email',
    'password',
    'remember_me',
    'mobile',
    'mobile_metadata',
    'pin',
    'payload',
  ],
  Register: [
    'method',
    'name',
    'email',
    'mobile',
    'mobile_metadata',
    'password1',
    'password2',
    'country_code',
    'state',
  ],
  ThirdPartyUser: ['method', 'userid', 'usertoken'],
  Logout: [],
  CustomerAccount: ['component'],
  ChangeProfile: ['name', 'email', 'mobile', 'mobile_metadata', 'birthday'],
  CloseAccount: [],
  ForgotLogin: ['login_type', 'email', 'mobile', 'mobile_metadata'],
  ResetPassword: ['user_id', 'reset_auth', 'new_password', 'confirm_password'],
  ChangePassword: ['current_password', 'new_password', 'confirm_password'],
  ChangePin: ['old_pin', 'new_pin', 'confirm_pin'],
};

/** Every action the server knows; one this file does not describe gets the common fields only. */
export const FUZZED_ACTIONS: readonly string[] = Object.keys(actions);

const SUB_ACTIONS = [
  'add_to_order',
  'update_quantity',
  'clear_cart',
  'update_checkout',
  'repeat_order',
  'load_checkout',
  'validate',
  'register',
  'track_open',
  'timezone',
  'disabled',
  'add',
  'nonsense',
];

const CONTROL = ['\u0000', '\u0001', '\u0007', '\u001b', '\u007f', '\u0085', '\u2028', '\ufeff'];

type Pick = <T>(choices: readonly T[]) => T;

function deepJson(depth: number, array: boolean): string {
  return array
    ? '['.repeat(depth) + ']'.repeat(depth)
    : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
}

/** One value for a field: mostly plausible, often hostile. */
function fieldValue(random: () => number, pick: Pick, name: string): string {
  const roll = random();
  // Mostly short; now and then past a field's cap, or past the body's 64 KiB.
  const length = () => pick([1, 2, 64, 64, 600, 1_100, 5_000, 17_000, 70_000]);
  if (roll < 0.2) {
    if (name.endsWith('_id') || ['amount', 'booking_pax', 'speed', 'overall'].includes(name))
      return String(pick([1, 2, 3, 0, 7]));
    if (name === 'menu_name') return pick(['fig-and-olive', 'harbour-cbd', 'FIG-AND-OLIVE']);
    if (name === 'sub_action') return pick(SUB_ACTIONS);
    if (name.includes('email')) return 'fuzz@example.com';
    if (name === 'menu_item_data')
      return JSON.stringify({ menu_item_id: 1, quantity: 1, options: {}, cart_item_slot_id: -1 });
    return pick(['1', '0', 'pickup', 'delivery', 'x', '']);
  }
  if (roll < 0.3) return '';
  if (roll < 0.42)
    return pick(['a', 'é', '😀', '<script>', "'; drop table", '%00']).repeat(length());
  if (roll < 0.52) {
    const control = pick(CONTROL);
    return pick([
      control,
      `fig${control}olive`,
      `${control.repeat(3)}1`,
      `x${control}`.repeat(100),
    ]);
  }
  if (roll < 0.64)
    return pick([
      '2147483648',
      '-2147483649',
      '9007199254740993',
      '99999999999999999999999999999999999999',
      '1e308',
      '-1',
      '1.5',
      'NaN',
      'Infinity',
      '0x10',
      ' 7',
      '٣',
    ]);
  if (roll < 0.76)
    return pick([
      deepJson(pick([2, 50, 5_000, 20_000]), random() < 0.5),
      '{"__proto__":{"polluted":1}}',
      '{"constructor":{"prototype":{"x":1}}}',
      '[1,2,3]',
      'null',
      'true',
      '{',
      '{"menu_item_id":"x","quantity":1e400,"options":[]}',
      JSON.stringify({ cart_item_slot_id: 2 ** 40, quantity: -5 }),
    ]);
  return Array.from({ length: pick([1, 8, 40]) }, () =>
    String.fromCharCode(Math.floor(random() * 0xd7ff)),
  ).join('');
}

export type FuzzBody =
  { encoding: 'form'; payload: string } | { encoding: 'json'; payload: string };

/** The i-th generated body for `seed`; `sid` is a session the suite holds (sometimes used). */
export function fuzzBody(seed: number, index: number, sids: readonly string[]): FuzzBody {
  const random = seededRandom(seed * 100_003 + index);
  const pick: Pick = (choices) => choices[Math.floor(random() * choices.length)] as never;
  const action = random() < 0.95 ? pick(FUZZED_ACTIONS) : fieldValue(random, pick, 'RequestAction');
  const fields: Record<string, unknown> = {
    RequestAction: action,
    app_token: random() < 0.9 ? 'demo-app-token' : fieldValue(random, pick, 'app_token'),
    api_version: random() < 0.9 ? '7' : fieldValue(random, pick, 'api_version'),
    app_id: 'docket-fuzz',
    app_version: random() < 0.9 ? '3.1.23' : fieldValue(random, pick, 'app_version'),
    app_mode: pick(['PERSONAL', 'KIOSK', 'x']),
    local_ts: random() < 0.8 ? '1795000000' : fieldValue(random, pick, 'local_ts'),
  };
  const sidRoll = random();
  if (sidRoll < 0.5 && sids.length > 0) fields.sid = pick(sids);
  else if (sidRoll < 0.7) fields.sid = fieldValue(random, pick, 'sid');
  for (const name of ACTION_FIELDS[action] ?? []) {
    if (random() < 0.7) fields[name] = fieldValue(random, pick, name);
  }
  // Fields nobody asked for, and bracket-form nesting.
  const extra = pick([0, 0, 1, 5, 300]);
  for (let i = 0; i < extra; i++)
    fields[`junk_${i}`] =
      extra > 5 ? pick(['1', 'x', '\u0000', '']) : fieldValue(random, pick, 'junk');
  if (random() < 0.1) fields['menu_item_data[options][group_1][x][y]'] = '3';
  if (random() < 0.05) fields[`${'n'.repeat(pick([10, 5_000]))}[a]`] = '1';

  if (random() < 0.5) {
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(fields)) params.append(name, String(value));
    if (random() < 0.1) params.append('RequestAction', 'Merchant');
    return { encoding: 'form', payload: params.toString() };
  }
  // JSON: wrong types too (numbers, arrays, objects, null, nested objects).
  const json: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(fields)) {
    const typeRoll = random();
    if (typeRoll < 0.75) json[name] = value;
    else if (typeRoll < 0.82) json[name] = Number(value);
    else if (typeRoll < 0.88) json[name] = [value, value];
    else if (typeRoll < 0.94) json[name] = { value };
    else json[name] = null;
  }
  if (random() < 0.05) return { encoding: 'json', payload: JSON.stringify([json]) };
  if (random() < 0.05) json.deep = JSON.parse(deepJson(pick([100, 3_000]), false));
  return { encoding: 'json', payload: JSON.stringify(json) };
}

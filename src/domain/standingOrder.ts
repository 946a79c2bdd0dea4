/**
 * The standing-order screen's rules (spec 3 §2 'Standing orders', §4, §5, §6, §9): new and edit
 * modes, the pickup times, the weekday quantities, when the product grid shows, each store's
 * cut-offs and discounts, what Save sends, and the receipt's standing-order button.
 */
import type {
  StandingOrder,
  StandingOrderData,
  StandingOrderDelivery,
  StandingOrderFulfilment,
  StandingOrderItem,
  StandingOrderStore,
} from '../api/standingOrders';
import { isLoggedIn, isMember, type CustomerIdentity } from './roles';

/** Spec 3 §9 'Weekday quantity up to 999'. */
export const WEEKDAY_QUANTITY_MAX = 999;
/** Spec 3 §9 'Pickup step 5 minutes'. */
export const PICKUP_STEP_MINUTES = 5;

/** Monday first, as the items' qty_* fields and available_days are. */
export const WEEKDAYS = [
  { key: 'qty_mon', short: 'Mon', name: 'Monday' },
  { key: 'qty_tue', short: 'Tue', name: 'Tuesday' },
  { key: 'qty_wed', short: 'Wed', name: 'Wednesday' },
  { key: 'qty_thu', short: 'Thu', name: 'Thursday' },
  { key: 'qty_fri', short: 'Fri', name: 'Friday' },
  { key: 'qty_sat', short: 'Sat', name: 'Saturday' },
  { key: 'qty_sun', short: 'Sun', name: 'Sunday' },
] as const;
export type WeekdayQuantityKey = (typeof WEEKDAYS)[number]['key'];

export type StandingOrderMode = { mode: 'new'; id: 0 } | { mode: 'edit'; id: number };

/** The route's slug is the standing order's id: a positive one edits it, anything else is new. */
export function standingOrderMode(slug: string | undefined): StandingOrderMode {
  const id = /^\d{1,9}$/.test(slug ?? '') ? Number(slug) : 0;
  return id > 0 ? { mode: 'edit', id } : { mode: 'new', id: 0 };
}

/** 'Store and fulfilment type can only be changed in new mode'. */
export function canChangeStoreAndType(mode: StandingOrderMode['mode']): boolean {
  return mode === 'new';
}

function minutesOf(time: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

function timeOf(minutes: number): string {
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  return `${hh}:${mm}`;
}

/** The pickup times offered: every 5 minutes from `from` (rounded up to the step) through `to`. */
export function pickupTimes(from: string, to: string, step = PICKUP_STEP_MINUTES): string[] {
  const start = minutesOf(from);
  const end = minutesOf(to);
  if (start === null || end === null) return [];
  const times: string[] = [];
  for (let at = Math.ceil(start / step) * step; at <= end; at += step) times.push(timeOf(at));
  return times;
}

/** A weekday field's text as a quantity: digits only, at most 3; '' is 0; null when refused. */
export function parseWeekdayQuantity(text: string): number | null {
  if (text === '') return 0;
  if (!/^\d{1,3}$/.test(text)) return null;
  const quantity = Number(text);
  return quantity <= WEEKDAY_QUANTITY_MAX ? quantity : null;
}

/** Whether the product is sold on day `dayIndex` (0 is Monday): the field is disabled otherwise. */
export function weekdayEnabled(
  item: Pick<StandingOrderItem, 'available_days'>,
  dayIndex: number,
): boolean {
  return item.available_days[dayIndex] === 1;
}

/** The fulfilment types the store takes standing orders for, in the spec's order. */
export function offeredTypes(store: StandingOrderStore): StandingOrderFulfilment[] {
  const types: StandingOrderFulfilment[] = [];
  if (store.available_pickup === 1) types.push('pickup');
  if (store.available_dinein === 1) types.push('dinein');
  if (store.available_deliver === 1) types.push('delivery');
  return types;
}

function cutOffDays(days: number): string {
  if (days <= 0) return 'the same day';
  return days === 1 ? 'the day before' : `${days} days before`;
}

/** A store's cut-off and discount for a fulfilment type, as the screen shows them. */
export function storeTerms(
  store: StandingOrderStore,
  type: StandingOrderFulfilment,
): { cutOff: string | null; discount: string | null } {
  const time = store[`cut_off_time_${type}_12h`].trim();
  const days = store[`cut_off_days_${type}`];
  const percent = store[`discount_percent_${type}`];
  return {
    cutOff: time === '' ? null : `Order by ${time} ${cutOffDays(days)}`,
    discount: percent > 0 ? `${percent}% off` : null,
  };
}

/** Spec 3 §4 'Delivery address': valid when an address id or postcode exists, validated, postcode id above 0. */
export function deliveryReady(
  delivery: Pick<
    StandingOrderDelivery,
    'delivery_address_id' | 'delivery_postcode' | 'delivery_validated' | 'delivery_postcode_id'
  >,
): boolean {
  const located = delivery.delivery_address_id > 0 || delivery.delivery_postcode.trim() !== '';
  return located && delivery.delivery_validated === 1 && delivery.delivery_postcode_id > 0;
}

export type GridInput = {
  store: StandingOrderStore | undefined;
  order: Pick<StandingOrder, 'fulfilment_type' | 'fulfilment_time' | 'delivery_slot_id'>;
  /** The address the server last checked; null before any. */
  delivery: Parameters<typeof deliveryReady>[0] | null;
};

/** 'The product grid appears only when store, fulfilment type and required delivery options are valid.' */
export function productGridVisible({ store, order, delivery }: GridInput): boolean {
  const type = order.fulfilment_type;
  if (store === undefined || type === '' || !offeredTypes(store).includes(type)) return false;
  if (type === 'delivery') {
    return delivery !== null && deliveryReady(delivery) && order.delivery_slot_id > 0;
  }
  return pickupTimes(store.available_pickup_from, store.available_pickup_to).includes(
    order.fulfilment_time,
  );
}

/**
 * What Save sends as standing_order_data: the order without its customer, only the items with a
 * quantity (0 on days the product is not sold). Null when it lacks a store or a fulfilment type
 * (spec 3 §8 'Something went wrong, please try again').
 */
export function standingOrderSaveData(order: StandingOrder): StandingOrderData | null {
  const { customer_id: _customer, items, ...rest } = order;
  if (rest.store_id <= 0 || rest.fulfilment_type === '') return null;
  const kept = items.flatMap((item) => {
    const quantities = Object.fromEntries(
      WEEKDAYS.map(({ key }, day) => [key, weekdayEnabled(item, day) ? item[key] : 0]),
    ) as Record<WeekdayQuantityKey, number>;
    if (Object.values(quantities).every((quantity) => quantity === 0)) return [];
    return [{ menu_item_id: item.menu_item_id, options: item.options, ...quantities }];
  });
  return {
    ...rest,
    fulfilment_time: rest.fulfilment_type === 'delivery' ? '' : rest.fulfilment_time,
    items: kept,
  };
}

/** Spec 3 §4 'Standing order status: 1 Active, any other value Paused'. */
export function standingOrderStatusLabel(status: number): 'Active' | 'Paused' {
  return status === 1 ? 'Active' : 'Paused';
}

/** Spec 3 §6: members (staff and test accounts are members too); 'Kiosk is excluded from standing orders'. */
export function standingOrderAccess(
  customer: CustomerIdentity,
): 'allowed' | 'refused' | 'signed-out' {
  if (!isLoggedIn(customer)) return 'signed-out';
  return isMember(customer) ? 'allowed' : 'refused';
}

export const STANDING_ORDER_PATH = '/account/standingorder';

/** The receipt's 'Edit Standing Order' / 'Create Standing/Recurring Order' (spec 3 §2 Orders). */
export function receiptStandingOrderLink(input: {
  standingOrderId: number;
  /** The account's is_standing_orders_enabled. */
  enabled: boolean;
  customer: CustomerIdentity;
}): { label: string; path: string } | null {
  if (!input.enabled || standingOrderAccess(input.customer) !== 'allowed') return null;
  return input.standingOrderId > 0
    ? { label: 'Edit Standing Order', path: `${STANDING_ORDER_PATH}/${input.standingOrderId}` }
    : { label: 'Create Standing/Recurring Order', path: STANDING_ORDER_PATH };
}

/**
 * The rules a standing order must keep to be saved (spec 3 §2 'Standing orders', §5, §9): pure,
 * with the store's settings and products passed in.
 *
 * - a fulfilment type, one the store takes standing orders for; in edit mode the store and the
 *   type stay as saved;
 * - pickup and dine-in: a time 'HH:mm' in 5-minute steps within the store's pickup window;
 * - per product row: the product on the store's menu, valid options for it, whole quantities from
 *   0 to 999, and 0 on days the product is not sold; at least one quantity above 0.
 */
import {
  MAX_WEEKDAY_QTY,
  STANDING_ORDER_FULFILMENT,
  STANDING_ORDER_WEEKDAYS,
  type StandingOrderFulfilment,
  type StandingOrderWeekday,
} from '@api/standingOrders';
import { clockMinutes } from '@domain/calendar';
import { modifierToast, validateModifiers } from '@domain/modifierValidation';
import {
  SERVER_PHRASES,
  standingOrderDayMessage,
  standingOrderTimeMessage,
} from '@domain/serverPhrases';
import { formatClock } from '@domain/calendar';
import { selectionFromPayload } from '../cart/itemLine';
import type { StoreProducts } from './products';
import { offersType, type StoreSettings } from './stores';

/** Spec 3 §9 'Pickup step 5 minutes'. */
export const PICKUP_STEP_MINUTES = 5;

export type QtyKey = `qty_${StandingOrderWeekday}`;
export const QTY_KEYS = STANDING_ORDER_WEEKDAYS.map((day) => `qty_${day}` as QtyKey);

/** One product row as saved. */
export type ItemInput = { menu_item_id: number; options: number[] } & Record<QtyKey, number>;

/** What save reads from standing_order_data, before the rules. */
export type StandingOrderInput = {
  store_id: number;
  fulfilment_type: string;
  fulfilment_time: string;
  contactless: boolean;
  note: string;
  student_name: string;
  delivery_slot_id: number;
  status: number;
  items: { menu_item_id: number; options: number[]; qty: Record<QtyKey, unknown> }[];
};

const WEEKDAY_NAMES: Record<StandingOrderWeekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

export function weekdayName(day: StandingOrderWeekday): string {
  return WEEKDAY_NAMES[day];
}

export function isFulfilment(type: string): type is StandingOrderFulfilment {
  return (STANDING_ORDER_FULFILMENT as readonly string[]).includes(type);
}

/** 'HH:mm' in 5-minute steps within [from, to], or the message saying what is allowed. */
export function pickupTimeProblem(time: string, from: string, to: string): string | null {
  const problem = standingOrderTimeMessage(formatClock(from), formatClock(to));
  if (!/^\d{2}:\d{2}$/.test(time)) return problem;
  const minutes = clockMinutes(time);
  const inWindow = minutes >= clockMinutes(from) && minutes <= clockMinutes(to);
  return inWindow && minutes % PICKUP_STEP_MINUTES === 0 && Number(time.slice(3)) < 60
    ? null
    : problem;
}

/** A quantity the rules accept: a whole number from 0 to 999. */
export function isQuantity(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) <= MAX_WEEKDAY_QTY;
}

export type CheckedOrder = {
  type: StandingOrderFulfilment;
  time: string;
  items: ItemInput[];
};

export function checkStandingOrder(
  input: StandingOrderInput,
  context: {
    settings: StoreSettings;
    products: StoreProducts;
    /** Edit mode: what was saved. */
    saved: { storeId: number; type: string } | null;
  },
): { ok: true; order: CheckedOrder } | { ok: false; message: string } {
  const refuse = (message: string) => ({ ok: false as const, message });
  const { settings, products, saved } = context;
  if (input.fulfilment_type === '') return refuse(SERVER_PHRASES.fulfilmentTypeRequired);
  if (saved && (saved.storeId !== input.store_id || saved.type !== input.fulfilment_type))
    return refuse(SERVER_PHRASES.standingOrderFixed);
  const type = input.fulfilment_type;
  if (!isFulfilment(type) || !offersType(settings, type))
    return refuse(SERVER_PHRASES.standingOrderTypeUnavailable);
  let time = '';
  if (type !== 'delivery') {
    time = input.fulfilment_time.trim();
    const problem = pickupTimeProblem(time, settings.pickup_from, settings.pickup_to);
    if (problem) return refuse(problem);
  }
  const items: ItemInput[] = [];
  let anyQuantity = false;
  for (const row of input.items) {
    const product = products.byId.get(row.menu_item_id);
    if (!product) return refuse(SERVER_PHRASES.menuItemDoesNotExist);
    const groups = product.entry.details.options;
    if (row.options.length > 0 && groups.length === 0)
      return refuse(SERVER_PHRASES.productHasNoOptions);
    const selection = selectionFromPayload(
      groups,
      Object.fromEntries(row.options.map((id) => [`option_${id}`, 1])),
    );
    if (selection === null) return refuse(SERVER_PHRASES.invalidItemOptions);
    const optionProblem = modifierToast(validateModifiers(groups, selection));
    if (optionProblem !== null) return refuse(optionProblem);
    const item = { menu_item_id: row.menu_item_id, options: row.options } as ItemInput;
    for (const [index, day] of STANDING_ORDER_WEEKDAYS.entries()) {
      const key = QTY_KEYS[index] as QtyKey;
      const quantity = row.qty[key] ?? 0;
      if (!isQuantity(quantity)) return refuse(SERVER_PHRASES.standingOrderQuantity);
      if (quantity > 0 && !product.availableDays[index])
        return refuse(standingOrderDayMessage(product.entry.item.name, weekdayName(day)));
      if (quantity > 0) anyQuantity = true;
      item[key] = quantity;
    }
    items.push(item);
  }
  if (!anyQuantity) return refuse(SERVER_PHRASES.standingOrderEmpty);
  return { ok: true, order: { type, time, items } };
}

/**
 * standing_order_data as save and status read it (src/api/standingOrders.ts StandingOrderData):
 * JSON of the standing order; null when it is missing or not an object with an items list, which
 * is answered 'Something went wrong, please try again' (spec 3 §8). Quantities are kept as sent,
 * for the rules to refuse with their own words.
 */
import { QTY_KEYS, type QtyKey, type StandingOrderInput } from './rules';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const int = (value: unknown): number => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) ? number : 0;
};

const text = (value: unknown, max: number): string =>
  typeof value === 'string' ? value.trim().slice(0, max) : '';

/** A quantity as sent: a number, or a digit string a form field may carry. */
const quantity = (value: unknown): unknown =>
  typeof value === 'string' && /^\d{1,4}$/.test(value.trim()) ? Number(value) : (value ?? 0);

export function parseStandingOrderData(
  raw: string | undefined,
  /** status needs only the id and the status. */
  needs: 'items' | 'status' = 'items',
): (StandingOrderInput & { id: number }) | null {
  if (raw === undefined || raw.trim() === '') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isObject(parsed)) return null;
  if (!Array.isArray(parsed.items) && (needs === 'items' || parsed.items !== undefined))
    return null;
  const items: StandingOrderInput['items'] = [];
  for (const item of Array.isArray(parsed.items) ? parsed.items : []) {
    if (!isObject(item)) return null;
    const options = Array.isArray(item.options) ? item.options : [];
    if (!options.every((id) => Number.isSafeInteger(id))) return null;
    items.push({
      menu_item_id: int(item.menu_item_id),
      options: options as number[],
      qty: Object.fromEntries(QTY_KEYS.map((key) => [key, quantity(item[key])])) as Record<
        QtyKey,
        unknown
      >,
    });
  }
  return {
    id: int(parsed.id),
    store_id: int(parsed.store_id),
    fulfilment_type: text(parsed.fulfilment_type, 20),
    fulfilment_time: text(parsed.fulfilment_time, 10),
    contactless: int(parsed.contactless) === 1 || parsed.contactless === true,
    note: text(parsed.note, 500),
    student_name: text(parsed.student_name, 100),
    delivery_slot_id: int(parsed.delivery_slot_id),
    status: int(parsed.status),
    items,
  };
}

/**
 * StandingOrders' answer (src/api/standingOrders.ts), the same for load, save and status: the
 * standing order (an empty one in new mode) with a row for every product of the store's menu, the
 * saved rows first, the stores the member may use, the delivery part, the merchant and the
 * customer's means of payment.
 */
import type { Kysely } from 'kysely';
import type {
  StandingOrder,
  StandingOrderDelivery,
  StandingOrderItem,
  StandingOrdersResponse,
} from '@api/standingOrders';
import { joinAddressParts } from '@domain/addressParts';
import { customerBalanceCents } from '../accounts/balance';
import { savedCardOf } from '../accounts/savedCard';
import type { Database } from '../db/schema';
import type { StoreProduct, StoreProducts } from './products';
import type { StoredStandingOrder } from './records';
import { storeAnswer, type StandingOrderStoreRow } from './stores';

const flag = (on: boolean) => (on ? 1 : 0);

const ZERO_QUANTITIES = {
  qty_mon: 0,
  qty_tue: 0,
  qty_wed: 0,
  qty_thu: 0,
  qty_fri: 0,
  qty_sat: 0,
  qty_sun: 0,
};

function itemAnswer(
  product: StoreProduct,
  store: StandingOrderStoreRow,
  chosen: { options: number[] } & typeof ZERO_QUANTITIES,
): StandingOrderItem {
  const { item, details } = product.entry;
  const s = store.settings;
  return {
    menu_item_id: item.id,
    category_id: product.categoryId,
    category_desc: product.categoryName,
    menu_item_desc: item.name,
    price: details.base_price,
    options_available: flag(details.options.length > 0),
    options: chosen.options,
    qty_mon: chosen.qty_mon,
    qty_tue: chosen.qty_tue,
    qty_wed: chosen.qty_wed,
    qty_thu: chosen.qty_thu,
    qty_fri: chosen.qty_fri,
    qty_sat: chosen.qty_sat,
    qty_sun: chosen.qty_sun,
    available_pickup: flag(s.available_pickup),
    available_dinein: flag(s.available_dinein),
    available_deliver: flag(s.available_delivery),
    available_days: product.availableDays.map(flag),
  };
}

function itemsAnswer(
  store: StandingOrderStoreRow,
  products: StoreProducts,
  saved: StoredStandingOrder | null,
): StandingOrderItem[] {
  const rows: StandingOrderItem[] = [];
  const savedIds = new Set<number>();
  for (const item of saved?.items ?? []) {
    const product = products.byId.get(item.menu_item_id);
    if (!product) continue;
    savedIds.add(item.menu_item_id);
    rows.push(itemAnswer(product, store, item));
  }
  for (const product of products.products)
    if (!savedIds.has(product.entry.item.id))
      rows.push(itemAnswer(product, store, { options: [], ...ZERO_QUANTITIES }));
  return rows;
}

function standingOrderAnswer(
  store: StandingOrderStoreRow,
  customerId: number,
  saved: StoredStandingOrder | null,
  items: StandingOrderItem[],
): StandingOrder {
  const row = saved?.row;
  return {
    id: row?.id ?? 0,
    store_id: store.id,
    menu_id: store.menuId,
    customer_id: customerId,
    customer_billing_id: 0,
    fulfilment_type: row?.fulfilment_type ?? '',
    fulfilment_time: row?.fulfilment_time ?? '',
    contactless: flag(row?.contactless ?? false),
    payment_method: row?.payment_method ?? 'advance',
    pickup_location_id: row?.pickup_location_id ?? 0,
    delivery_address_id: row?.delivery_address_id ?? 0,
    delivery_slot_id: row?.delivery_slot_id ?? 0,
    delivery_stop_id: row?.delivery_stop_id ?? 0,
    student_name: row?.student_name ?? '',
    store_class_id: row?.store_class_id ?? 0,
    note: row?.note ?? '',
    status: row?.status === 1 ? 1 : 0,
    items,
  };
}

async function deliveryAnswer(
  db: Kysely<Database>,
  store: StandingOrderStoreRow,
  saved: StoredStandingOrder | null,
): Promise<StandingOrderDelivery> {
  const row = saved?.row;
  const slots = store.settings.available_delivery
    ? await db
        .selectFrom('delivery_slots')
        .select(['id', 'display_label'])
        .where('merchant_id', '=', store.id)
        .where('active', '=', true)
        .where('only_date', 'is', null)
        .orderBy('position')
        .orderBy('id')
        .execute()
    : [];
  const parts = {
    address1: row?.delivery_address1 ?? '',
    address2: row?.delivery_address2 ?? '',
    city: row?.delivery_city ?? '',
    state: row?.delivery_state ?? '',
    postcode: row?.delivery_postcode ?? '',
    country: row?.delivery_country ?? '',
  };
  return {
    delivery_address_id: row?.delivery_address_id ?? 0,
    delivery_address: parts.address1 === '' ? '' : joinAddressParts(parts),
    delivery_address1: parts.address1,
    delivery_address2: parts.address2,
    delivery_city: parts.city,
    delivery_state: parts.state,
    delivery_postcode: parts.postcode,
    delivery_country: parts.country,
    delivery_validated: flag((row?.delivery_postcode_id ?? 0) > 0),
    delivery_postcode_id: row?.delivery_postcode_id ?? 0,
    delivery_slot_id: row?.delivery_slot_id ?? 0,
    delivery_slots: slots.map((slot) => ({
      delivery_slot_id: slot.id,
      display_label: slot.display_label,
      available_str: '',
    })),
  };
}

export async function standingOrdersAnswer(
  db: Kysely<Database>,
  input: {
    message: string;
    customerId: number;
    store: StandingOrderStoreRow;
    stores: StandingOrderStoreRow[];
    products: StoreProducts;
    saved: StoredStandingOrder | null;
  },
): Promise<StandingOrdersResponse> {
  const { store, saved } = input;
  const [delivery, card, balance] = await Promise.all([
    deliveryAnswer(db, store, saved),
    savedCardOf(db, input.customerId),
    customerBalanceCents(db, input.customerId),
  ]);
  return {
    message: input.message,
    standing_order: standingOrderAnswer(
      store,
      input.customerId,
      saved,
      itemsAnswer(store, input.products, saved),
    ),
    stores: input.stores.map(storeAnswer),
    delivery,
    merchant: { id: store.id, name: store.name, currency_sign: store.currencySign },
    customer: { id: input.customerId, has_saved_card: flag(card !== null), balance },
  };
}

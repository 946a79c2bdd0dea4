/**
 * The staff order board's reads: today's orders at a merchant, in the merchant's own
 * date (src/domain/staffBoard.ts isDueOn), each as the board shows it (src/api/staff.ts).
 */
import type { Kysely } from 'kysely';
import type { StaffOrder, StaffOrdersResponse } from '@api/staff';
import { localClock } from '@domain/calendar';
import { orderStatusCode } from '@domain/orderStatusCode';
import { refundKindOf } from '@domain/cancelRefund';
import { boardStatusLabel, isDueOn } from '@domain/staffBoard';
import type { Database } from '../db/schema';
import { refundsOf } from '../orders/refund';
import { isOrderStatus } from '../orders/status';

/** Orders placed this long ago may still be due today (an order for later is due on its date). */
const LOOKBACK_MS = 2 * 24 * 60 * 60 * 1000;

type OrderRow = {
  id: number;
  order_number: string;
  status: string;
  created_at: Date;
  fulfilment_type: string;
  fulfilment_date: string | null;
  fulfilment_time: string | null;
  fulfilment_asap: boolean;
  fulfilment_detail: string;
  contact_name: string;
  note: string;
  total_cents: number;
  payment_method: string;
  payment_amount_cents: number;
};

const ORDER_COLUMNS = [
  'orders.id',
  'orders.order_number',
  'orders.status',
  'orders.created_at',
  'orders.fulfilment_type',
  'orders.fulfilment_date',
  'orders.fulfilment_time',
  'orders.fulfilment_asap',
  'orders.fulfilment_detail',
  'orders.contact_name',
  'orders.note',
  'orders.total_cents',
  'orders.payment_method',
  'orders.payment_amount_cents',
] as const;

async function boardOrders(
  db: Kysely<Database>,
  rows: OrderRow[],
  timezone: string,
): Promise<StaffOrder[]> {
  if (rows.length === 0) return [];
  const items = await db
    .selectFrom('order_items')
    .select(['order_id', 'name', 'quantity', 'option_lines'])
    .where(
      'order_id',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy('order_id')
    .orderBy('position')
    .orderBy('id')
    .execute();
  const refunds = await refundsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const refund = refunds.get(row.id);
    const status = isOrderStatus(row.status) ? row.status : 'placed';
    return {
      id: row.id,
      order_number: row.order_number,
      status,
      nstatus: orderStatusCode(status),
      status_label: boardStatusLabel(status),
      placed_at: localClock(row.created_at, timezone).iso,
      fulfilment_type: row.fulfilment_type,
      fulfilment_when:
        row.fulfilment_asap || row.fulfilment_date === null
          ? 'ASAP'
          : `${row.fulfilment_date}T${row.fulfilment_time ?? '00:00'}`,
      fulfilment_detail: row.fulfilment_detail,
      customer_name: row.contact_name,
      items: items
        .filter((item) => item.order_id === row.id)
        .map((item) => ({
          name: item.name,
          quantity: item.quantity,
          option_lines: item.option_lines,
        })),
      note: row.note,
      grand_total: row.total_cents,
      payment: {
        kind: refundKindOf({ method: row.payment_method, amountCents: row.payment_amount_cents }),
        amount: row.payment_amount_cents,
      },
      refund: refund
        ? { kind: refund.kind, state: refund.state, amount: refund.amountCents }
        : null,
    };
  });
}

/** Today's orders at the merchant, newest first; null when the merchant is not the brand's. */
export async function readStaffBoard(
  db: Kysely<Database>,
  input: { brandId: number; merchantId: number; now: Date },
): Promise<StaffOrdersResponse | null> {
  const merchant = await db
    .selectFrom('merchants')
    .select(['id', 'name', 'timezone', 'locale'])
    .where('id', '=', input.merchantId)
    .where('brand_id', '=', input.brandId)
    .executeTakeFirst();
  if (!merchant) return null;
  const today = localClock(input.now, merchant.timezone).date;
  const since = new Date(input.now.getTime() - LOOKBACK_MS);
  const rows = await db
    .selectFrom('orders')
    .select(ORDER_COLUMNS)
    .where('orders.merchant_id', '=', merchant.id)
    .where((eb) => eb.or([eb('created_at', '>=', since), eb('fulfilment_date', '=', today)]))
    .orderBy('orders.created_at', 'desc')
    .orderBy('orders.id', 'desc')
    .execute();
  const due = rows.filter((row) =>
    isDueOn(
      {
        placedDate: localClock(row.created_at, merchant.timezone).date,
        fulfilmentDate: row.fulfilment_date,
        asap: row.fulfilment_asap,
      },
      today,
    ),
  );
  return {
    merchant: {
      id: merchant.id,
      name: merchant.name,
      currency_sign: merchant.locale.currency_sign,
    },
    date: today,
    orders: await boardOrders(db, due, merchant.timezone),
  };
}

/** One order of the merchant as the board shows it; null when it is not the merchant's. */
export async function readStaffOrder(
  db: Kysely<Database>,
  input: { merchantId: number; orderId: number },
): Promise<StaffOrder | null> {
  const row = await db
    .selectFrom('orders')
    .innerJoin('merchants', 'merchants.id', 'orders.merchant_id')
    .select([...ORDER_COLUMNS, 'merchants.timezone'])
    .where('orders.id', '=', input.orderId)
    .where('orders.merchant_id', '=', input.merchantId)
    .executeTakeFirst();
  if (!row) return null;
  const [order] = await boardOrders(db, [row], row.timezone);
  return order ?? null;
}

/**
 * The shared work of DeliverySlots, DeliveryStops and PickupLocations: which merchant, which date,
 * the merchant's entries of that kind and the orders already placed for them in the window.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { resolveTarget, type CallTarget } from '../cart/target';
import { merchantTrading } from '../menu/summary';
import {
  fail,
  succeed,
  type ActionContext,
  type ActionResult,
  type RequestFields,
} from '../protocol/context';
import { MESSAGES } from '../protocol/messages';
import { isCalendarDate } from '@domain/calendar';
import type { ScheduleAnswer, ScheduleKind } from '@api/fulfilmentSchedules';
import {
  scheduleAnswer,
  scheduleWindow,
  takenKey,
  type ScheduleEntry,
  type ScheduleInput,
} from './offer';

const ORDER_COLUMN = {
  slots: 'delivery_slot_id',
  stops: 'delivery_stop_id',
  locations: 'pickup_location_id',
} as const;

function emptyAnswer(date: string): ScheduleAnswer {
  return { date, entries: [], calendar: [], invalidDays: [] };
}

/**
 * The target and date of a schedule call. `gate` may stop early with an empty answer (the slots'
 * postcode check).
 */
export async function loadSchedule(
  ctx: ActionContext,
  fields: RequestFields,
  kind: ScheduleKind,
  gate?: (target: CallTarget) => Promise<boolean>,
): Promise<ActionResult<ScheduleAnswer>> {
  const target = await resolveTarget(ctx, ctx.db, fields);
  if (!target.ok) return target;
  const trading = merchantTrading(target.data.config, ctx.now);
  const requested = fields.fulfilment_date?.trim() ?? '';
  const date = requested === '' ? trading.clock.date : requested;
  if (!isCalendarDate(date)) return fail(MESSAGES.invalidFulfilmentDate);
  if (gate && !(await gate(target.data))) return succeed(emptyAnswer(date));

  return succeed(scheduleAnswer(date, await scheduleInput(ctx.db, target.data, ctx.now, kind)));
}

/**
 * What the offer rules need for one kind of entry at `now`: the merchant's entries and the orders
 * already placed for them in the ordering window (SubmitOrder checks its slot, stop or location
 * with the same rules).
 */
export async function scheduleInput(
  db: Kysely<Database>,
  target: Pick<CallTarget, 'config' | 'merchantId'>,
  now: Date,
  kind: ScheduleKind,
): Promise<ScheduleInput> {
  const { config, merchantId } = target;
  const trading = merchantTrading(config, now);
  const [first, last] = scheduleWindow(trading.clock, trading.orderForLater);
  const column = ORDER_COLUMN[kind];
  const [entries, placed] = await Promise.all([
    loadEntries(db, kind, merchantId),
    db
      .selectFrom('orders')
      .select([`${column} as entry_id`, 'fulfilment_date', (eb) => eb.fn.countAll().as('n')])
      .where('merchant_id', '=', merchantId)
      .where('status', '<>', 'cancelled')
      .where(column, 'is not', null)
      .where('fulfilment_date', '>=', first)
      .where('fulfilment_date', '<=', last)
      .groupBy([column, 'fulfilment_date'])
      .execute(),
  ]);
  const taken = new Map<string, number>();
  for (const row of placed) {
    if (row.entry_id !== null && row.fulfilment_date !== null)
      taken.set(takenKey(row.entry_id, row.fulfilment_date), Number(row.n));
  }
  return {
    entries,
    taken,
    clock: trading.clock,
    weekly: config.weekly,
    specials: config.specials,
    orderForLater: trading.orderForLater,
    trading: config.row.status === 'trading',
  };
}

async function loadEntries(
  db: Kysely<Database>,
  kind: ScheduleKind,
  merchantId: number,
): Promise<ScheduleEntry[]> {
  const common = [
    'id',
    'display_label',
    'weekdays',
    'only_date',
    'cut_off_time',
    'cut_off_days_before',
    'capacity',
  ] as const;
  if (kind === 'slots') {
    const rows = await db
      .selectFrom('delivery_slots')
      .select([...common, 'start_time', 'end_time'])
      .where('merchant_id', '=', merchantId)
      .where('active', '=', true)
      .orderBy('position')
      .orderBy('start_time')
      .orderBy('id')
      .execute();
    return rows.map(({ start_time, end_time, ...row }) => ({
      ...row,
      start: start_time,
      end: end_time,
    }));
  }
  if (kind === 'stops') {
    const rows = await db
      .selectFrom('delivery_stops')
      .select([...common, 'stop_time'])
      .where('merchant_id', '=', merchantId)
      .where('active', '=', true)
      .orderBy('position')
      .orderBy('id')
      .execute();
    return rows.map(({ stop_time, ...row }) => ({ ...row, start: stop_time, end: null }));
  }
  const rows = await db
    .selectFrom('pickup_locations')
    .select([...common])
    .where('merchant_id', '=', merchantId)
    .where('active', '=', true)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...row, start: null, end: null }));
}

/**
 * Seeds where and when each brand delivers and hands over orders (spec 1 §2.5, §3 'Slot, stop and
 * location entries'), and its promo codes: delivery postcodes with fee and minimum, delivery slots,
 * delivery stops and pickup locations with capacities and cut-offs, per merchant slug. Written once
 * per database under its own seed key, so a database seeded before carts existed gets them at its
 * next start.
 */
import type { Kysely } from 'kysely';
import type { WeekdayKey } from '@api/weekdays';
import { formatClock } from '@domain/calendar';
import type { Database, PromoKind } from '../schema';
import { merchantIdsBySlug } from './merchantIdsBySlug';

export const SCHEDULES_SEED_KEY = 'fulfilment-schedules';
export const SCHEDULES_SEED_VERSION = 1;

type SeedEntry = {
  /** Absent: every day. */
  days?: readonly WeekdayKey[];
  /** 'yyyy-MM-dd': this date only. */
  onlyDate?: string;
  /** 'HH:mm'; absent: the entry's own time, or the end of trading. */
  cutOff?: string;
  cutOffDaysBefore?: number;
  capacity: number;
};

export type SeedMerchantSchedules = {
  /** [postcode, suburb, state, fee cents, minimum order cents, delivery minutes?] */
  postcodes: readonly (readonly [string, string, string, number, number, number?])[];
  /** Labelled from their times, e.g. '11:30 am – 12:00 pm'. */
  slots: readonly (SeedEntry & { start: string; end: string })[];
  stops: readonly (SeedEntry & { label: string; address: string; time: string })[];
  locations: readonly (SeedEntry & { label: string; desc?: string })[];
};

export type SeedPromo = {
  code: string;
  description: string;
  kind: PromoKind;
  value: number;
  minOrder?: number;
  startsOn?: string;
  endsOn?: string;
  /** A merchant slug; absent: every merchant of the brand. */
  merchant?: string;
};

export type SeedSchedules = {
  merchants: Readonly<Record<string, SeedMerchantSchedules>>;
  promos: readonly SeedPromo[];
};

/** '11:30', '12:00' → '11:30 am – 12:00 pm' */
export function slotLabel(start: string, end: string): string {
  return `${formatClock(start)} – ${formatClock(end)}`;
}

function entryColumns(merchantId: number, entry: SeedEntry, position: number) {
  return {
    merchant_id: merchantId,
    weekdays: JSON.stringify(entry.days ?? ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']),
    only_date: entry.onlyDate ?? null,
    cut_off_time: entry.cutOff ?? null,
    cut_off_days_before: entry.cutOffDaysBefore ?? 0,
    capacity: entry.capacity,
    position,
  };
}

export async function insertSchedules(
  db: Kysely<Database>,
  brandId: number,
  seed: SeedSchedules,
): Promise<void> {
  const idOf = await merchantIdsBySlug(db, brandId);

  for (const [slug, schedules] of Object.entries(seed.merchants)) {
    const merchantId = idOf.get(slug);
    if (merchantId === undefined) continue;
    if (schedules.postcodes.length) {
      await db
        .insertInto('delivery_postcodes')
        .values(
          schedules.postcodes.map(([postcode, suburb, state, fee, minimum, minutes]) => ({
            merchant_id: merchantId,
            postcode,
            suburb,
            state,
            delivery_fee_cents: fee,
            min_order_cents: minimum,
            delivery_mins: minutes ?? null,
          })),
        )
        .execute();
    }
    if (schedules.slots.length) {
      await db
        .insertInto('delivery_slots')
        .values(
          schedules.slots.map((slot, position) => ({
            ...entryColumns(merchantId, slot, position),
            display_label: slotLabel(slot.start, slot.end),
            start_time: slot.start,
            end_time: slot.end,
          })),
        )
        .execute();
    }
    if (schedules.stops.length) {
      await db
        .insertInto('delivery_stops')
        .values(
          schedules.stops.map((stop, position) => ({
            ...entryColumns(merchantId, stop, position),
            display_label: `${stop.label}, ${formatClock(stop.time)}`,
            address: stop.address,
            stop_time: stop.time,
          })),
        )
        .execute();
    }
    if (schedules.locations.length) {
      await db
        .insertInto('pickup_locations')
        .values(
          schedules.locations.map((location, position) => ({
            ...entryColumns(merchantId, location, position),
            display_label: location.label,
            description: location.desc ?? '',
          })),
        )
        .execute();
    }
  }

  if (seed.promos.length) {
    await db
      .insertInto('promo_codes')
      .values(
        seed.promos.map((promo) => ({
          brand_id: brandId,
          merchant_id: promo.merchant ? (idOf.get(promo.merchant) ?? null) : null,
          code: promo.code.toUpperCase(),
          description: promo.description,
          kind: promo.kind,
          value: promo.value,
          min_order_cents: promo.minOrder ?? 0,
          starts_on: promo.startsOn ?? null,
          ends_on: promo.endsOn ?? null,
        })),
      )
      .execute();
  }
}

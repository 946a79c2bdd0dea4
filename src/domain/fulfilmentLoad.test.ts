import { describe, expect, it } from 'vitest';
import type { FulfilmentTypeSettings, MenuAvailability } from '../api/merchant';
import { checkSelection, selectionAfterLoad } from './fulfilmentLoad';
import type { LinkFields } from './fulfilmentPopup';
import { EMPTY_SELECTION, type SelectedFulfilment } from './fulfilmentReset';
import { typeTiming, type MenuForTiming } from './typeTiming';

/** Wed 15 Jan 2025, 10:02 in the store. */
const NOW = Date.UTC(2025, 0, 15, 10, 2);

function everyDay(clock: string): MenuAvailability['available_from_by_day'] {
  return { mon: clock, tue: clock, wed: clock, thu: clock, fri: clock, sat: clock, sun: clock };
}

const availability: MenuAvailability = {
  available_mon: 1,
  available_tue: 1,
  available_wed: 1,
  available_thu: 1,
  available_fri: 1,
  available_sat: 1,
  available_sun: 1,
  available_from: '07:00',
  available_to: '21:00',
  available_from_by_day: everyDay('07:00'),
  available_to_by_day: everyDay('21:00'),
  available_today: 1,
  order_for_later: 1,
  online_status: 'online',
  special_dates: [],
};
const MENU: MenuForTiming = { availability, is_order_for_later_enabled: 1 };

function type(
  code: FulfilmentTypeSettings['code'],
  over: Partial<FulfilmentTypeSettings> = {},
  today: Partial<FulfilmentTypeSettings['availability']> = {},
): FulfilmentTypeSettings {
  return {
    code,
    asap: 1,
    display_store_closed_text: 1,
    time_frame: 'datetime',
    time_type: 'user',
    min_notice: 15,
    time_block: 5,
    location_label: '',
    location_options: [],
    address_required: 0,
    table_num_required: 0,
    table_num_label: 'Table',
    table_num_desc: '',
    table_num_qr_scanner: 0,
    booking_ref_required: 0,
    booking_ref_label: '',
    booking_ref_desc: '',
    booking_name_required: 0,
    booking_name_label: '',
    booking_name_desc: '',
    booking_pax_required: 0,
    booking_pax_label: '',
    booking_pax_desc: '',
    booking_qr_scanner: 0,
    desc: '',
    verb: code,
    delivery_mins: 0,
    availability: {
      available_from: '07:00',
      available_today: 1,
      order_for_later: 1,
      online_status: 'online',
      unavailable_reason: '',
      available_text_pickup: '',
      available_text_deliver: '',
      available_text_dinein: '',
      ...today,
    },
    ...over,
  };
}

const PICKUP = type('pickup');
const DELIVERY = type('delivery', { asap: 0, time_type: 'slots', address_required: 1 });
const DINE_IN = type('dinein', { time_type: 'none', table_num_required: 1 });
const NO_LINK: LinkFields = { fulfil: null };

const afterLoad = (
  offered: FulfilmentTypeSettings[],
  over: { held?: SelectedFulfilment; link?: LinkFields; applyLink?: boolean; now?: number } = {},
) =>
  selectionAfterLoad({
    held: over.held ?? EMPTY_SELECTION,
    offered,
    menu: MENU,
    now: over.now ?? NOW,
    postcodeId: 0,
    link: over.link ?? NO_LINK,
    applyLink: over.applyLink ?? true,
  });

describe('typeTiming (spec 1 §5 Date picker, §2.5 ASAP)', () => {
  it('ASAP is now plus min_notice on the 5-minute grid', () => {
    const timing = typeTiming(PICKUP, MENU, NOW);
    expect(timing).toMatchObject({ orderForLater: true, online: true });
    expect(timing.asapAt).toBe(Date.UTC(2025, 0, 15, 10, 20));
  });
  it.each<[string, FulfilmentTypeSettings, MenuForTiming, number, boolean]>([
    ['the type does not allow ASAP', type('pickup', { asap: 0 }), MENU, NOW, false],
    ['the type is offline', type('pickup', {}, { online_status: 'offline' }), MENU, NOW, false],
    [
      'today is unavailable for the type',
      type('pickup', {}, { available_today: 0 }),
      MENU,
      NOW,
      false,
    ],
    ['after closing time', PICKUP, MENU, Date.UTC(2025, 0, 15, 20, 50), false],
    ['during trading', PICKUP, MENU, NOW, true],
  ])('%s → ASAP possible: %s', (_name, settings, menu, now, possible) => {
    expect(typeTiming(settings, menu, now).asapAt !== null).toBe(possible);
  });
  it('order for later needs both the menu and the type to allow it', () => {
    expect(typeTiming(PICKUP, { ...MENU, is_order_for_later_enabled: 0 }, NOW).orderForLater).toBe(
      false,
    );
    expect(typeTiming(type('pickup', {}, { order_for_later: 0 }), MENU, NOW).orderForLater).toBe(
      false,
    );
  });
});

describe('selectionAfterLoad (spec 1 §4 Menu load and Views)', () => {
  it('"If exactly one fulfilment type exists, it allows ASAP and is available today, ASAP today is chosen without a popup"', () => {
    expect(afterLoad([PICKUP])).toMatchObject({ code: 'pickup', asap: true });
  });
  it.each<[string, FulfilmentTypeSettings[]]>([
    ['two types', [PICKUP, DELIVERY]],
    ['one type without ASAP', [type('pickup', { asap: 0 })]],
    ['one type not available today', [type('pickup', {}, { available_today: 0 })]],
  ])('no automatic ASAP with %s', (_name, offered) => {
    expect(afterLoad(offered)).toBeNull();
  });
  it('no automatic ASAP once closed for the day, nor over a complete choice', () => {
    expect(afterLoad([PICKUP], { now: Date.UTC(2025, 0, 15, 20, 50) })).toBeNull();
    const later = {
      ...EMPTY_SELECTION,
      code: 'pickup' as const,
      datetime: Date.UTC(2025, 0, 16, 12, 5),
    };
    expect(afterLoad([PICKUP], { held: later })).toBeNull();
  });
  it('a link with a table chooses dine-in with it, before the one-type rule', () => {
    expect(afterLoad([PICKUP, DINE_IN], { link: { fulfil: null, table: '12' } })).toMatchObject({
      code: 'dinein',
      dineinTableNum: '12',
    });
  });
  it('a link already applied is not applied again', () => {
    expect(
      afterLoad([PICKUP, DINE_IN], { link: { fulfil: null, table: '12' }, applyLink: false }),
    ).toBeNull();
  });
});

describe('checkSelection', () => {
  it('finds the type and its issues; list types are "scheduled"', () => {
    const delivery = { ...EMPTY_SELECTION, code: 'delivery' as const };
    const check = checkSelection(delivery, [PICKUP, DELIVERY], NOW, 0);
    expect(check.settings).toBe(DELIVERY);
    expect(check.scheduled).toBe(true);
    expect(check.issues.map((issue) => issue.field)).toEqual([
      'deliveryAddress',
      'deliverySlot',
      'datetime',
    ]);
    expect(checkSelection(EMPTY_SELECTION, [PICKUP], NOW, 0).issues.map((i) => i.field)).toEqual([
      'code',
    ]);
  });
});

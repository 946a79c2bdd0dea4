import { describe, expect, it } from 'vitest';
import {
  ALMOST_FULL_BELOW,
  availableText,
  isAlmostFull,
  locationId,
  selectAfterDateChange,
  slotId,
  stopId,
  type DeliverySlot,
  type DeliveryStop,
  type PickupLocation,
} from './slotSelection';

const slot = (id: number, label = `Slot ${id}`): DeliverySlot => ({
  delivery_slot_id: id,
  display_label: label,
  cut_off_time_str: 'Order by 10 am',
  available: 40,
});

describe('selectAfterDateChange (spec 1 §4: "the current selection is kept if still offered, else the first entry is chosen, else cleared")', () => {
  const list = [slot(5, '11–12'), slot(7, '12–1'), slot(9, '1–2')];
  it.each<[string, number, DeliverySlot[], number, string]>([
    ['"kept if still offered"', 7, list, 7, '12–1'],
    ['"else the first entry is chosen"', 8, list, 5, '11–12'],
    ['nothing chosen before: the first entry', 0, list, 5, '11–12'],
    ['"else cleared"', 7, [], 0, ''],
  ])('%s', (_quote, current, entries, id, desc) => {
    const choice = selectAfterDateChange(current, entries, slotId);
    expect(choice.id).toBe(id);
    expect(choice.desc).toBe(desc);
    expect(choice.entry === null).toBe(id === 0);
  });

  it('works the same for stops and pickup locations', () => {
    const base = { cut_off_time_str: '', available: 30 };
    const stops: DeliveryStop[] = [{ ...base, delivery_stop_id: 3, display_label: 'Town hall' }];
    const places: PickupLocation[] = [
      { ...base, pickup_location_id: 1, display_label: 'Front desk' },
      { ...base, pickup_location_id: 2, display_label: 'Car park' },
    ];
    expect(selectAfterDateChange(3, stops, stopId)).toMatchObject({ id: 3, desc: 'Town hall' });
    expect(selectAfterDateChange(2, places, locationId)).toMatchObject({ id: 2, desc: 'Car park' });
    expect(selectAfterDateChange(4, places, locationId)).toMatchObject({
      id: 1,
      desc: 'Front desk',
    });
  });
});

describe('isAlmostFull (spec 1 §2.5: "an entry with available below 20 is shown as almost full")', () => {
  it.each<[number, boolean]>([
    [0, true],
    [1, true],
    [19, true],
    [20, false],
    [21, false],
    [100, false],
  ])('available %i → %s', (available, expected) => {
    expect(isAlmostFull(available)).toBe(expected);
  });

  it('§9 "Almost-full threshold … available below 20"', () => {
    expect(ALMOST_FULL_BELOW).toBe(20);
  });
});

describe('availableText (spec 3 §3 Delivery delivery_slots available_str)', () => {
  it.each([
    [0, 'Almost full'],
    [19, 'Almost full'],
    [20, 'Available'],
    [40, 'Available'],
  ])('%i available → %s', (available, text) => {
    expect(availableText(available)).toBe(text);
  });
});

import { describe, expect, it } from 'vitest';
import { parsePlace } from '@/domain/addressParts';
import { sandboxMaps } from './sandbox';
import type { AddressSearchOptions } from './types';

const FREMANTLE = { lat: -32.0569, lng: 115.7439 };
const near: AddressSearchOptions = { countries: ['AU'], near: FREMANTLE, radiusKm: 100 };

async function firstAddress(text: string, options: AddressSearchOptions = near) {
  const found = await sandboxMaps.suggestAddresses(text, options);
  if (!found.ok) throw new Error(found.error.message);
  return found.data[0];
}

async function parsed(text: string) {
  const suggestion = await firstAddress(text);
  if (!suggestion) throw new Error(`no suggestion for ${text}`);
  const details = await sandboxMaps.addressDetails(suggestion.placeId);
  if (!details.ok) throw new Error(details.error.message);
  return parsePlace(details.data.addressComponents);
}

describe('sandbox maps: address suggestions in Google shapes', () => {
  it.each([
    ['12 South Terrace', '12 South Terrace, Fremantle WA, Australia'],
    ['12 south t', '12 South Terrace, Fremantle WA, Australia'],
    ['3/45 High Street', '3/45 High Street, Fremantle WA, Australia'],
    ['7 Hampton Rd', '7 Hampton Road, South Fremantle WA, Australia'],
    ['200 Hay Street', '200 Hay Street, Perth WA, Australia'],
  ])('%j → %j', async (text, description) => {
    expect((await firstAddress(text))?.description).toBe(description);
  });

  it('keeps to the countries asked for', async () => {
    expect(
      await firstAddress('1 Karangahape Road', { ...near, countries: ['AU'] }),
    ).toBeUndefined();
    expect((await firstAddress('1 Queen Street', { countries: ['AU', 'NZ'] }))?.description).toBe(
      '1 Queen Street, Auckland Central Auckland, New Zealand',
    );
  });

  it('puts results near the merchant first (the 100 km bias)', async () => {
    const found = await sandboxMaps.suggestAddresses('1 Victoria Street', {
      countries: ['AU'],
      near: FREMANTLE,
      radiusKm: 100,
    });
    // Queen Victoria Street in Fremantle, then Victoria Street in Bunbury (150 km away).
    expect(found.ok && found.data.map((s) => s.secondaryText)).toEqual([
      'Fremantle WA, Australia',
      'Bunbury WA, Australia',
    ]);
    const terrace = await sandboxMaps.suggestAddresses('9 Terrace', near);
    expect(terrace.ok && terrace.data[0]?.secondaryText).toBe('Fremantle WA, Australia');
  });

  it.each([
    [
      '12 South Terrace',
      {
        address1: '12 South Terrace',
        city: 'Fremantle',
        state: 'WA',
        postcode: '6160',
        country: 'Australia',
      },
      null,
    ],
    ['8 Lefroy Road', { city: 'Beaconsfield', postcode: '6162' }, null],
    ['5 Rokeby Road', { city: 'Subiaco', postcode: '6008' }, null],
    ['South Terrace', { address1: 'South Terrace' }, 'street-number'],
    ['12 Kwinana Freeway', { address1: '12 Kwinana Freeway', postcode: '' }, 'postcode'],
  ])('details of %j parse to the form parts', async (text, parts, missing) => {
    const place = await parsed(text);
    expect(place.parts).toMatchObject(parts);
    expect(place.problem?.missing ?? null).toBe(missing);
  });

  it('covers every postcode the demo store delivers to', async () => {
    const postcodes = new Set<string>();
    for (const text of [
      '1 South Terrace',
      '1 Douro Road',
      '1 Stevens Street',
      '1 Lefroy Road',
      '1 George Street',
      '1 Harvest Road',
      '1 Paget Street',
    ]) {
      postcodes.add((await parsed(text)).parts.postcode);
    }
    expect([...postcodes].sort()).toEqual(['6158', '6159', '6160', '6162', '6163']);
  });

  it('refuses an unknown place id', async () => {
    expect((await sandboxMaps.addressDetails('nope')).ok).toBe(false);
    expect((await sandboxMaps.placeLocation('sandbox:city:999')).ok).toBe(false);
  });
});

describe('sandbox maps: cities for the locations screen (AU and NZ)', () => {
  it('suggests cities and locates them', async () => {
    const found = await sandboxMaps.suggestPlaces('Fremantle', { countries: ['au', 'nz'] });
    if (!found.ok) throw new Error(found.error.message);
    expect(found.data.map((s) => s.mainText)).toEqual([
      'Fremantle',
      'South Fremantle',
      'East Fremantle',
      'North Fremantle',
    ]);
    const where = await sandboxMaps.placeLocation(found.data[0]?.placeId ?? '');
    expect(where).toEqual({ ok: true, data: { lat: -32.0569, lng: 115.7439 } });
  });

  it('keeps to the countries asked for', async () => {
    const nz = await sandboxMaps.suggestPlaces('Wellington', { countries: ['nz'] });
    expect(nz.ok && nz.data.map((s) => s.description)).toEqual([
      'Wellington Central Wellington, New Zealand',
    ]);
    const au = await sandboxMaps.suggestPlaces('Wellington', { countries: ['au'] });
    expect(au.ok && au.data).toEqual([]);
  });
});

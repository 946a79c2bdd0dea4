import { describe, expect, it } from 'vitest';
import {
  addressCheckoutOptions,
  addressSearchCountries,
  checkedAddress,
  EMPTY_ADDRESS_PARTS,
  joinAddressParts,
  missingAddressPart,
  parsePlace,
  shouldSearchAddress,
  type AddressComponentLike,
  type AddressParts,
} from './addressParts';

const c = (long: string, types: string[], short = long): AddressComponentLike => ({
  long_name: long,
  short_name: short,
  types,
});

const NUMBER = c('12', ['street_number']);
const ROUTE = c('South Terrace', ['route']);
const LOCALITY = c('Fremantle', ['locality', 'political']);
const COUNCIL = c('City of Fremantle', ['administrative_area_level_2', 'political']);
const STATE = c('Western Australia', ['administrative_area_level_1', 'political'], 'wa');
const COUNTRY = c('Australia', ['country', 'political'], 'AU');
const POSTCODE = c('6160', ['postal_code']);

const FREMANTLE: AddressParts = {
  address1: '12 South Terrace',
  address2: '',
  city: 'Fremantle',
  state: 'WA',
  postcode: '6160',
  country: 'Australia',
};

describe('shouldSearchAddress (spec 1 §5 "search start when the text is longer than 3 characters")', () => {
  it.each([
    ['', false],
    ['12 ', false],
    ['12 S', true],
    ['   abc   ', false],
    ['abcd', true],
  ])('%j → %s', (text, expected) => {
    expect(shouldSearchAddress(text)).toBe(expected);
  });
});

describe('addressSearchCountries (spec 1 §5 "limited to … the merchant\'s country code (else AU and NZ)")', () => {
  it.each<[string | null | undefined, string[]]>([
    ['AU', ['AU']],
    ['nz', ['NZ']],
    ['', ['AU', 'NZ']],
    [null, ['AU', 'NZ']],
    [undefined, ['AU', 'NZ']],
    ['Australia', ['AU', 'NZ']],
  ])('%j → %j', (code, expected) => {
    expect(addressSearchCountries(code)).toEqual(expected);
  });
});

describe('parsePlace (spec 1 §4 "Selecting a suggestion parses street number, street, city, state, postcode and country")', () => {
  it.each<[string, AddressComponentLike[], Partial<AddressParts>, string | null]>([
    [
      'a full address; state is the first-level admin area, upper-cased',
      [NUMBER, ROUTE, LOCALITY, COUNCIL, STATE, COUNTRY, POSTCODE],
      FREMANTLE,
      null,
    ],
    [
      'a unit is written 3/12',
      [c('3', ['subpremise']), NUMBER, ROUTE, LOCALITY, STATE, COUNTRY, POSTCODE],
      { address1: '3/12 South Terrace' },
      null,
    ],
    [
      '"if street number … is missing the form switches to manual entry"',
      [ROUTE, LOCALITY, STATE, COUNTRY, POSTCODE],
      { address1: 'South Terrace', postcode: '6160' },
      'Error confirming street address, please enter it manually',
    ],
    [
      '"if … postcode is missing the form switches to manual entry"',
      [NUMBER, c('Kwinana Freeway', ['route']), STATE, COUNTRY],
      { address1: '12 Kwinana Freeway', city: '', postcode: '' },
      'Error confirming address, please enter it manually',
    ],
    [
      'both missing: the street number message comes first',
      [ROUTE, STATE, COUNTRY],
      { address1: 'South Terrace' },
      'Error confirming street address, please enter it manually',
    ],
    [
      'no locality: the postal town stands in for the city',
      [NUMBER, ROUTE, c('Kingston', ['postal_town']), STATE, COUNTRY, POSTCODE],
      { city: 'Kingston' },
      null,
    ],
  ])('%s', (_name, components, parts, message) => {
    const parsed = parsePlace(components);
    expect(parsed.parts).toMatchObject(parts);
    expect(parsed.problem?.message ?? null).toBe(message);
  });
});

describe('joinAddressParts (spec 1 §7 "delivery_address as comma-joined parts")', () => {
  it.each<[Partial<AddressParts>, string]>([
    [FREMANTLE, '12 South Terrace, Fremantle, WA, 6160, Australia'],
    [
      { ...FREMANTLE, address2: 'Unit 4' },
      '12 South Terrace, Unit 4, Fremantle, WA, 6160, Australia',
    ],
    [{ address1: ' 1 High St ', postcode: '6160 ' }, '1 High St, 6160'],
    [{}, ''],
  ])('%j → %j', (parts, expected) => {
    expect(joinAddressParts({ ...EMPTY_ADDRESS_PARTS, ...parts })).toBe(expected);
  });
});

describe('missingAddressPart (manual entry needs a street, suburb and postcode)', () => {
  it.each<[Partial<AddressParts>, string | null]>([
    [FREMANTLE, null],
    [{ ...FREMANTLE, address1: ' ' }, 'address1'],
    [{ ...FREMANTLE, city: '' }, 'city'],
    [{ ...FREMANTLE, postcode: '' }, 'postcode'],
    [{ ...FREMANTLE, state: '', country: '', address2: '' }, null],
  ])('%j → %s', (parts, expected) => {
    expect(missingAddressPart({ ...EMPTY_ADDRESS_PARTS, ...parts })).toBe(expected);
  });
});

describe('addressCheckoutOptions (spec 1 §3 checkout fields touched here)', () => {
  it('sends the joined address and each part, trimmed, state upper-cased', () => {
    expect(
      addressCheckoutOptions({ ...FREMANTLE, state: ' wa ', address1: ' 12 South Terrace' }),
    ).toEqual({
      delivery_address: '12 South Terrace, Fremantle, WA, 6160, Australia',
      delivery_address1: '12 South Terrace',
      delivery_address2: '',
      delivery_city: 'Fremantle',
      delivery_state: 'WA',
      delivery_postcode: '6160',
      delivery_country: 'Australia',
    });
  });
});

describe('checkedAddress (spec 1 §4 "delivery_postcode_id (valid when above 0)")', () => {
  it.each([
    [12, 40, 12, 40],
    [0, 40, 0, 40],
    [-1, -5, 0, 0],
  ])('postcode id %i, %i mins → %i, %i', (postcodeId, mins, id, minutes) => {
    const checked = checkedAddress({
      parts: FREMANTLE,
      addressId: 0,
      postcodeId,
      validated: true,
      mins,
    });
    expect(checked.postcodeId).toBe(id);
    expect(checked.mins).toBe(minutes);
    expect(checked.address).toBe('12 South Terrace, Fremantle, WA, 6160, Australia');
  });
});

import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_PHONE_COUNTRY,
  PREFERRED_COUNTRIES,
  dialPrefix,
  exampleMobile,
  isMobileBlank,
  isValidMobile,
  loadPhoneMetadata,
  metadataCountry,
  mobileError,
  mobileFieldValue,
  mobileInvalidText,
  mobileMetadata,
  phoneCountry,
} from './phone';

// The mobile rules read libphonenumber's metadata, which the app fetches on demand.
beforeAll(loadPhoneMetadata);

describe('dial prefix reset (spec 2 §5.2: AU +61, NZ +64, US +1, GB +44, otherwise +)', () => {
  it.each([
    ['AU', '+61'],
    ['NZ', '+64'],
    ['US', '+1'],
    ['GB', '+44'],
    ['au', '+61'],
    ['FR', '+'],
    ['', '+'],
  ])('%s → %s', (country, prefix) => {
    expect(dialPrefix(country)).toBe(prefix);
  });

  it.each([
    ['', 'NZ', '+64'],
    ['   ', 'AU', '+61'],
    ['+61 4', 'AU', '+61 4'],
  ])('an edit leaving %j in %s shows %j', (value, country, shown) => {
    expect(mobileFieldValue(value, country)).toBe(shown);
  });
});

describe('countries (preferred au, nz, gb, us; default AU)', () => {
  it('prefers au, nz, gb, us in that order', () => {
    expect(PREFERRED_COUNTRIES).toEqual(['au', 'nz', 'gb', 'us']);
  });
  it.each([
    ['', 'AU'],
    ['nz', 'NZ'],
    ['XX', 'AU'],
  ])('%j → %s', (input, code) => {
    expect(phoneCountry(input)).toBe(code);
    expect(DEFAULT_PHONE_COUNTRY).toBe('AU');
  });
});

describe('validation by the international parser', () => {
  it.each([
    ['+61 412 345 678', 'AU', true],
    ['0412 345 678', 'AU', true],
    ['+64 21 123 4567', 'AU', true],
    ['+44 7400 123456', 'AU', true],
    ['+1 201 555 0123', 'AU', true],
    // A Perth landline is a number, not a mobile.
    ['+61 8 9335 1234', 'AU', false],
    ['+61 412', 'AU', false],
    ['hello', 'AU', false],
  ])('%s (%s) valid: %s', (value, country, valid) => {
    expect(isValidMobile(value, country)).toBe(valid);
  });

  it.each([
    ['', true],
    ['+', true],
    ['+61', true],
    ['+1', true],
    ['+61 4', false],
    ['0412', false],
  ])('%j is blank: %s', (value, blank) => {
    expect(isMobileBlank(value)).toBe(blank);
  });
});

describe('messages (spec 2 §5.1)', () => {
  it.each([
    ['AU', '+61 412 345 678'],
    ['NZ', '+64 21 123 4567'],
    ['GB', '+44 7400 123456'],
    ['US', '+1 201 555 0123'],
  ])('the %s example is %s', (country, example) => {
    expect(exampleMobile(country)).toBe(example);
    expect(mobileInvalidText(country)).toBe(
      `Enter a valid mobile phone number (including country code, e.g. ${example})`,
    );
  });

  it.each([
    ['', 'Enter your mobile phone number'],
    ['+61', 'Enter your mobile phone number'],
    ['041234', 'Enter your mobile phone number'],
    [
      '+61 8 9335 1234',
      'Enter a valid mobile phone number (including country code, e.g. +61 412 345 678)',
    ],
    ['0412 345 678', null],
  ])('AU mobile %j → %j', (value, message) => {
    expect(mobileError(value, 'AU')).toBe(message);
  });

  it('mobile_metadata names the country and the E.164 number', () => {
    expect(JSON.parse(mobileMetadata('0412 345 678', 'AU'))).toEqual({
      country: 'AU',
      dial_code: '+61',
      e164: '+61412345678',
    });
    expect(mobileMetadata('12', 'AU')).toBe('');
  });
});

describe('the country mobile_metadata names, else the fallback', () => {
  it.each([
    ['{"country":"NZ","dial_code":"+64","e164":"+64212345678"}', 'AU', 'NZ'],
    ['{"country":"GB","e164":"+447400123456"}', 'AU', 'GB'],
    ['', 'AU', 'AU'],
    ['not json', 'NZ', 'NZ'],
    ['null', 'AU', 'AU'],
    ['{"country":""}', 'AU', 'AU'],
    ['{"country":61}', 'AU', 'AU'],
    ['{"dial_code":"+64"}', 'AU', 'AU'],
  ])('%j with fallback %s is %s', (metadata, fallback, expected) => {
    expect(metadataCountry(metadata, fallback)).toBe(expected);
  });

  it('reads back what mobileMetadata wrote', () => {
    expect(metadataCountry(mobileMetadata('021 234 5678', 'NZ'), 'AU')).toBe('NZ');
  });
});

describe('before the metadata arrives', () => {
  async function freshPhoneModule() {
    vi.resetModules();
    return import('./phone');
  }

  it('knows the dial prefixes but refuses to judge a number', async () => {
    const phone = await freshPhoneModule();
    expect(phone.phoneMetadataLoaded()).toBe(false);
    expect(phone.dialPrefix('NZ')).toBe('+64');
    expect(phone.isMobileBlank('+64')).toBe(true);
    expect(phone.isMobileBlank('+64 21')).toBe(false);
    expect(() => phone.mobileError('0412 345 678', 'AU')).toThrow(/loadPhoneMetadata/);
  });

  it('judges it once loadPhoneMetadata has resolved, fetching once for many callers', async () => {
    const phone = await freshPhoneModule();
    await Promise.all([phone.loadPhoneMetadata(), phone.loadPhoneMetadata()]);
    expect(phone.phoneMetadataLoaded()).toBe(true);
    expect(phone.mobileError('0412 345 678', 'AU')).toBeNull();
    expect(phone.isMobileBlank('+358')).toBe(true);
  });
});

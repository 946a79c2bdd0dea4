/**
 * Mobile numbers at checkout (spec 2 §5.1, §5.2): parsed and checked by libphonenumber-js with its
 * mobile metadata (a landline is not a valid mobile), the dial-prefix reset of an empty field, and
 * the example number quoted in the 'valid mobile' message.
 *
 * The metadata is a quarter of the checkout route's JavaScript (24 KB gzip) and nothing needs it
 * before the customer picks another country or presses Place Order, so it is its own chunk, with
 * the library's functions (another 10 KB gzip): `loadPhoneMetadata()` fetches it (the checkout
 * starts it on open) and the rules below that read it throw until it has arrived. The dial prefixes
 * and the preferred countries need none of it.
 */
import type { CountryCode, PhoneNumber } from 'libphonenumber-js/core';
import type * as PhoneModule from './phoneMetadata';

export type { CountryCode };

/** The on-demand module: the library's functions with the metadata they read. */
type PhoneData = typeof PhoneModule;

let data: PhoneData | null = null;
let loading: Promise<void> | null = null;

/** Fetches the mobile metadata once; later calls share the same promise. */
export function loadPhoneMetadata(): Promise<void> {
  loading ??= import('./phoneMetadata').then(
    (module) => {
      data = module;
    },
    (error: unknown) => {
      loading = null; // a failed fetch (offline on a cold visit) is tried again next time
      throw error;
    },
  );
  return loading;
}

export function phoneMetadataLoaded(): boolean {
  return data !== null;
}

function loaded(): PhoneData {
  if (data === null) throw new Error('phone metadata not loaded: await loadPhoneMetadata() first');
  return data;
}

function parsePhoneNumberFromString(text: string, country: CountryCode): PhoneNumber | undefined {
  const { parsePhoneNumberFromString: parse, metadata } = loaded();
  return parse(text, country, metadata);
}

/** Every country the metadata knows (ISO codes). */
export function getCountries(): CountryCode[] {
  const { getCountries: countries, metadata } = loaded();
  return countries(metadata);
}

/** '61' for AU. */
export function getCountryCallingCode(country: CountryCode): string {
  const { getCountryCallingCode: callingCode, metadata } = loaded();
  return callingCode(country, metadata);
}

/** 'Preferred countries: au, nz, gb, us' (the country picker's first entries). */
export const PREFERRED_COUNTRIES = ['au', 'nz', 'gb', 'us'] as const;

/** 'default AU'. */
export const DEFAULT_PHONE_COUNTRY = 'AU';

/** 'Minimum mobile length 7' (spec 2 §9). */
export const MIN_MOBILE_LENGTH = 7;

export const MOBILE_REQUIRED = 'Enter your mobile phone number';

const DIAL_PREFIXES: Readonly<Record<string, string>> = {
  AU: '+61',
  NZ: '+64',
  US: '+1',
  GB: '+44',
};

/** The country code to use: an ISO code the parser knows, upper-cased, else AU. */
export function phoneCountry(country: string | null | undefined): CountryCode {
  const code = (country ?? '').trim().toUpperCase();
  return code !== '' && loaded().isSupportedCountry(code as CountryCode, loaded().metadata)
    ? (code as CountryCode)
    : DEFAULT_PHONE_COUNTRY;
}

/** 'An empty mobile resets to the dial prefix of the country: AU +61, NZ +64, US +1, GB +44, otherwise +.' */
export function dialPrefix(country: string): string {
  return DIAL_PREFIXES[country.trim().toUpperCase()] ?? '+';
}

/** The field's value after an edit: empty (or blank) becomes the country's dial prefix. */
export function mobileFieldValue(value: string, country: string): string {
  return value.trim() === '' ? dialPrefix(country) : value;
}

/**
 * True when the field holds no more than a dial prefix ('', '+', '+61'): nothing typed yet. Before
 * the metadata arrives only the four dial prefixes above count.
 */
export function isMobileBlank(value: string): boolean {
  const compact = value.replace(/[\s()-]/g, '');
  if (compact === '' || compact === '+') return true;
  return data === null
    ? Object.values(DIAL_PREFIXES).includes(compact)
    : callingCodes().has(compact);
}

let prefixes: Set<string> | null = null;
function callingCodes(): Set<string> {
  prefixes ??= new Set(getCountries().map((code) => `+${getCountryCallingCode(code)}`));
  return prefixes;
}

/** A valid mobile number, read as international when it starts with +, else as the country's own. */
export function isValidMobile(value: string, country: string): boolean {
  const parsed = parsePhoneNumberFromString(value.trim(), phoneCountry(country));
  return parsed !== undefined && parsed.isValid() && isMobileType(parsed.getType());
}

// The mobile metadata types a number only as MOBILE or FIXED_LINE_OR_MOBILE (shared ranges, US).
function isMobileType(type: string | undefined): boolean {
  return type === undefined || type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE';
}

/** The country's example mobile number, international format: '+61 412 345 678'. */
export function exampleMobile(country: string): string {
  const { examples, metadata, getExampleNumber } = loaded();
  const example = getExampleNumber(phoneCountry(country), examples, metadata);
  return example === undefined ? dialPrefix(country) : example.formatInternational();
}

/** 'Enter a valid mobile phone number (including country code, e.g. {example})' */
export function mobileInvalidText(country: string): string {
  return `Enter a valid mobile phone number (including country code, e.g. ${exampleMobile(country)})`;
}

/** E.164 form of a valid number ('+61412345678'), else null. */
export function mobileE164(value: string, country: string): string | null {
  const parsed = parsePhoneNumberFromString(value.trim(), phoneCountry(country));
  return parsed?.isValid() === true ? parsed.number : null;
}

/**
 * What the order sends as mobile_metadata (spec 2 §3 'mobileMetadata'): the number's country and
 * its E.164 form, as JSON; '' when the number does not parse.
 */
export function mobileMetadata(value: string, country: string): string {
  const parsed = parsePhoneNumberFromString(value.trim(), phoneCountry(country));
  if (parsed?.isValid() !== true) return '';
  return JSON.stringify({
    country: parsed.country ?? phoneCountry(country),
    dial_code: `+${parsed.countryCallingCode}`,
    e164: parsed.number,
  });
}

/** The country a mobile_metadata JSON names (mobileMetadata's 'country'), else the fallback. */
export function metadataCountry(metadata: string, fallback: string): string {
  try {
    const parsed: unknown = JSON.parse(metadata);
    if (typeof parsed === 'object' && parsed !== null && 'country' in parsed) {
      const { country } = parsed as { country: unknown };
      if (typeof country === 'string' && country !== '') return country;
    }
  } catch {
    // none given
  }
  return fallback;
}

/**
 * The mobile rule of §5.1/§5.2: at least 7 characters ('Enter your mobile phone number'), then a
 * valid format (the example message). Null when it passes.
 */
export function mobileError(value: string, country: string): string | null {
  if (value.trim().length < MIN_MOBILE_LENGTH) return MOBILE_REQUIRED;
  return isValidMobile(value, country) ? null : mobileInvalidText(country);
}

/**
 * The delivery address form's rules (spec 1 §2.6, §4 'Delivery address', §5 'Address and place
 * search…', §7 update_checkout, §8 address errors): when to search, where, how a chosen
 * suggestion's components become the form's parts, and what the form sends.
 */
import type { DeliveryAddressKey } from '../api/deliveryAddressKeys';
import type { CheckoutOptions } from '../api/manageCart';
import { ADDRESS_NO_POSTCODE, ADDRESS_NO_STREET_NUMBER } from './messages';

export type AddressParts = {
  address1: string;
  address2: string;
  city: string;
  state: string;
  postcode: string;
  country: string;
};

export const EMPTY_ADDRESS_PARTS: AddressParts = {
  address1: '',
  address2: '',
  city: '',
  state: '',
  postcode: '',
  country: '',
};

/** The order the parts are joined in, and the manual fields' order (spec 1 §2.6). */
export const ADDRESS_PART_KEYS = [
  'address1',
  'address2',
  'city',
  'state',
  'postcode',
  'country',
] as const satisfies readonly (keyof AddressParts)[];

/** 'Address and place search start when the text is longer than 3 characters' (spec 1 §5). */
export const SEARCH_AFTER_CHARS = 3;

/** 'Allowed place countries: AU and NZ' (spec 1 §9). */
export const DEFAULT_SEARCH_COUNTRIES: readonly string[] = ['AU', 'NZ'];

/** 'Default address search radius: 100 km' (spec 1 §9). */
export const DEFAULT_SEARCH_RADIUS_KM = 100;

export function shouldSearchAddress(text: string): boolean {
  return text.trim().length > SEARCH_AFTER_CHARS;
}

/** 'limited to addresses in the merchant's country code (else AU and NZ)'. */
export function addressSearchCountries(countryCode: string | null | undefined): string[] {
  const code = countryCode?.trim().toUpperCase() ?? '';
  return /^[A-Z]{2}$/.test(code) ? [code] : [...DEFAULT_SEARCH_COUNTRIES];
}

/** Google's address_components entry. */
export type AddressComponentLike = {
  long_name: string;
  short_name: string;
  types: readonly string[];
};

export type ParsedPlace = {
  parts: AddressParts;
  /** Why the form switches to manual entry, with the §8 message to show; null when complete. */
  problem: { missing: 'street-number' | 'postcode'; message: string } | null;
};

function componentOf(
  components: readonly AddressComponentLike[],
  type: string,
): AddressComponentLike | undefined {
  return components.find((component) => component.types.includes(type));
}

/**
 * 'Selecting a suggestion parses street number, street, city, state, postcode and country; if street
 * number or postcode is missing the form switches to manual entry' (spec 1 §4), and §8 gives the
 * texts: no street number → 'Error confirming street address, please enter it manually' (checked
 * first: the street line is what the rider needs), no postcode → 'Error confirming address, please
 * enter it manually'. A unit (subpremise) is written the Australian way, '3/12 South Terrace'. The
 * city is the locality, else the postal town or first sublocality. The state is the first-level
 * administrative area (§7), upper-cased; the country its full name.
 */
export function parsePlace(components: readonly AddressComponentLike[]): ParsedPlace {
  const long = (type: string) => componentOf(components, type)?.long_name.trim() ?? '';
  const number = long('street_number');
  const unit = long('subpremise');
  const street = long('route');
  const numbered = number ? `${unit ? `${unit}/` : ''}${number}` : '';
  const parts: AddressParts = {
    address1: [numbered, street].filter(Boolean).join(' '),
    address2: '',
    city:
      long('locality') || long('postal_town') || long('sublocality_level_1') || long('sublocality'),
    state: (componentOf(components, 'administrative_area_level_1')?.short_name ?? '')
      .trim()
      .toUpperCase(),
    postcode: long('postal_code'),
    country: long('country'),
  };
  const problem = !number
    ? { missing: 'street-number' as const, message: ADDRESS_NO_STREET_NUMBER }
    : !parts.postcode
      ? { missing: 'postcode' as const, message: ADDRESS_NO_POSTCODE }
      : null;
  return { parts, problem };
}

function trimmed(parts: AddressParts): AddressParts {
  return {
    address1: parts.address1.trim(),
    address2: parts.address2.trim(),
    city: parts.city.trim(),
    state: parts.state.trim().toUpperCase(),
    postcode: parts.postcode.trim(),
    country: parts.country.trim(),
  };
}

/** 'delivery_address as comma-joined parts' (spec 1 §7): the non-blank parts, in order. */
export function joinAddressParts(parts: AddressParts): string {
  const clean = trimmed(parts);
  return ADDRESS_PART_KEYS.map((key) => clean[key])
    .filter((part) => part !== '')
    .join(', ');
}

/**
 * What the manual form needs before it can be sent: a street line, a suburb and a postcode (the
 * server looks the delivery area up by postcode and suburb). Returns the first missing key.
 */
export function missingAddressPart(parts: AddressParts): 'address1' | 'city' | 'postcode' | null {
  const clean = trimmed(parts);
  if (clean.address1 === '') return 'address1';
  if (clean.city === '') return 'city';
  if (clean.postcode === '') return 'postcode';
  return null;
}

/** The update_checkout options for a typed or looked-up address (spec 1 §3 checkout fields). */
export function addressCheckoutOptions(
  parts: AddressParts,
): Required<Pick<CheckoutOptions, DeliveryAddressKey>> {
  const clean = trimmed(parts);
  return {
    delivery_address: joinAddressParts(clean),
    delivery_address1: clean.address1,
    delivery_address2: clean.address2,
    delivery_city: clean.city,
    delivery_state: clean.state,
    delivery_postcode: clean.postcode,
    delivery_country: clean.country,
  };
}

/** The server's answer as the client keeps it (db DeliveryAddressState). */
export type CheckedAddress = AddressParts & {
  addressId: number;
  address: string;
  validated: boolean;
  postcodeId: number;
  mins: number;
};

/**
 * 'The server answer sets delivery_validated and delivery_postcode_id (valid when above 0)'; with
 * the estimate from additional_data.delivery_mins. A saved address keeps its id.
 */
export function checkedAddress(input: {
  parts: AddressParts;
  addressId: number;
  postcodeId: number;
  validated: boolean;
  mins: number;
}): CheckedAddress {
  const clean = trimmed(input.parts);
  return {
    ...clean,
    addressId: input.addressId,
    address: joinAddressParts(clean),
    validated: input.validated,
    postcodeId: input.postcodeId > 0 ? input.postcodeId : 0,
    mins: input.mins > 0 ? input.mins : 0,
  };
}

/** 'Changing the postcode id reloads slots': true when the slot list must be asked for again. */
export function postcodeChanged(before: number, after: number): boolean {
  return before !== after;
}

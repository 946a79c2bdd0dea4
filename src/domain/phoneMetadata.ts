/**
 * libphonenumber-js's functions with its mobile metadata and example numbers: loaded on demand by
 * phone.ts. The functions travel with the data they read, so a screen that only may check a number
 * (checkout, sign-in, profile) loads neither until it does, keeping it off each route's first load.
 */
import type { Examples, MetadataJson } from 'libphonenumber-js/core';
import examplesJson from 'libphonenumber-js/examples.mobile.json';
import metadataJson from 'libphonenumber-js/metadata.mobile.json';

export {
  getCountries,
  getCountryCallingCode,
  getExampleNumber,
  isSupportedCountry,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/core';

export const metadata = metadataJson as unknown as MetadataJson;
export const examples = examplesJson as unknown as Examples;

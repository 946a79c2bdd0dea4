/**
 * The maps adapter for this build (ARCHITECTURE 'src/platform'): Google when the brand has a
 * Google Maps key (brand.json providers.googleMapsKey), otherwise the sandbox. The Google code
 * and its script load only when a lookup first runs.
 *
 *   import { maps } from '@/platform/maps';
 *   const found = await maps.suggestAddresses('12 South Tce', { countries: ['AU'], near, radiusKm: 100 });
 */
import { BRAND } from '@/app/brand';
import { sandboxMaps } from './sandbox';
import type { MapsAdapter } from './types';

export type {
  AddressComponent,
  AddressDetails,
  AddressSearchOptions,
  LatLng,
  MapsAdapter,
  MapsErrorCode,
  MapsResult,
  PlaceSuggestion,
} from './types';
export { sandboxMaps } from './sandbox';

/** Spec 1 §9 'Allowed place countries: AU and NZ'. */
export const PLACE_COUNTRIES = ['AU', 'NZ'] as const;
/** Spec 1 §9 'Default address search radius: 100 km'. */
export const DEFAULT_SEARCH_RADIUS_KM = 100;

/** Picks the implementation for a key: a non-empty key means Google. */
export function createMaps(googleMapsKey: string): MapsAdapter {
  if (!googleMapsKey.trim()) return sandboxMaps;
  let google: Promise<MapsAdapter> | null = null;
  const real = () => (google ??= import('./google').then((m) => m.createGoogleMaps(googleMapsKey)));
  return {
    provider: 'google',
    suggestAddresses: async (text, options) => (await real()).suggestAddresses(text, options),
    addressDetails: async (placeId) => (await real()).addressDetails(placeId),
    suggestPlaces: async (text, options) => (await real()).suggestPlaces(text, options),
    placeLocation: async (placeId) => (await real()).placeLocation(placeId),
  };
}

/** This build's maps. */
export const maps: MapsAdapter = createMaps(BRAND.providers.googleMapsKey);

/**
 * The maps adapter (spec 1 §5 'Address and place search…', §7 'A maps service provides address
 * suggestions and geocoding'). Views talk to this interface only; a brand with a Google Maps key
 * gets the Google implementation, every other brand the sandbox, which answers in Google's shapes.
 */
import type { Result } from '@/domain/result';

export type LatLng = { lat: number; lng: number };

/** One part of a geocoded address, exactly as Google's Places and Geocoder answer it. */
export type AddressComponent = { long_name: string; short_name: string; types: string[] };

/** One autocomplete suggestion (Google's AutocompletePrediction, trimmed to what we show). */
export type PlaceSuggestion = {
  placeId: string;
  /** The whole line, e.g. '12 South Terrace, Fremantle WA, Australia'. */
  description: string;
  /** The bold part, e.g. '12 South Terrace'. */
  mainText: string;
  /** The rest, e.g. 'Fremantle WA, Australia'. */
  secondaryText: string;
};

/** A suggestion looked up: Google's address_components plus the point. */
export type AddressDetails = {
  placeId: string;
  formattedAddress: string;
  addressComponents: AddressComponent[];
  location: LatLng;
};

export type AddressSearchOptions = {
  /** ISO 3166-1 alpha-2 codes, lower or upper case (Google takes at most 5). */
  countries: string[];
  /** Bias results towards this point… */
  near?: LatLng;
  /** …within this radius (spec 1 §9: 100 km by default). */
  radiusKm?: number;
};

/** 'not-loaded': the provider's script failed (MAPS_NOT_LOADED); 'lookup-failed': it answered badly. */
export type MapsErrorCode = 'not-loaded' | 'lookup-failed';

export type MapsResult<T> = Result<T, MapsErrorCode>;

export type MapsAdapter = {
  provider: 'google' | 'sandbox';
  /** Street addresses matching the text (callers start after more than 3 characters). */
  suggestAddresses(
    text: string,
    options: AddressSearchOptions,
  ): Promise<MapsResult<PlaceSuggestion[]>>;
  /** The address components and point of a suggestion. */
  addressDetails(placeId: string): Promise<MapsResult<AddressDetails>>;
  /** Cities and suburbs (the locations screen's place box: AU and NZ). */
  suggestPlaces(
    text: string,
    options: { countries: string[] },
  ): Promise<MapsResult<PlaceSuggestion[]>>;
  /** Where a place suggestion is. */
  placeLocation(placeId: string): Promise<MapsResult<LatLng>>;
};

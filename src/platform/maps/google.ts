/**
 * The Google maps provider: Places AutocompleteService for suggestions and PlacesService for
 * details, the script loaded by @react-google-maps/api's useJsApiLoader (./googleScript). The
 * loader and the script are fetched the first time a lookup runs, never at app start. A script
 * that fails to load answers 'not-loaded' (MAPS_NOT_LOADED).
 */
/// <reference types="google.maps" />
import { MAPS_NOT_LOADED } from '@/domain/messages';
import { fail, ok } from '@/domain/result';
import type {
  AddressDetails,
  AddressSearchOptions,
  LatLng,
  MapsAdapter,
  MapsResult,
  PlaceSuggestion,
} from './types';

type Services = {
  autocomplete: google.maps.places.AutocompleteService;
  places: google.maps.places.PlacesService;
  status: typeof google.maps.places.PlacesServiceStatus;
};

function servicesLoader(apiKey: string): () => Promise<Services | null> {
  let loading: Promise<Services | null> | null = null;
  return () => {
    loading ??= (async () => {
      try {
        const { loadPlacesLibrary } = await import('./googleScript');
        const places = await loadPlacesLibrary(apiKey);
        if (places === null) throw new Error('Google Maps script not loaded');
        return {
          autocomplete: new places.AutocompleteService(),
          places: new places.PlacesService(document.createElement('div')),
          status: places.PlacesServiceStatus,
        };
      } catch {
        loading = null; // let the next lookup try again
        return null;
      }
    })();
    return loading;
  };
}

function toSuggestion(prediction: google.maps.places.AutocompletePrediction): PlaceSuggestion {
  return {
    placeId: prediction.place_id,
    description: prediction.description,
    mainText: prediction.structured_formatting.main_text,
    secondaryText: prediction.structured_formatting.secondary_text ?? '',
  };
}

function predictions(
  services: Services,
  request: google.maps.places.AutocompletionRequest,
): Promise<MapsResult<PlaceSuggestion[]>> {
  return new Promise((resolve) => {
    void services.autocomplete.getPlacePredictions(request, (results, status) => {
      if (status === services.status.OK) resolve(ok((results ?? []).map(toSuggestion)));
      else if (status === services.status.ZERO_RESULTS) resolve(ok([]));
      else resolve(fail('lookup-failed', `Places autocomplete: ${status}`));
    });
  });
}

function details(
  services: Services,
  placeId: string,
): Promise<MapsResult<google.maps.places.PlaceResult>> {
  return new Promise((resolve) => {
    services.places.getDetails(
      { placeId, fields: ['address_components', 'formatted_address', 'geometry'] },
      (place, status) => {
        if (status === services.status.OK && place) resolve(ok(place));
        else resolve(fail('lookup-failed', `Places details: ${status}`));
      },
    );
  });
}

function pointOf(place: google.maps.places.PlaceResult): LatLng | null {
  const location = place.geometry?.location;
  return location ? { lat: location.lat(), lng: location.lng() } : null;
}

function bias(
  options: AddressSearchOptions,
): google.maps.places.AutocompletionRequest['locationBias'] {
  if (!options.near) return undefined;
  return { center: options.near, radius: (options.radiusKm ?? 100) * 1000 };
}

export function createGoogleMaps(apiKey: string): MapsAdapter {
  const load = servicesLoader(apiKey);
  const notLoaded = fail('not-loaded', MAPS_NOT_LOADED);
  return {
    provider: 'google',

    async suggestAddresses(text, options) {
      const services = await load();
      if (!services) return notLoaded;
      return predictions(services, {
        input: text,
        types: ['address'],
        componentRestrictions: { country: options.countries.map((c) => c.toLowerCase()) },
        locationBias: bias(options),
      });
    },

    async addressDetails(placeId) {
      const services = await load();
      if (!services) return notLoaded;
      const answer = await details(services, placeId);
      if (!answer.ok) return answer;
      const point = pointOf(answer.data);
      if (!point) return fail('lookup-failed', 'Place has no location');
      const result: AddressDetails = {
        placeId,
        formattedAddress: answer.data.formatted_address ?? '',
        addressComponents: (answer.data.address_components ?? []).map((part) => ({
          long_name: part.long_name,
          short_name: part.short_name,
          types: [...part.types],
        })),
        location: point,
      };
      return ok(result);
    },

    async suggestPlaces(text, options) {
      const services = await load();
      if (!services) return notLoaded;
      return predictions(services, {
        input: text,
        types: ['(cities)'],
        componentRestrictions: { country: options.countries.map((c) => c.toLowerCase()) },
      });
    },

    async placeLocation(placeId) {
      const services = await load();
      if (!services) return notLoaded;
      const answer = await details(services, placeId);
      if (!answer.ok) return answer;
      const point = pointOf(answer.data);
      return point ? ok(point) : fail('lookup-failed', 'Place has no location');
    },
  };
}

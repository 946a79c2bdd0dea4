/**
 * Address suggestions as the customer types (spec 1 §5 'Address and place search start when the
 * text is longer than 3 characters, limited to addresses in the merchant's country code (else AU
 * and NZ), biased by a radius from the merchant location (default 100 km)').
 */
import { useEffect, useState } from 'react';
import {
  addressSearchCountries,
  DEFAULT_SEARCH_RADIUS_KM,
  shouldSearchAddress,
} from '@/domain/addressParts';
import { ADDRESS_ERROR_TOAST_MS, ADDRESS_SEARCH_FAILED, MAPS_NOT_LOADED } from '@/domain/messages';
import { maps, type LatLng, type PlaceSuggestion } from '@/platform/maps';
import { showToast } from '@/ui/notify';

/** Wait for a pause in typing before asking. */
const DEBOUNCE_MS = 250;

export function useAddressSuggestions(input: {
  text: string;
  countryCode: string;
  near: LatLng | null;
  /** False once a suggestion was chosen or the form went manual. */
  enabled: boolean;
  /** The search failed: the form switches to manual entry. */
  onFailure: () => void;
}): PlaceSuggestion[] {
  const { text, countryCode, near, enabled, onFailure } = input;
  const [found, setFound] = useState<{ text: string; list: PlaceSuggestion[] }>({
    text: '',
    list: [],
  });
  const searching = enabled && shouldSearchAddress(text);
  const lat = near?.lat;
  const lng = near?.lng;

  useEffect(() => {
    if (!searching) return;
    let live = true;
    const timer = window.setTimeout(() => {
      void maps
        .suggestAddresses(text.trim(), {
          countries: addressSearchCountries(countryCode),
          ...(lat !== undefined && lng !== undefined ? { near: { lat, lng } } : {}),
          radiusKm: DEFAULT_SEARCH_RADIUS_KM,
        })
        .then((result) => {
          if (!live) return;
          if (result.ok) {
            setFound({ text, list: result.data });
            return;
          }
          const notLoaded = result.error.code === 'not-loaded';
          showToast({
            message: notLoaded ? MAPS_NOT_LOADED : ADDRESS_SEARCH_FAILED,
            tone: 'error',
            durationMs: ADDRESS_ERROR_TOAST_MS,
          });
          if (!notLoaded) onFailure();
        });
    }, DEBOUNCE_MS);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [searching, text, countryCode, lat, lng, onFailure]);

  return searching && found.text === text ? found.list : [];
}

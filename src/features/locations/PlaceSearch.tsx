import { useEffect, useId, useRef, useState } from 'react';
import type { Position } from '@/domain/locationsList';
import { searchHint, shouldSearch } from '@/domain/locationButton';
import { GEOCODE_ERROR_1, GEOCODE_ERROR_2, MAPS_NOT_LOADED } from '@/domain/messages';
import { maps, PLACE_COUNTRIES, type MapsErrorCode, type PlaceSuggestion } from '@/platform/maps';
import { Combobox } from '@/ui/Combobox';
import { showToast } from '@/ui/notify';

export type ChosenPlace = Position & { label: string };

/** Typing pauses this long before suggestions are asked for. */
const DEBOUNCE_MS = 250;
const ERROR_TOAST_MS = 6_000;
const NONE: readonly PlaceSuggestion[] = [];

function toastMapsError(code: MapsErrorCode, lookup: string): void {
  const message = code === 'not-loaded' ? MAPS_NOT_LOADED : lookup;
  showToast({ message, tone: 'error', durationMs: ERROR_TOAST_MS });
}

/**
 * The Search filter's city or suburb box (spec 1 §2.3): places in AU and NZ, suggested once the
 * text is longer than 3 characters, with the hints '(start typing)', '(keep typing)' and
 * '(select a location)'. An accessible combobox: arrow keys move through the suggestions, Enter
 * chooses, Escape closes. The chosen place's position is handed to onPlace.
 */
export function PlaceSearch({
  chosen,
  onPlace,
}: {
  chosen: ChosenPlace | null;
  onPlace: (place: ChosenPlace | null) => void;
}) {
  const hintId = useId();
  const [text, setText] = useState(chosen?.label ?? '');
  const [found, setFound] = useState<{ text: string; list: PlaceSuggestion[] } | null>(null);
  const asked = useRef(0);

  useEffect(() => {
    if (!shouldSearch(text) || text === chosen?.label) return;
    const call = ++asked.current;
    const timer = setTimeout(() => {
      void maps.suggestPlaces(text.trim(), { countries: [...PLACE_COUNTRIES] }).then((result) => {
        if (call !== asked.current) return;
        if (!result.ok) {
          toastMapsError(result.error.code, GEOCODE_ERROR_1);
          return;
        }
        setFound({ text, list: result.data });
      });
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, chosen?.label]);

  const suggestions = shouldSearch(text) && found?.text === text ? found.list : NONE;

  const choose = async (suggestion: PlaceSuggestion) => {
    setText(suggestion.mainText);
    const result = await maps.placeLocation(suggestion.placeId);
    if (!result.ok) {
      toastMapsError(result.error.code, GEOCODE_ERROR_2);
      return;
    }
    onPlace({ label: suggestion.mainText, lat: result.data.lat, long: result.data.lng });
  };

  const showHint = chosen === null || text !== chosen.label;

  return (
    <div className="place-search">
      <Combobox
        label="City or suburb"
        labelClassName="place-search__label"
        listLabel="Places"
        text={text}
        items={suggestions}
        toOption={(s) => ({ key: s.placeId, main: s.mainText, secondary: s.secondaryText })}
        input={{
          className: 'place-search__input',
          type: 'search',
          enterKeyHint: 'search',
          describedBy: hintId,
        }}
        afterInput={
          <p id={hintId} className="place-search__hint" aria-live="polite">
            {showHint ? searchHint(text) : `Showing locations nearest ${chosen.label}`}
          </p>
        }
        onText={(value) => {
          setText(value);
          if (chosen !== null) onPlace(null);
        }}
        onPick={(suggestion) => void choose(suggestion)}
      />
    </div>
  );
}

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { Position } from '@/domain/locationsList';
import { searchHint, shouldSearch } from '@/domain/locationButton';
import { GEOCODE_ERROR_1, GEOCODE_ERROR_2, MAPS_NOT_LOADED } from '@/domain/messages';
import { maps, PLACE_COUNTRIES, type MapsErrorCode, type PlaceSuggestion } from '@/platform/maps';
import { showToast } from '@/ui/notify';

export type ChosenPlace = Position & { label: string };

/** Typing pauses this long before suggestions are asked for. */
const DEBOUNCE_MS = 250;
const ERROR_TOAST_MS = 6_000;

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
  const inputId = useId();
  const listId = `${inputId}-list`;
  const hintId = `${inputId}-hint`;
  const [text, setText] = useState(chosen?.label ?? '');
  const [found, setFound] = useState<{ text: string; list: PlaceSuggestion[] } | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
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
        setActive(-1);
      });
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, chosen?.label]);

  const suggestions = shouldSearch(text) && found?.text === text ? found.list : [];
  const expanded = open && suggestions.length > 0;

  const choose = async (suggestion: PlaceSuggestion) => {
    setText(suggestion.mainText);
    setOpen(false);
    setActive(-1);
    const result = await maps.placeLocation(suggestion.placeId);
    if (!result.ok) {
      toastMapsError(result.error.code, GEOCODE_ERROR_2);
      return;
    }
    onPlace({ label: suggestion.mainText, lat: result.data.lat, long: result.data.lng });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (suggestions.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      const suggestion = suggestions[active];
      if (suggestion) void choose(suggestion);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
    }
  };

  const showHint = chosen === null || text !== chosen.label;

  return (
    <div className="place-search">
      <label className="place-search__label" htmlFor={inputId}>
        City or suburb
      </label>
      <input
        id={inputId}
        className="place-search__input"
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        aria-describedby={hintId}
        autoComplete="off"
        enterKeyHint="search"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          if (chosen !== null) onPlace(null);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        onFocus={() => setOpen(true)}
      />
      <p id={hintId} className="place-search__hint" aria-live="polite">
        {showHint ? searchHint(text) : `Showing locations nearest ${chosen.label}`}
      </p>
      <ul
        id={listId}
        role="listbox"
        aria-label="Places"
        className="place-search__list"
        hidden={!expanded}
      >
        {suggestions.map((suggestion, index) => (
          <li
            key={suggestion.placeId}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className="place-search__option"
            // Keep focus in the box so the list does not close before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => void choose(suggestion)}
          >
            <span className="place-search__main">{suggestion.mainText}</span>{' '}
            <span className="place-search__secondary">{suggestion.secondaryText}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

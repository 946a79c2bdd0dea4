/**
 * The address search box (spec 1 §2.6): an ARIA combobox whose list shows the maps provider's
 * suggestions. Arrow keys move through them, Enter picks, Escape closes the list.
 */
import { useId, useState, type KeyboardEvent } from 'react';
import type { PlaceSuggestion } from '@/platform/maps';

export function AddressSearch({
  label,
  text,
  suggestions,
  autofillOff,
  onText,
  onPick,
}: {
  label: string;
  text: string;
  suggestions: readonly PlaceSuggestion[];
  autofillOff: boolean;
  onText: (text: string) => void;
  onPick: (suggestion: PlaceSuggestion) => void;
}) {
  const id = useId();
  const listId = `${id}-list`;
  const [active, setActive] = useState(-1);
  const [closed, setClosed] = useState(false);
  const open = !closed && suggestions.length > 0;
  const current = open && active >= 0 ? suggestions[active] : undefined;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (suggestions.length === 0) return;
      event.preventDefault();
      setClosed(false);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter' && current !== undefined) {
      event.preventDefault();
      onPick(current);
    } else if (event.key === 'Escape' && open) {
      // Close the list only, not the dialog or form around it.
      event.preventDefault();
      event.stopPropagation();
      setClosed(true);
    }
  };

  return (
    <div className="address-search">
      <label className="fulfilment-field__label" htmlFor={`${id}-input`}>
        {label}
      </label>
      <input
        id={`${id}-input`}
        className="fulfilment-input"
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={current ? `${id}-option-${active}` : undefined}
        autoComplete={autofillOff ? 'off' : 'street-address'}
        value={text}
        onChange={(event) => {
          setActive(-1);
          setClosed(false);
          onText(event.target.value);
        }}
        onKeyDown={onKeyDown}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label="Address suggestions"
        className="address-search__list"
        hidden={!open}
      >
        {open
          ? suggestions.map((suggestion, index) => (
              <li
                key={suggestion.placeId}
                id={`${id}-option-${index}`}
                role="option"
                aria-selected={index === active}
                className="address-search__option"
                onPointerDown={(event) => event.preventDefault()}
                onClick={() => onPick(suggestion)}
              >
                <span className="address-search__main">{suggestion.mainText}</span>{' '}
                <span className="address-search__secondary">{suggestion.secondaryText}</span>
              </li>
            ))
          : null}
      </ul>
    </div>
  );
}

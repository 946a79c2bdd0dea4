import type { LocationFilter } from '@/domain/locationButton';

const OPTIONS: ReadonlyArray<{ value: LocationFilter; label: string }> = [
  { value: 'nearby', label: 'Nearby' },
  { value: 'search', label: 'Search' },
  { value: 'history', label: 'History' },
  { value: 'fave', label: 'Favourites' },
];

/**
 * The Nearby / Search / History selector of spec 1 §2.3 (shown when the brand's location search
 * feature is on), with Favourites (§4 'fave') for a member: 'Only logged-in members get history
 * and favourites'. Native radio buttons: arrow keys move between them, as for any radio group.
 */
export function FilterSelector({
  value,
  onChange,
  favourites,
}: {
  value: LocationFilter;
  onChange: (filter: LocationFilter) => void;
  /** Whether Favourites is offered (a signed-in member). */
  favourites: boolean;
}) {
  const options = OPTIONS.filter((option) => option.value !== 'fave' || favourites);
  return (
    <fieldset className="location-filter">
      <legend className="visually-hidden">Find a location</legend>
      {options.map((option) => (
        <label
          key={option.value}
          className={`location-filter__option${value === option.value ? ' location-filter__option--checked' : ''}`}
        >
          <input
            type="radio"
            name="location-filter"
            className="location-filter__input"
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            // Choosing Nearby again asks for the position again (after allowing it, say).
            onClick={() => {
              if (value === option.value && option.value === 'nearby') onChange(option.value);
            }}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}

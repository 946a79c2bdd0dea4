/**
 * The address search box (spec 1 §2.6): the combobox whose list shows the maps provider's
 * suggestions.
 */
import type { PlaceSuggestion } from '@/platform/maps';
import { Combobox } from '@/ui/Combobox';

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
  return (
    <Combobox
      label={label}
      labelClassName="fulfilment-field__label"
      listLabel="Address suggestions"
      text={text}
      items={suggestions}
      toOption={(s) => ({ key: s.placeId, main: s.mainText, secondary: s.secondaryText })}
      input={{
        className: 'fulfilment-input',
        autoComplete: autofillOff ? 'off' : 'street-address',
      }}
      onText={onText}
      onPick={onPick}
    />
  );
}

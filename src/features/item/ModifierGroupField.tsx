/**
 * One modifier group (spec 1 §2.7, §3 'Modifier group'): a single-choice group is a radio group
 * (an optional one starts with 'None', so a choice can be taken back), a multiselect group is a
 * set of checkboxes. Each option shows its price offset as add or sub with 2 decimals. Going over
 * max_select is allowed here and reported by the Add button's validation (spec 1 §5).
 */
import type { ModifierGroup } from '@/api/common';
import { groupHint, isPicked, optionPriceText } from '@/domain/itemOptions';
import { chosenOptionIds, type ModifierSelection } from '@/domain/modifierValidation';

export function ModifierGroupField({
  group,
  selection,
  currencySign,
  onPick,
}: {
  group: ModifierGroup;
  selection: ModifierSelection;
  currencySign: string;
  onPick: (group: ModifierGroup, optionId: number, checked: boolean) => void;
}) {
  const multi = group.multiselect === 1;
  const name = `modifier-group-${group.id}`;
  const noneChosen = chosenOptionIds(group, selection).length === 0;

  return (
    <fieldset className="modifier-group">
      <legend className="modifier-group__legend">
        <span className="modifier-group__name">{group.name}</span>
        <span className="modifier-group__hint">{groupHint(group)}</span>
      </legend>
      <div className="modifier-group__options">
        {!multi && group.mandatory !== 1 && (
          <label className="modifier-option">
            <input
              type="radio"
              name={name}
              checked={noneChosen}
              onChange={() => onPick(group, 0, true)}
            />
            <span className="modifier-option__name">None</span>
          </label>
        )}
        {group.options.map((option) => {
          const price = optionPriceText(option.price_offset, currencySign);
          return (
            <label key={option.id} className="modifier-option">
              <input
                type={multi ? 'checkbox' : 'radio'}
                name={name}
                value={option.id}
                checked={isPicked(selection, group, option.id)}
                onChange={(event) => onPick(group, option.id, event.target.checked)}
              />
              <span className="modifier-option__name">{option.desc}</span>
              {price !== '' && <span className="modifier-option__price">{price}</span>}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

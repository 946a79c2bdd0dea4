/**
 * The options popup's content for an item that can be ordered (spec 1 §2.7): image, description,
 * availability notice, modifier groups with their defaults preselected, the quantity stepper and
 * the Add button with the running line price. Add validates the options (spec 1 §5, one toast with
 * every message) and then adds through the outbox, one request at a time (spec 1 §4).
 */
import { useState } from 'react';
import type { ModifierGroup } from '@/api/common';
import type { MenuItemDetailsResponse } from '@/api/menuItemDetails';
import { addButtonText, pickOption } from '@/domain/itemOptions';
import { Notice } from '@/ui/Notes';
import {
  clampOptionQuantity,
  defaultSelection,
  linePriceCents,
  type ModifierSelection,
} from '@/domain/modifierValidation';
import { ItemMedia } from './ItemMedia';
import { ModifierGroupField } from './ModifierGroupField';
import { QuantityStepper } from './QuantityStepper';
import { useAddItem } from './useAddItem';

export function ItemOptionsForm({
  slug,
  details,
  currencySign,
  onAdded,
}: {
  slug: string;
  details: MenuItemDetailsResponse;
  currencySign: string;
  /** The add was sent or queued: the popup closes. */
  onAdded: () => void;
}) {
  const groups = details.options;
  const limits = { minQty: details.min_qty, maxQty: details.max_qty };
  const [selection, setSelection] = useState<ModifierSelection>(() => defaultSelection(groups));
  const [quantity, setQuantity] = useState(() => clampOptionQuantity(1, limits));
  const { busy, add } = useAddItem({ slug, details, onAdded });

  const onPick = (group: ModifierGroup, optionId: number, checked: boolean) =>
    setSelection((current) => pickOption(current, group, optionId, checked));
  const price = linePriceCents(details.base_price, groups, selection, quantity);

  return (
    <form
      className="item-sheet__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void add(selection, quantity);
      }}
    >
      <div className="sheet__body">
        <ItemMedia imageUrl={details.image_url || details.thumb_url} />
        {details.desc && <p className="item-sheet__desc">{details.desc}</p>}
        {details.availability_notice && <Notice>{details.availability_notice}</Notice>}
        {groups.map((group) => (
          <ModifierGroupField
            key={group.id}
            group={group}
            selection={selection}
            currencySign={currencySign}
            onPick={onPick}
          />
        ))}
        <QuantityStepper
          label={details.qty_label || 'Quantity'}
          quantity={quantity}
          limits={limits}
          onChange={setQuantity}
        />
      </div>
      <div className="sheet__footer">
        <button
          type="submit"
          className="button button--primary item-sheet__add"
          aria-disabled={busy}
          aria-busy={busy}
        >
          {addButtonText(quantity, price, currencySign)}
        </button>
      </div>
    </form>
  );
}

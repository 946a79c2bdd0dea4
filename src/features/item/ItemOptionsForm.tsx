/**
 * The options popup's content for an item that can be ordered (spec 1 §2.7): image, description,
 * availability notice, modifier groups with their defaults preselected, the quantity stepper and
 * the Add button with the running line price. Add validates the options (spec 1 §5, one toast with
 * every message) and then adds through the outbox, one request at a time (spec 1 §4).
 */
import { useMemo, useState } from 'react';
import type { ModifierGroup } from '@/api/common';
import type { MenuItemDetailsResponse } from '@/api/menuItemDetails';
import { addButtonText, pickOption } from '@/domain/itemOptions';
import { Notice } from '@/ui/Notes';
import { Skeleton } from '@/ui/Skeleton';
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

const NO_GROUPS: readonly ModifierGroup[] = [];

/**
 * One form from the first paint to the loaded options: while the options load it shows what the
 * menu's copy of the item says (`preview`: its picture and description) with skeletons where the
 * options will go. The picture and the description are the same nodes once the options arrive, so
 * an item link's server-rendered picture (its largest paint) is not painted again and nothing is
 * laid out afresh.
 */
export function ItemOptionsForm({
  slug,
  details,
  preview,
  currencySign,
  onAdded,
}: {
  slug: string;
  /** null while the options load. */
  details: MenuItemDetailsResponse | null;
  /** The menu's copy of the item: its picture and description. */
  preview: { imageUrl: string; desc: string };
  currencySign: string;
  /** The add was sent or queued: the popup closes. */
  onAdded: () => void;
}) {
  const loading = details === null;
  const groups = details?.options ?? NO_GROUPS;
  const limits = { minQty: details?.min_qty, maxQty: details?.max_qty };
  const defaults = useMemo(() => defaultSelection(groups), [groups]);
  // The customer's picks over the defaults, which exist only once the options have arrived.
  const [picked, setPicked] = useState<ModifierSelection | null>(null);
  const [chosenQuantity, setQuantity] = useState<number | null>(null);
  const selection = picked ?? defaults;
  const quantity = chosenQuantity ?? clampOptionQuantity(1, limits);
  const { busy, add } = useAddItem({ slug, details, onAdded });

  const onPick = (group: ModifierGroup, optionId: number, checked: boolean) =>
    setPicked((current) => pickOption(current ?? defaults, group, optionId, checked));
  const price = details ? linePriceCents(details.base_price, groups, selection, quantity) : 0;
  const imageUrl = details ? details.image_url || details.thumb_url : preview.imageUrl;
  const desc = details ? details.desc : preview.desc;

  return (
    <form
      className="item-sheet__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void add(selection, quantity);
      }}
    >
      <div className="sheet__body" aria-busy={loading || undefined}>
        {loading && (
          <p className="visually-hidden" role="status">
            Loading…
          </p>
        )}
        {loading && !imageUrl ? (
          <Skeleton className="item-sheet__media item-sheet__media--skeleton" />
        ) : (
          <ItemMedia imageUrl={imageUrl} />
        )}
        {desc ? (
          <p className="item-sheet__desc">{desc}</p>
        ) : (
          loading && (
            <>
              <Skeleton className="skeleton--line" />
              <Skeleton className="skeleton--line skeleton--short" />
            </>
          )
        )}
        {details?.availability_notice && <Notice>{details.availability_notice}</Notice>}
        {loading ? (
          <>
            <Skeleton className="skeleton--heading" />
            <Skeleton className="skeleton--line" />
            <Skeleton className="skeleton--line" />
            <Skeleton className="skeleton--button" />
          </>
        ) : (
          groups.map((group) => (
            <ModifierGroupField
              key={group.id}
              group={group}
              selection={selection}
              currencySign={currencySign}
              onPick={onPick}
            />
          ))
        )}
        {details && (
          <QuantityStepper
            label={details.qty_label || 'Quantity'}
            quantity={quantity}
            limits={limits}
            onChange={setQuantity}
          />
        )}
      </div>
      {details && (
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
      )}
    </form>
  );
}

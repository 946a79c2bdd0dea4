/**
 * A standing-order product's options, with the item popup's option fields (spec 1 §2.7): its
 * modifier groups (MenuItemDetails), the product's chosen options (else the defaults) ticked, and
 * Done, which checks them as the popup's Add does (spec 1 §5). 'Product has no options' or 'Error
 * displaying modifiers, try again' when they cannot be shown.
 */
import { useId, useState } from 'react';
import { useWorkerCall } from '@/app/useWorkerCall';
import { worker } from '@/app/workerClient';
import type { ModifierGroup } from '@/api/common';
import type { StandingOrderItem } from '@/api/standingOrders';
import { pickOption } from '@/domain/itemOptions';
import {
  chosenOptionIds,
  defaultSelection,
  modifierToast,
  validateModifiers,
  VALIDATION_TOAST_MS,
  type ModifierSelection,
} from '@/domain/modifierValidation';
import { ModifierGroupField } from '@/features/item/ModifierGroupField';
import { ModalDialog } from '@/ui/ModalDialog';
import { showToast } from '@/ui/notify';
import '@/features/item/item.css';

const NO_GROUPS: readonly ModifierGroup[] = [];

/** The product's saved option ids as a selection of these groups. */
function selectionOf(groups: readonly ModifierGroup[], ids: readonly number[]): ModifierSelection {
  if (ids.length === 0) return defaultSelection(groups);
  return Object.fromEntries(
    groups.map((group) => {
      const chosen = group.options.map((option) => option.id).filter((id) => ids.includes(id));
      return [group.id, group.multiselect === 1 ? chosen : (chosen[0] ?? 0)];
    }),
  );
}

export function OptionsDialog({
  item,
  currencySign,
  onDone,
  onClose,
}: {
  item: StandingOrderItem;
  currencySign: string;
  onDone: (options: number[]) => void;
  onClose: () => void;
}) {
  const id = useId();
  const load = useWorkerCall(`standing-options:${item.menu_item_id}`, () =>
    worker.loadStandingOrderOptions({ menuItemId: item.menu_item_id }),
  );
  const { state } = load;
  const groups = state.data?.options ?? NO_GROUPS;
  const [picked, setPicked] = useState<ModifierSelection | null>(null);
  const selection = picked ?? selectionOf(groups, item.options);

  const done = () => {
    const problem = modifierToast(validateModifiers(groups, selection));
    if (problem !== null) {
      showToast({ message: problem, tone: 'error', durationMs: VALIDATION_TOAST_MS });
      return;
    }
    onDone(groups.flatMap((group) => chosenOptionIds(group, selection)));
  };

  return (
    <ModalDialog labelledBy={`${id}-title`} onClose={onClose}>
      <div className="sheet__header">
        <h2 id={`${id}-title`} className="sheet__title">
          {item.menu_item_desc}
        </h2>
        <button type="button" className="sheet__close" aria-label="Close" onClick={onClose}>
          ×
        </button>
      </div>
      <div className="sheet__body" aria-busy={state.status === 'loading' || undefined}>
        {state.status === 'error' ? (
          <div role="alert" className="standing-order__notice">
            <p>{state.error.message}</p>
            {state.error.code !== 'not-found' ? (
              <button type="button" className="button" onClick={load.retry}>
                Retry
              </button>
            ) : null}
          </div>
        ) : state.status === 'loading' ? (
          <p role="status">Loading…</p>
        ) : (
          groups.map((group) => (
            <ModifierGroupField
              key={group.id}
              group={group}
              selection={selection}
              currencySign={currencySign}
              onPick={(g, optionId, checked) =>
                setPicked(pickOption(selection, g, optionId, checked))
              }
            />
          ))
        )}
      </div>
      <div className="sheet__footer">
        <button
          type="button"
          className="button button--primary standing-order__done"
          disabled={state.status !== 'ok'}
          onClick={done}
        >
          Done
        </button>
      </div>
    </ModalDialog>
  );
}

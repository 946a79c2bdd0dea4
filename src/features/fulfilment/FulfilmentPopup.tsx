/**
 * The fulfilment chooser (spec 1 §2.5, §4 'Choosing a fulfilment type', 'Fulfilment popup'). It
 * edits a draft of the held choice: a tab chooses a type (fields that do not apply reset, a time
 * outside the new window snaps to its earliest), Set validates and hands the draft to the gate to
 * store; Close and Escape hand the draft to the gate's close rules. Nothing is stored here.
 */
import { useCallback, useId, useState } from 'react';
import type { FulfilmentCode } from '@/api/common';
import type { Menu } from '@/api/merchant';
import { pickerLabel, scheduleKindOf } from '@/domain/fulfilmentDisplay';
import { setOutcome } from '@/domain/fulfilmentPopup';
import { chooseFulfilmentType, type SelectedFulfilment } from '@/domain/fulfilmentReset';
import {
  chooseTypePrompt,
  fulfilmentIssues,
  isDeliveryAddressValid,
  type FulfilmentField,
} from '@/domain/fulfilmentValidation';
import { VALIDATION_TOAST_MS } from '@/domain/messages';
import type { LocalMs } from '@/domain/calendar';
import { snapToWindow } from '@/domain/pickerWindow';
import { showToast } from '@/ui/notify';
import { useClientValue } from '@/ui/useClientValue';
import { FulfilmentDialog } from './FulfilmentDialog';
import { FulfilmentTabs, PANEL_ID, tabId } from './FulfilmentTabs';
import type { OfferedType } from './offeredTypes';
import { TypePanel } from './TypePanel';
import { typeTiming } from '@/domain/typeTiming';

export function FulfilmentPopup({
  slug,
  types,
  menu,
  now,
  held,
  still = false,
  postcodeId,
  deliveryMins,
  onSet,
  onDismiss,
}: {
  slug: string;
  types: readonly OfferedType[];
  menu: Omit<Menu, 'items'>;
  now: LocalMs;
  held: SelectedFulfilment;
  /** On screen from the first paint (a server-rendered page): no entrance animation. */
  still?: boolean;
  postcodeId: number;
  deliveryMins: number;
  /** Set passed validation: store the draft (prepare: the preparation view comes next). */
  onSet: (draft: SelectedFulfilment, prepare: boolean) => void;
  /** Closed without Set. */
  onDismiss: (draft: SelectedFulfilment) => void;
}) {
  const titleId = useId();
  const [draft, setDraft] = useState<SelectedFulfilment>(held);
  const [invalidField, setInvalidField] = useState<FulfilmentField | null>(null);
  const chosen = types.find((type) => type.settings.code === draft.code) ?? null;

  const onDraft = useCallback((update: (current: SelectedFulfilment) => SelectedFulfilment) => {
    setInvalidField(null);
    setDraft(update);
  }, []);

  const selectType = (code: FulfilmentCode) => {
    const type = types.find((candidate) => candidate.settings.code === code);
    if (type === undefined || code === draft.code) return;
    const timing = typeTiming(type.settings, menu, now);
    onDraft((current) => {
      const next = chooseFulfilmentType(current, type.settings);
      if (next.datetime === null || scheduleKindOf(type.settings.time_type) !== null) return next;
      return { ...next, datetime: snapToWindow(next.datetime, timing.window) };
    });
  };

  const set = () => {
    const settings = chosen?.settings ?? null;
    const issues = fulfilmentIssues({
      selection: draft,
      settings,
      now,
      deliveryAddressValid: isDeliveryAddressValid(postcodeId),
    });
    const scheduled = settings !== null && scheduleKindOf(settings.time_type) !== null;
    const outcome = setOutcome(issues, scheduled);
    if (!outcome.ok) {
      const { issue } = outcome;
      const orderForLater = settings ? typeTiming(settings, menu, now).orderForLater : false;
      const message =
        issue.message ?? (settings ? pickerLabel(settings.code, orderForLater) : 'Choose a time');
      setInvalidField(issue.field);
      showToast({ message, tone: 'error', durationMs: VALIDATION_TOAST_MS });
      return;
    }
    onSet(draft, outcome.prepare);
  };

  const verbs = types.map((type) => type.summary.verb);
  // A cold menu's sheet arrives as HTML; until the page has hydrated it, its controls are disabled:
  // a tap there would do nothing and be lost.
  const ready = useClientValue(() => true, false);

  return (
    <FulfilmentDialog labelledBy={titleId} still={still} onClose={() => onDismiss(draft)}>
      <fieldset className="fulfilment-ready" disabled={!ready}>
        <div className="sheet__header">
          <h2 id={titleId} className="sheet__title">
            How would you like your order?
          </h2>
          <button
            type="button"
            className="sheet__close"
            aria-label="Close"
            onClick={() => onDismiss(draft)}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="sheet__body">
          {types.length > 0 ? (
            <FulfilmentTabs
              types={types.map((type) => type.summary)}
              selected={chosen?.settings.code ?? null}
              onSelect={selectType}
            />
          ) : null}
          {chosen === null ? (
            <p className="fulfilment-prompt">{chooseTypePrompt(verbs)}</p>
          ) : (
            <div
              id={PANEL_ID}
              role="tabpanel"
              aria-labelledby={tabId(chosen.settings.code)}
              className="fulfilment-panel"
            >
              <TypePanel
                key={chosen.settings.code}
                slug={slug}
                type={chosen.settings}
                timing={typeTiming(chosen.settings, menu, now)}
                availability={menu.availability}
                draft={draft}
                postcodeId={postcodeId}
                deliveryMins={deliveryMins}
                invalidField={invalidField}
                onDraft={onDraft}
              />
            </div>
          )}
        </div>
        <div className="sheet__footer">
          <button
            type="button"
            className="button button--primary fulfilment-set"
            onClick={set}
            disabled={types.length === 0}
          >
            Set
          </button>
        </div>
      </fieldset>
    </FulfilmentDialog>
  );
}

/**
 * The delivery/pickup preparation view (spec 1 §2.4 'Before delivery or pickup details are valid
 * the screen shows blocks titled Delivery, Delivery Slot, Delivery Location and Pickup Location,
 * with the buttons 'Proceed to Menu' and 'Skip Address' (delivery only)'; §4 'Views'). The
 * address is stored as soon as the server has checked it; the slot, stop or location is a draft
 * until Proceed to Menu.
 */
import { useCallback, useId, useState } from 'react';
import type { Locale } from '@/api/common';
import type { CheckedAddress } from '@/domain/addressParts';
import {
  DELIVERY_BLOCK_TITLE,
  scheduleKindOf,
  SCHEDULE_BLOCK_TITLE,
} from '@/domain/fulfilmentDisplay';
import { scheduleOf, withScheduleChoice, type ScheduleChoice } from '@/domain/fulfilmentPopup';
import type { SelectedFulfilment } from '@/domain/fulfilmentReset';
import { fulfilmentIssues, isDeliveryAddressValid } from '@/domain/fulfilmentValidation';
import { VALIDATION_TOAST_MS } from '@/domain/messages';
import type { LocalMs } from '@/domain/calendar';
import type { LatLng } from '@/platform/maps';
import { showToast } from '@/ui/notify';
import { DeliveryAddressForm } from './DeliveryAddressForm';
import type { OfferedType } from './offeredTypes';
import { ScheduleField } from './ScheduleField';
import type { SavedAddress } from '@/domain/savedAddresses';
import { sendScheduleChoice } from './TypePanel';

export function PreparationView({
  slug,
  type,
  held,
  delivery,
  now,
  locale,
  near,
  guest,
  autofillOff,
  savedAddresses,
  onProceed,
  onSkip,
  proceedLabel = 'Proceed to Menu',
  holdUntilValid = false,
}: {
  slug: string;
  type: OfferedType;
  held: SelectedFulfilment;
  delivery: CheckedAddress | null;
  now: LocalMs;
  locale: Locale | undefined;
  near: LatLng | null;
  guest: boolean;
  autofillOff: boolean;
  savedAddresses: readonly SavedAddress[];
  onProceed: (draft: SelectedFulfilment) => void;
  onSkip: () => void;
  /** 'Proceed to Menu' on the menu, 'Proceed to Cart' on the cart (spec 2 §2.1). */
  proceedLabel?: string;
  /**
   * Keeps the proceed button disabled until the choice is complete (spec 2 §2.2: the checkout's
   * 'Proceed to Checkout … stays disabled until the required item is valid'); otherwise a press
   * names what is missing in a toast (spec 1 §2.4).
   */
  holdUntilValid?: boolean;
}) {
  const id = useId();
  const { settings } = type;
  const kind = scheduleKindOf(settings.time_type);
  const [draft, setDraft] = useState(held);
  const postcodeId = delivery?.postcodeId ?? 0;

  const onSchedule = useCallback(
    (choice: ScheduleChoice | null, picked: boolean) => {
      if (kind === null) return;
      setDraft((current) => withScheduleChoice(current, kind, choice));
      if (picked && choice !== null) void sendScheduleChoice(slug, kind, choice.id);
    },
    [kind, slug],
  );

  const issues = fulfilmentIssues({
    selection: draft,
    settings,
    now,
    deliveryAddressValid: isDeliveryAddressValid(postcodeId),
  });

  const proceed = () => {
    const [first] = issues;
    if (first === undefined) {
      onProceed(draft);
      return;
    }
    const title =
      first.field === 'deliveryAddress'
        ? 'Delivery address'
        : kind !== null
          ? SCHEDULE_BLOCK_TITLE[kind]
          : 'Fulfilment';
    showToast({
      message: first.message ?? `${title} is required`,
      tone: 'error',
      durationMs: VALIDATION_TOAST_MS,
    });
  };

  return (
    <div className="fulfilment-prep">
      {settings.address_required === 1 ? (
        <section className="fulfilment-block" aria-labelledby={`${id}-delivery`}>
          <h2 id={`${id}-delivery`} className="fulfilment-block__title">
            {DELIVERY_BLOCK_TITLE}
          </h2>
          <DeliveryAddressForm
            slug={slug}
            held={held}
            delivery={delivery}
            locale={locale}
            near={near}
            guest={guest}
            autofillOff={autofillOff}
            savedAddresses={savedAddresses}
          />
        </section>
      ) : null}
      {kind !== null ? (
        <section className="fulfilment-block" aria-labelledby={`${id}-schedule`}>
          <h2 id={`${id}-schedule`} className="fulfilment-block__title">
            {SCHEDULE_BLOCK_TITLE[kind]}
          </h2>
          <ScheduleField
            key={postcodeId}
            slug={slug}
            kind={kind}
            title={SCHEDULE_BLOCK_TITLE[kind]}
            postcodeId={postcodeId}
            selectedId={scheduleOf(draft, kind).id}
            selectedDate={scheduleOf(draft, kind).date}
            onChoose={onSchedule}
          />
        </section>
      ) : null}
      <div className="fulfilment-prep__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={proceed}
          disabled={holdUntilValid && issues.length > 0}
        >
          {proceedLabel}
        </button>
        {settings.code === 'delivery' ? (
          <button type="button" className="button" onClick={onSkip}>
            Skip Address
          </button>
        ) : null}
      </div>
    </div>
  );
}

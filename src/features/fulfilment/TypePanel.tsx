/**
 * One type's content in the popup (spec 1 §2.5): description, availability text, the store-closed
 * notes, then what the type asks for: a table (dine-in), booking fields and 'Booking Date & Time'
 * (booking), ASAP and the date/time picker ('user' time), or a day calendar with its slots,
 * stops or locations; the delivery estimate; a custom type's options.
 */
import { useCallback } from 'react';
import { worker } from '@/app/workerClient';
import type { FulfilmentTypeSettings } from '@/api/merchant';
import type { ScheduleKind } from '@/api/fulfilmentSchedules';
import { deliveryEstimate } from '@/domain/asapLabel';
import {
  availabilityText,
  pickerLabel,
  scheduleKindOf,
  SCHEDULE_BLOCK_TITLE,
  storeClosedNotes,
} from '@/domain/fulfilmentDisplay';
import { scheduleOf, withScheduleChoice, type ScheduleChoice } from '@/domain/fulfilmentPopup';
import { pickDateTime, type SelectedFulfilment } from '@/domain/fulfilmentReset';
import type { FulfilmentField } from '@/domain/fulfilmentValidation';
import type { PickerAvailability } from '@/domain/pickerWindow';
import { AsapField } from './AsapField';
import { BookingFields } from './BookingFields';
import { DateTimeField } from './DateTimeField';
import { DineInFields } from './DineInFields';
import { ScheduleField } from './ScheduleField';
import type { TypeTiming } from '@/domain/typeTiming';

/** Hint texts for the list and custom types (spec 1 §2.5 'Hint texts exist for…'). */
const SCHEDULE_HINT: Record<ScheduleKind, string> = {
  slots: 'Choose a delivery day, then a slot.',
  stops: 'Choose a day, then where to meet our driver.',
  locations: 'Choose a day, then where to collect your order.',
};

/** The checkout field a picked stop or location is sent in (spec 1 §4). */
export async function sendScheduleChoice(slug: string, kind: ScheduleKind, id: number) {
  if (kind === 'stops') {
    await worker.updateCheckout({
      slug,
      options: { delivery_stop_id: id },
      failureText: 'try-again',
    });
  } else if (kind === 'locations') {
    await worker.updateCheckout({
      slug,
      options: { pickup_location_id: id },
      failureText: 'try-again',
    });
  }
}

export function TypePanel({
  slug,
  type,
  timing,
  availability,
  draft,
  postcodeId,
  deliveryMins,
  invalidField,
  onDraft,
}: {
  slug: string;
  type: FulfilmentTypeSettings;
  timing: TypeTiming;
  availability: PickerAvailability;
  draft: SelectedFulfilment;
  /** The validated address's postcode id (slots need it), 0 for none. */
  postcodeId: number;
  /** The server's estimate for the address, 0 when unknown. */
  deliveryMins: number;
  invalidField: FulfilmentField | null;
  onDraft: (update: (draft: SelectedFulfilment) => SelectedFulfilment) => void;
}) {
  const kind = scheduleKindOf(type.time_type);
  const available = availabilityText(type.code, type.availability);
  const notes = storeClosedNotes({
    online: timing.online,
    displayClosedText: type.display_store_closed_text === 1,
    orderForLater: timing.orderForLater,
  });
  const estimate = deliveryEstimate(deliveryMins > 0 ? deliveryMins : type.delivery_mins);
  const asksTime = kind === null && type.time_type === 'user' && type.code !== 'dinein';

  const onSchedule = useCallback(
    (choice: ScheduleChoice | null, picked: boolean) => {
      if (kind === null) return;
      onDraft((current) => withScheduleChoice(current, kind, choice));
      if (picked && choice !== null) void sendScheduleChoice(slug, kind, choice.id);
    },
    [kind, onDraft, slug],
  );

  return (
    <div className="fulfilment-panel__body">
      {type.desc ? <p className="fulfilment-desc">{type.desc}</p> : null}
      {available ? <p className="fulfilment-availability">{available}</p> : null}
      {notes.map((note) => (
        <p key={note} className="fulfilment-closed">
          {note}
        </p>
      ))}
      {type.code === 'dinein' ? (
        <DineInFields
          settings={type}
          table={draft.dineinTableNum}
          invalid={invalidField === 'table'}
          onTable={(table) => onDraft((current) => ({ ...current, dineinTableNum: table }))}
        />
      ) : null}
      {type.code === 'booking' ? (
        <BookingFields
          settings={type}
          values={{
            ref: draft.dineinBookingRef,
            name: draft.dineinBookingName,
            pax: draft.dineinBookingPax,
          }}
          invalidField={invalidField}
          onChange={(values) =>
            onDraft((current) => ({
              ...current,
              ...(values.ref !== undefined ? { dineinBookingRef: values.ref } : {}),
              ...(values.name !== undefined ? { dineinBookingName: values.name } : {}),
              ...(values.pax !== undefined ? { dineinBookingPax: values.pax } : {}),
            }))
          }
        />
      ) : null}
      {type.code === 'custom' && type.location_options.length > 0 ? (
        <div className="fulfilment-custom">
          <p className="fulfilment-field__label">{type.location_label || 'Options'}</p>
          <ul className="fulfilment-custom__list">
            {type.location_options.map((option) => (
              <li key={option}>{option}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {asksTime ? (
        <div
          className={`fulfilment-when${invalidField === 'datetime' ? ' fulfilment-when--invalid' : ''}`}
        >
          {type.asap === 1 ? (
            <AsapField
              checked={draft.asap}
              asapAt={timing.asapAt}
              onChange={(asap) => onDraft((current) => ({ ...current, asap }))}
            />
          ) : null}
          <DateTimeField
            label={pickerLabel(type.code, timing.orderForLater)}
            value={draft.asap ? null : draft.datetime}
            range={timing.window}
            availability={availability}
            showDay={timing.orderForLater}
            onPick={(at) => onDraft((current) => pickDateTime(current, at))}
          />
        </div>
      ) : null}
      {kind !== null ? (
        <div className="fulfilment-when">
          <p className="fulfilment-hint">{SCHEDULE_HINT[kind]}</p>
          <ScheduleField
            slug={slug}
            kind={kind}
            title={SCHEDULE_BLOCK_TITLE[kind]}
            postcodeId={postcodeId}
            selectedId={scheduleOf(draft, kind).id}
            selectedDate={scheduleOf(draft, kind).date}
            onChoose={onSchedule}
          />
        </div>
      ) : null}
      {type.code === 'delivery' && estimate !== null ? (
        <p className="fulfilment-estimate">Estimated delivery time: {estimate}</p>
      ) : null}
    </div>
  );
}

/**
 * Booking's reference, name and party size (spec 1 §2.5), each labelled from the settings
 * (defaults begin 'Booking'), with help texts; scanning a booking code fills all three.
 */
import { useId, type ReactNode } from 'react';
import type { FulfilmentTypeSettings } from '@/api/merchant';
import type { FulfilmentField } from '@/domain/fulfilmentValidation';
import { DEFAULT_BOOKING_LABELS } from '@/domain/fulfilmentValidation';
import { ScanCodeButton } from '@/features/scan/ScanCodeButton';

export type BookingValues = { ref: string; name: string; pax: number };

type Settings = Pick<
  FulfilmentTypeSettings,
  | 'booking_ref_label'
  | 'booking_ref_desc'
  | 'booking_ref_required'
  | 'booking_name_label'
  | 'booking_name_desc'
  | 'booking_name_required'
  | 'booking_pax_label'
  | 'booking_pax_desc'
  | 'booking_pax_required'
  | 'booking_qr_scanner'
>;

function Field({
  id,
  label,
  help,
  required,
  invalid,
  children,
}: {
  id: string;
  label: string;
  help: string;
  required: boolean;
  invalid: boolean;
  children: (props: {
    id: string;
    required: boolean;
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
  }) => ReactNode;
}) {
  return (
    <div className="fulfilment-field">
      <label className="fulfilment-field__label" htmlFor={id}>
        {label}
      </label>
      {help ? (
        <p id={`${id}-help`} className="fulfilment-field__help">
          {help}
        </p>
      ) : null}
      {children({
        id,
        required,
        'aria-invalid': invalid || undefined,
        'aria-describedby': help ? `${id}-help` : undefined,
      })}
    </div>
  );
}

export function BookingFields({
  settings,
  values,
  invalidField,
  onChange,
}: {
  settings: Settings;
  values: BookingValues;
  invalidField: FulfilmentField | null;
  onChange: (values: Partial<BookingValues>) => void;
}) {
  const id = useId();
  return (
    <div className="fulfilment-booking">
      <Field
        id={`${id}-ref`}
        label={settings.booking_ref_label.trim() || DEFAULT_BOOKING_LABELS.ref}
        help={settings.booking_ref_desc}
        required={settings.booking_ref_required === 1}
        invalid={invalidField === 'bookingRef'}
      >
        {(props) => (
          <input
            {...props}
            className="fulfilment-input"
            value={values.ref}
            autoComplete="off"
            autoCapitalize="characters"
            onChange={(event) => onChange({ ref: event.target.value })}
          />
        )}
      </Field>
      <Field
        id={`${id}-name`}
        label={settings.booking_name_label.trim() || DEFAULT_BOOKING_LABELS.name}
        help={settings.booking_name_desc}
        required={settings.booking_name_required === 1}
        invalid={invalidField === 'bookingName'}
      >
        {(props) => (
          <input
            {...props}
            className="fulfilment-input"
            value={values.name}
            autoComplete="name"
            onChange={(event) => onChange({ name: event.target.value })}
          />
        )}
      </Field>
      <Field
        id={`${id}-pax`}
        label={settings.booking_pax_label.trim() || DEFAULT_BOOKING_LABELS.pax}
        help={settings.booking_pax_desc}
        required={settings.booking_pax_required === 1}
        invalid={invalidField === 'bookingPax'}
      >
        {(props) => (
          <input
            {...props}
            className="fulfilment-input fulfilment-input--short"
            type="number"
            inputMode="numeric"
            min={1}
            max={99}
            step={1}
            value={Number.isFinite(values.pax) && values.pax > 0 ? values.pax : ''}
            onChange={(event) => onChange({ pax: Number.parseInt(event.target.value, 10) })}
          />
        )}
      </Field>
      {settings.booking_qr_scanner === 1 ? (
        <ScanCodeButton
          purpose="booking"
          onResult={(result) => {
            if (!result.ok) return;
            const { bookingRef, bookingName, bookingPax } = result.data;
            onChange({
              ...(bookingRef !== undefined ? { ref: bookingRef } : {}),
              ...(bookingName !== undefined ? { name: bookingName } : {}),
              ...(bookingPax !== undefined ? { pax: bookingPax } : {}),
            });
          }}
        />
      ) : null}
    </div>
  );
}

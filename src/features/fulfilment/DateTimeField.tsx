/**
 * The date/time picker (spec 1 §2.5, §5 'Date picker'): a day list from the picker window and a
 * time list in 5-minute steps for that day. Disabled when the window is (all days unavailable, or
 * offline without order-for-later, or nothing left to choose).
 */
import { useEffect, useId } from 'react';
import { formatClock, formatDay, localDate, minuteOfDay, type LocalMs } from '@/domain/calendar';
import {
  daysInWindow,
  timesForDay,
  type PickerAvailability,
  type PickerWindow,
} from '@/domain/pickerWindow';

export function DateTimeField({
  label,
  value,
  range,
  availability,
  showDay,
  onPick,
}: {
  label: string;
  /** The chosen time, or null (none, or ASAP). */
  value: LocalMs | null;
  range: PickerWindow;
  availability: PickerAvailability;
  /** 'Choose a day/time' offers days; 'Choose a time' only today. */
  showDay: boolean;
  onPick: (at: LocalMs) => void;
}) {
  const id = useId();
  const days = daysInWindow(range, availability);
  const day = value !== null && days.includes(localDate(value)) ? localDate(value) : days[0];
  const times = day === undefined ? [] : timesForDay(day, range, availability);
  const chosen = value !== null && times.includes(value) ? value : null;
  const disabled = range.disabled || days.length === 0;

  useEffect(() => {
    if (range.warnAllDaysUnavailable) {
      console.warn('All 7 days are unavailable: the date picker rules are ignored');
    }
  }, [range.warnAllDaysUnavailable]);

  const pickDay = (next: string) => {
    const options = timesForDay(next, range, availability);
    // Keep the time of day when the new day offers it, else its first time.
    const same =
      value === null ? undefined : options.find((at) => minuteOfDay(at) === minuteOfDay(value));
    const at = same ?? options[0];
    if (at !== undefined) onPick(at);
  };

  return (
    <fieldset className="fulfilment-datetime" disabled={disabled}>
      <legend className="fulfilment-field__label">{label}</legend>
      <div className="fulfilment-datetime__row">
        {showDay ? (
          <label className="fulfilment-select">
            <span className="fulfilment-select__label">Day</span>
            <select id={`${id}-day`} value={day ?? ''} onChange={(e) => pickDay(e.target.value)}>
              {days.map((date) => (
                <option key={date} value={date}>
                  {formatDay(date)}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <label className="fulfilment-select">
          <span className="fulfilment-select__label">Time</span>
          <select
            id={`${id}-time`}
            value={chosen === null ? '' : String(chosen)}
            onChange={(e) => {
              if (e.target.value !== '') onPick(Number(e.target.value));
            }}
          >
            {chosen === null ? <option value="">Select a time</option> : null}
            {times.map((at) => (
              <option key={at} value={String(at)}>
                {formatClock(at)}
              </option>
            ))}
          </select>
        </label>
      </div>
    </fieldset>
  );
}

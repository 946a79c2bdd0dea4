/**
 * A calendar of days and the slots, stops or pickup locations of the chosen day (spec 1 §2.5):
 * each entry's display_label and cut-off text, 'Almost full' below 20 available, the empty-list
 * text, and for slots without a valid address 'Specify your delivery address to see available
 * delivery slots.' After each load the choice is kept if still offered, else the first entry is
 * chosen, else cleared (§4).
 */
import { useEffect, useId, useState } from 'react';
import type { OfferedEntry, ScheduleKind } from '@/api/fulfilmentSchedules';
import { formatDay } from '@/domain/calendar';
import { EMPTY_SCHEDULE_TEXT } from '@/domain/fulfilmentDisplay';
import { SLOTS_NEED_ADDRESS } from '@/domain/messages';
import { isAlmostFull, selectAfterDateChange } from '@/domain/slotSelection';
import { useSchedule } from './useSchedule';

export type { ScheduleChoice } from '@/domain/fulfilmentPopup';
import type { ScheduleChoice } from '@/domain/fulfilmentPopup';

export function ScheduleField({
  slug,
  kind,
  title,
  postcodeId,
  selectedId,
  selectedDate,
  onChoose,
}: {
  slug: string;
  kind: ScheduleKind;
  title: string;
  postcodeId: number;
  selectedId: number;
  /** The chosen entry's day, or null. */
  selectedDate: string | null;
  /** `picked` is true for the customer's own choice, false for the automatic one after a load. */
  onChoose: (choice: ScheduleChoice | null, picked: boolean) => void;
}) {
  const id = useId();
  const [date, setDate] = useState(selectedDate ?? '');
  const needsAddress = kind === 'slots' && !(postcodeId > 0);
  const { state, retry } = useSchedule({ slug, kind, date, postcodeId, enabled: !needsAddress });
  const answer = state.status === 'done' ? state.answer : null;

  useEffect(() => {
    if (answer === null) return;
    const choice = selectAfterDateChange(selectedId, answer.entries, (entry) => entry.id);
    const sameDay = selectedDate === answer.date;
    if (choice.id === selectedId && (choice.id === 0 || sameDay)) return;
    onChoose(
      choice.id === 0 ? null : { id: choice.id, desc: choice.desc, date: answer.date },
      false,
    );
  }, [answer, selectedId, selectedDate, onChoose]);

  if (needsAddress) return <p className="fulfilment-hint">{SLOTS_NEED_ADDRESS}</p>;

  const shownDate = date !== '' ? date : (state.answer?.date ?? '');
  const days = state.answer?.calendar ?? [];
  const entries: OfferedEntry[] = state.answer?.date === shownDate ? state.answer.entries : [];

  return (
    <div className="fulfilment-schedule" aria-busy={state.status === 'loading'}>
      {days.length > 0 ? (
        <fieldset className="fulfilment-days">
          <legend className="fulfilment-field__label">Day</legend>
          <div className="fulfilment-days__list">
            {days.map((day) => (
              <label key={day} className="fulfilment-day">
                <input
                  type="radio"
                  name={`${id}-day`}
                  value={day}
                  checked={day === shownDate}
                  onChange={() => setDate(day)}
                />
                <span>{formatDay(day)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      <fieldset className="fulfilment-entries">
        <legend className="fulfilment-field__label">{title}</legend>
        {state.status === 'loading' && entries.length === 0 ? (
          <p className="fulfilment-hint" role="status">
            Loading…
          </p>
        ) : state.status === 'failed' ? (
          <button type="button" className="button" onClick={retry}>
            Try again
          </button>
        ) : entries.length === 0 && state.status === 'done' ? (
          <p className="fulfilment-hint">{EMPTY_SCHEDULE_TEXT[kind]}</p>
        ) : (
          <ul className="fulfilment-entries__list">
            {entries.map((entry) => (
              <li key={entry.id}>
                <label className="fulfilment-entry">
                  <input
                    type="radio"
                    name={`${id}-entry`}
                    value={entry.id}
                    checked={entry.id === selectedId}
                    onChange={() =>
                      onChoose({ id: entry.id, desc: entry.display_label, date: shownDate }, true)
                    }
                  />
                  <span className="fulfilment-entry__text">
                    <span className="fulfilment-entry__label">{entry.display_label}</span>
                    {entry.cut_off_time_str ? (
                      <span className="fulfilment-entry__cutoff">{entry.cut_off_time_str}</span>
                    ) : null}
                  </span>
                  {isAlmostFull(entry.available) ? (
                    <span className="fulfilment-entry__badge">Almost full</span>
                  ) : null}
                </label>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
    </div>
  );
}

/**
 * The slots, stops or pickup locations offered on a date (spec 1 §2.5, §4 'Slots, stops,
 * locations'), asked of the worker whenever the date or the postcode id changes. When the store's
 * today (date '') has nothing, the first day of the calendar that has something is shown instead.
 * The answer is per screen, not stored: it only means something for the date and address asked.
 */
import { useWorkerCall } from '@/app/useWorkerCall';
import { worker } from '@/app/workerClient';
import type { ScheduleAnswer, ScheduleKind } from '@/api/fulfilmentSchedules';

export type ScheduleState = {
  status: 'idle' | 'loading' | 'failed' | 'done';
  /** The last answer, kept while the next one loads. */
  answer: ScheduleAnswer | null;
};

export function useSchedule(input: {
  slug: string;
  kind: ScheduleKind;
  /** 'yyyy-MM-dd', or '' for the store's today. */
  date: string;
  postcodeId: number;
  /** False while the list cannot be asked for (slots without a valid address). */
  enabled: boolean;
}): { state: ScheduleState; retry: () => void } {
  const { slug, kind, date, postcodeId, enabled } = input;
  const key = enabled ? `${slug}|${kind}|${date}|${postcodeId}` : null;
  // A failure has been toasted by the worker ('Error, please try again').
  const { state, retry } = useWorkerCall(key, async ({ signal }) => {
    const ask = (day: string) =>
      worker.loadSchedule({ slug, kind, date: day, ...(kind === 'slots' ? { postcodeId } : {}) });
    const result = await ask(date);
    const firstDay = result.ok ? result.data.calendar[0] : undefined;
    const emptyToday = result.ok && date === '' && result.data.entries.length === 0;
    if (emptyToday && firstDay !== undefined && !signal.aborted) return ask(firstDay);
    return result;
  });
  const status = STATUS[state.status];
  return { state: { status, answer: state.data ?? null }, retry };
}

const STATUS = { idle: 'idle', loading: 'loading', ok: 'done', error: 'failed' } as const;

/**
 * The slots, stops or pickup locations offered on a date (spec 1 §2.5, §4 'Slots, stops,
 * locations'), asked of the worker whenever the date or the postcode id changes. When the store's
 * today (date '') has nothing, the first day of the calendar that has something is shown instead.
 * The answer is per screen, not stored: it only means something for the date and address asked.
 */
import { useEffect, useState } from 'react';
import { worker } from '@/app/workerClient';
import type { ScheduleAnswer, ScheduleKind } from '@/api/fulfilmentSchedules';

export type ScheduleState = {
  status: 'idle' | 'loading' | 'failed' | 'done';
  /** The last answer, kept while the next one loads. */
  answer: ScheduleAnswer | null;
};

type Loaded = { key: string; failed: boolean; answer: ScheduleAnswer | null };

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
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded>({ key: '', failed: false, answer: null });
  const key = `${slug}|${kind}|${date}|${postcodeId}|${attempt}`;

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    const ask = (day: string) =>
      worker.loadSchedule({ slug, kind, date: day, ...(kind === 'slots' ? { postcodeId } : {}) });
    void (async () => {
      let result = await ask(date);
      const firstDay = result.ok ? result.data.calendar[0] : undefined;
      if (result.ok && date === '' && result.data.entries.length === 0 && firstDay !== undefined) {
        result = await ask(firstDay);
      }
      if (!live) return;
      // A failure has been toasted by the worker ('Error, please try again').
      setLoaded((previous) =>
        result.ok
          ? { key, failed: false, answer: result.data }
          : { key, failed: true, answer: previous.answer },
      );
    })().catch(() => {
      if (live) setLoaded((previous) => ({ key, failed: true, answer: previous.answer }));
    });
    return () => {
      live = false;
    };
  }, [slug, kind, date, postcodeId, enabled, key]);

  const state: ScheduleState = !enabled
    ? { status: 'idle', answer: null }
    : loaded.key !== key
      ? { status: 'loading', answer: loaded.answer }
      : { status: loaded.failed ? 'failed' : 'done', answer: loaded.answer };
  return { state, retry: () => setAttempt((n) => n + 1) };
}

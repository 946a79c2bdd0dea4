/**
 * When a standing order's day is placed (spec 3 §3 'Store settings (standing orders)': cut-off
 * time and days per fulfilment type): the order for day D is placed and paid at the cut-off time,
 * `days` days before D, in the store's zone. A day is due from its cut-off until D ends, so a
 * server that was down at the cut-off still places it later that day, and never a day gone by.
 * Pure: the instant is passed in.
 */
import { addDays, atLocal, clockMinutes, localDate, localEpochInZone } from '@domain/calendar';
import type { CutOff } from './stores';

export type DueDay = {
  /** Store-local 'yyyy-MM-dd' of the order. */
  date: string;
  /** The cut-off's instant. */
  cutOffAt: Date;
};

/** The order days whose cut-off has come by `now` and which have not ended yet, oldest first. */
export function dueDays(now: Date, timeZone: string, cutOff: CutOff): DueDay[] {
  const nowLocal = localEpochInZone(now.getTime(), timeZone);
  const today = localDate(nowLocal);
  const due: DueDay[] = [];
  for (let ahead = 0; ahead <= cutOff.days; ahead++) {
    const date = addDays(today, ahead);
    const cutOffLocal = atLocal(addDays(date, -cutOff.days), clockMinutes(cutOff.time));
    const endLocal = atLocal(addDays(date, 1), 0);
    if (cutOffLocal <= nowLocal && nowLocal < endLocal)
      due.push({ date, cutOffAt: new Date(now.getTime() - (nowLocal - cutOffLocal)) });
  }
  return due;
}

/** 0 Monday … 6 Sunday, for a 'yyyy-MM-dd'. */
export function weekdayIndexOf(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return (day + 6) % 7;
}

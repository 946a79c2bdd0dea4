import type { FulfilmentCode } from '@api/common';
import { formatClock } from '@domain/calendar';
import type { SubmitInput } from '../submitInput';
import type { PlannedFulfilment } from '../validate';
import type { PlannedTime } from './plannedTime';
import type { ScheduledEntry } from './scheduledEntry';

/** The one line the receipt shows for the fulfilment: address, location, table or booking. */
export function fulfilmentDetail(
  code: FulfilmentCode,
  parts: {
    address: string;
    entryLabel: string;
    tableNum: string;
    bookingRef: string;
    bookingName: string;
    bookingPax: number;
    tableLabel: string;
    time: string;
  },
): string {
  if (code === 'delivery') return [parts.address, parts.entryLabel].filter(Boolean).join(' · ');
  if (code === 'dinein')
    return parts.tableNum ? `${parts.tableLabel || 'Table'} ${parts.tableNum}` : '';
  if (code === 'booking') {
    const people =
      parts.bookingPax > 0
        ? `${parts.bookingPax} ${parts.bookingPax === 1 ? 'person' : 'people'}`
        : '';
    return [parts.bookingRef && `Booking ${parts.bookingRef}`, parts.bookingName, people]
      .filter(Boolean)
      .join(', ');
  }
  return parts.entryLabel;
}

/** The fulfilment the order is placed with: its type, time, entry, table or booking, and detail. */
export function plannedFulfilment(input: {
  code: FulfilmentCode;
  when: PlannedTime;
  entry: ScheduledEntry;
  submit: SubmitInput;
  /** The delivery's one-line address ('' when not delivered). */
  address: string;
  tableLabel: string;
}): PlannedFulfilment {
  const { code, when, entry, submit } = input;
  const { asap, date, time } = when;
  const detail = fulfilmentDetail(code, {
    address: input.address,
    entryLabel: entry.label,
    tableNum: submit.tableNum,
    bookingRef: submit.bookingRef,
    bookingName: submit.contactName,
    bookingPax: submit.bookingPax,
    tableLabel: input.tableLabel,
    time: asap || time === null ? '' : formatClock(time),
  });
  return {
    code,
    asap,
    date,
    time,
    slotId: entry.slotId,
    stopId: entry.stopId,
    locationId: entry.locationId,
    tableNum: submit.tableNum,
    bookingRef: submit.bookingRef,
    bookingName: submit.contactName,
    bookingPax: submit.bookingPax,
    detail,
  };
}

import type { FulfilmentCode } from '@api/common';

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

/**
 * When the fulfilment popup opens and closes, and what a link, Set or Close does to the choice
 * (spec 1 §2.4 query parameters, §4 'Fulfilment popup', 'Menu load', 'Views'). Times are ms.
 */
import type { FulfilmentCode } from '../api/common';
import type { LinkData } from './deepLinks';
import {
  chooseFulfilmentType,
  normaliseBookingRef,
  normalisePax,
  normaliseTableNumber,
  type SelectedFulfilment,
  type TypeRules,
} from './fulfilmentReset';
import type { ScheduleKind } from '../api/fulfilmentSchedules';
import { scheduleDateTime } from './fulfilmentDisplay';
import type { FulfilmentField, FulfilmentIssue } from './fulfilmentValidation';
import { localDate } from './calendar';

/** 'Deep link refresh window: 5 s' (spec 1 §9). */
export const FRESH_LINK_MS = 5_000;

/** The fields the preparation view completes rather than the popup (spec 1 §4 'Views'). */
const PREPARATION_FIELDS: readonly FulfilmentField[] = [
  'deliveryAddress',
  'deliverySlot',
  'deliveryStop',
  'pickupLocation',
];

/**
 * Issues the popup itself must resolve: type, table, booking fields, date/time. For a type that
 * picks from a list (slots, stops, locations: `scheduled`) the list's day is the date/time, so a
 * missing one is left to the preparation view with the list.
 */
export function popupIssues(
  issues: readonly FulfilmentIssue[],
  scheduled = false,
): FulfilmentIssue[] {
  return issues.filter(
    (issue) =>
      !PREPARATION_FIELDS.includes(issue.field) && !(scheduled && issue.field === 'datetime'),
  );
}

/**
 * 'After loading, the popup shows if the date/time is invalid or a table number is in the link',
 * unless the link says confirm=0. No type at all counts as an invalid date/time, and so does a
 * missing table or booking field: the popup is where those are entered.
 */
export function popupAfterLoad(input: {
  issues: readonly FulfilmentIssue[];
  scheduled?: boolean;
  linkTable: string | undefined;
  skipPopup: boolean;
}): boolean {
  if (input.skipPopup) return false;
  return popupIssues(input.issues, input.scheduled).length > 0 || Boolean(input.linkTable?.trim());
}

/**
 * 'A fresh deep link (within 5 s) with a new table number reopens the popup': the link was opened
 * at most 5 s ago and its table differs from the one held.
 */
export function reopenForLink(input: {
  linkAt: number;
  now: number;
  linkTable: string | undefined;
  heldTable: string;
}): boolean {
  const table = normaliseTableNumber(input.linkTable ?? '');
  if (table === '') return false;
  const age = input.now - input.linkAt;
  return age >= 0 && age <= FRESH_LINK_MS && table !== normaliseTableNumber(input.heldTable);
}

export type LinkFields = LinkData & { fulfil: FulfilmentCode | null };

/**
 * The choice a menu link asks for: fulfil names the type; without it a table means dine-in and
 * booking fields mean booking. The type is taken only when the store offers it (through
 * chooseFulfilmentType, so fields of other types reset); the table is stored trimmed and
 * upper-cased, the booking reference upper-cased, the party size a whole number (else 2). Returns
 * null when the link asks for nothing this store offers.
 */
export function selectionFromLink(
  current: SelectedFulfilment,
  link: LinkFields,
  offered: readonly TypeRules[],
): SelectedFulfilment | null {
  const hasBooking =
    link.bookingName !== undefined ||
    link.bookingRef !== undefined ||
    link.bookingPax !== undefined;
  const code: FulfilmentCode | null =
    link.fulfil ?? (link.table ? 'dinein' : hasBooking ? 'booking' : null);
  const settings = code === null ? undefined : offered.find((type) => type.code === code);
  if (settings === undefined) return null;
  const chosen = chooseFulfilmentType(current, settings);
  if (code === 'dinein' && link.table) chosen.dineinTableNum = normaliseTableNumber(link.table);
  if (code === 'booking') {
    if (link.bookingName !== undefined) chosen.dineinBookingName = link.bookingName.trim();
    if (link.bookingRef !== undefined)
      chosen.dineinBookingRef = normaliseBookingRef(link.bookingRef);
    if (link.bookingPax !== undefined) chosen.dineinBookingPax = normalisePax(link.bookingPax);
  }
  return chosen;
}

/**
 * 'Closing without Set stores the date-time if not ASAP': the held choice with the popup's
 * date-time, or null when there is nothing to store (ASAP on, or no time picked, or the same time).
 */
export function selectionAfterClose(
  held: SelectedFulfilment,
  draft: Pick<SelectedFulfilment, 'asap' | 'datetime'>,
): SelectedFulfilment | null {
  if (draft.asap || draft.datetime === null || draft.datetime === held.datetime) return null;
  return { ...held, datetime: draft.datetime, asap: false };
}

/**
 * 'Closing without a valid fulfilment shows 'Fulfilment type is required' (1.5 s) and reopens the
 * popup after 0.5 s': the held choice still has an issue the popup resolves. Address, slot, stop and
 * location issues send the customer to the preparation view instead.
 */
export function closeNeedsReopen(
  heldIssues: readonly FulfilmentIssue[],
  scheduled = false,
): boolean {
  return popupIssues(heldIssues, scheduled).length > 0;
}

export type SetOutcome = { ok: true; prepare: boolean } | { ok: false; issue: FulfilmentIssue };

/**
 * 'The Set button validates, then stores options and type': the popup's first issue stops it; an
 * address, slot, stop or location still to choose does not (prepare: the preparation view shows).
 */
export function setOutcome(issues: readonly FulfilmentIssue[], scheduled = false): SetOutcome {
  const [first] = popupIssues(issues, scheduled);
  if (first !== undefined) return { ok: false, issue: first };
  return { ok: true, prepare: issues.length > 0 };
}

/**
 * What Set stores: 'Table number and booking reference are stored trimmed and uppercased', the
 * booking name trimmed, the party size a whole number above 0 (else 2).
 */
export function normaliseSelection(selection: SelectedFulfilment): SelectedFulfilment {
  return {
    ...selection,
    dineinTableNum: normaliseTableNumber(selection.dineinTableNum),
    dineinBookingRef: normaliseBookingRef(selection.dineinBookingRef),
    dineinBookingName: selection.dineinBookingName.trim(),
    dineinBookingPax: normalisePax(selection.dineinBookingPax),
  };
}

export type ScheduleChoice = { id: number; desc: string; date: string };

/** The selection's slot, stop or location for a schedule kind, and the day it is on. */
export function scheduleOf(
  selection: SelectedFulfilment,
  kind: ScheduleKind,
): { id: number; date: string | null } {
  const id =
    kind === 'slots'
      ? selection.deliverySlotId
      : kind === 'stops'
        ? selection.deliveryStopId
        : selection.pickupLocationId;
  return { id, date: selection.datetime === null ? null : localDate(selection.datetime) };
}

/**
 * A slot, stop or location chosen (or cleared) for a day: its id and display_label go to the
 * kind's fields, and the day becomes the selection's date-time ('Slot, stop and location types
 * need a datetime'); ASAP does not apply to a listed entry.
 */
export function withScheduleChoice(
  selection: SelectedFulfilment,
  kind: ScheduleKind,
  choice: ScheduleChoice | null,
): SelectedFulfilment {
  const id = choice?.id ?? 0;
  const desc = choice?.desc ?? '';
  const next: SelectedFulfilment = {
    ...selection,
    asap: false,
    datetime: choice === null ? null : scheduleDateTime(choice.date),
  };
  if (kind === 'slots') return { ...next, deliverySlotId: id, deliverySlotDesc: desc };
  if (kind === 'stops') return { ...next, deliveryStopId: id, deliveryStopDesc: desc };
  return { ...next, pickupLocationId: id, pickupLocationDesc: desc };
}

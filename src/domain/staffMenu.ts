/**
 * The staff Menu tab's rules (beyond the spec): how an item's state reads, how long a sold-out
 * mark lasts in words, what the search matches (a queued change's words are in staffMenuChange.ts,
 * which the worker imports without the calendar). Times
 * are the merchant's local wall clock as the server sends them ('yyyy-MM-ddTHH:mm'); nothing here
 * reads a clock.
 */
import { formatClock, formatDay } from './calendar';

/** '2026-11-24T22:00' → '10:00 pm'; null for text that is not a local date-time. */
function clockOf(localDateTime: string | null): string | null {
  const match = /^\d{4}-\d{2}-\d{2}T(\d{2}:\d{2})/.exec(localDateTime ?? '');
  return match ? formatClock(match[1]!) : null;
}

/** The default choice, naming the time: 'Until close (10:00 pm)'; 'Until close' when not known. */
export function untilCloseLabel(closesAt: string | null): string {
  const clock = clockOf(closesAt);
  return clock === null ? 'Until close' : `Until close (${clock})`;
}

export const UNTIL_TURNED_BACK_ON = 'Until turned back on';

/** An item's state as the tab shows it: 'Available', 'Sold out until 10:00 pm', … */
export function itemStateText(item: {
  is_available: 0 | 1;
  sold_out_until: string | null;
}): string {
  if (item.is_available === 1) return 'Available';
  const clock = clockOf(item.sold_out_until);
  return clock === null ? 'Sold out until turned back on' : `Sold out until ${clock}`;
}

/**
 * Whether an item answers the search: every word typed is in its name or its category, in any
 * case. An empty search matches everything.
 */
export function matchesMenuSearch(
  item: { name: string; category: string },
  query: string,
): boolean {
  const words = query.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  const text = `${item.name} ${item.category}`.toLocaleLowerCase();
  return words.every((word) => text.includes(word));
}

/** A change's time in the changes list: '2026-11-24T12:05:09' → 'Tue 24 Nov, 12:05 pm'. */
export function changeTimeText(at: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(at);
  return match ? `${formatDay(match[1]!)}, ${formatClock(match[2]!)}` : at;
}

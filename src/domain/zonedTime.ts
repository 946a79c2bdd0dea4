/**
 * A real instant as the store's wall clock (the merchant-local epoch of pickerWindow.ts), from the
 * merchant's IANA time zone. Pure: the instant is passed in; Intl supplies the zone's rules.
 */
import type { LocalMs } from './pickerWindow';

const formatters = new Map<string, Intl.DateTimeFormat | null>();

function formatterFor(timeZone: string): Intl.DateTimeFormat | null {
  if (!formatters.has(timeZone)) {
    try {
      formatters.set(
        timeZone,
        new Intl.DateTimeFormat('en-AU', {
          timeZone,
          hourCycle: 'h23',
          year: 'numeric',
          month: '2-digit',
          day: '2-digit',
          hour: '2-digit',
          minute: '2-digit',
          second: '2-digit',
        }),
      );
    } catch {
      formatters.set(timeZone, null);
    }
  }
  return formatters.get(timeZone) ?? null;
}

/**
 * 2025-01-15T04:05:00Z in 'Australia/Perth' → Date.UTC(2025, 0, 15, 12, 5). An unknown zone falls
 * back to `fallbackOffsetMinutes` (AWST, +8 h, unless told otherwise).
 */
export function localEpochInZone(
  epochMs: number,
  timeZone: string,
  fallbackOffsetMinutes = 480,
): LocalMs {
  const format = formatterFor(timeZone);
  if (format === null) return epochMs + fallbackOffsetMinutes * 60_000;
  const parts: Record<string, number> = {};
  for (const part of format.formatToParts(new Date(epochMs))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const { year = 1970, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  return Date.UTC(year, month - 1, day, hour, minute, second, epochMs % 1000);
}

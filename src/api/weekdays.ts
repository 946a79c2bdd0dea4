/**
 * Weekday keys (spec 1 §9 'Weekday keys'), Monday first. Their own module, without zod, so the
 * calendar (src/domain/calendar.ts) can use them on the menu route without the schema library.
 */
export const WEEKDAY_KEYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type WeekdayKey = (typeof WEEKDAY_KEYS)[number];

import { afterEach, beforeEach } from 'vitest';
import { setLogSink, type LogEntry } from '@worker/log';

/** Captures worker log entries for the current test file instead of printing them. */
export function captureLogs(): LogEntry[] {
  const entries: LogEntry[] = [];
  let restore: (() => void) | undefined;
  beforeEach(() => {
    entries.length = 0;
    restore = setLogSink((entry) => entries.push(entry));
  });
  afterEach(() => restore?.());
  return entries;
}

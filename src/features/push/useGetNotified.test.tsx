import { describe, expect, it } from 'vitest';
import { PUSH_DISABLED_ALERT, PUSH_NEEDS_INSTALL } from '@/domain/pushPrompt';
import type { TurnOnOutcome } from './pushRegistration';
import { GET_NOTIFIED_ON, turnOnMessage } from './useGetNotified';

describe('what Get Notified says under the button after an attempt', () => {
  it.each<[TurnOnOutcome | null, string]>([
    [null, ''],
    [{ state: 'on' }, GET_NOTIFIED_ON],
    [{ state: 'blocked' }, PUSH_DISABLED_ALERT],
    [{ state: 'install-first' }, PUSH_NEEDS_INSTALL],
    [{ state: 'undecided' }, ''],
    [{ state: 'unavailable' }, ''],
    // Toasted instead.
    [{ state: 'failed', message: '[PN] Error registering' }, ''],
  ])('%j → %j', (outcome, message) => {
    expect(turnOnMessage(outcome)).toBe(message);
  });
});

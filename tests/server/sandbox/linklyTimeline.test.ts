/**
 * A purchase's steps on the pad's clock (server/sandbox/linkly/timeline.ts): Linkly's virtual
 * pinpad amount rules only where the pad has them on, the pad's pace or the script's, and the
 * 3-minute time-out of a purchase nobody completes (../shared/linkly-cloud.md §2.7, §2.8).
 */
import { describe, expect, it } from 'vitest';
import { PAD_TIMEOUT_MS, timelineOf, type Outcome } from '../../../server/sandbox/linkly/timeline';

describe('timelineOf', () => {
  it.each([
    // cents, amount rules, ending, prompts
    [2550, true, 'system-error', ['PRESENT CARD', 'PROCESSING']],
    [2550, false, 'approve', ['PRESENT CARD', 'PROCESSING']],
    [1251, true, 'decline', ['PRESENT CARD', 'PROCESSING']],
    [1251, false, 'approve', ['PRESENT CARD', 'PROCESSING']],
    [1055, true, 'approve', ['PRESENT CARD', 'KEY PIN', 'PROCESSING']],
    [1055, false, 'approve', ['PRESENT CARD', 'PROCESSING']],
    [1208, true, 'approve', ['PRESENT CARD', 'SIGNATURE OK?']],
    [1240, true, 'approve', ['PRESENT CARD', 'PROCESSING']],
  ] as const)('%i cents, amount rules %s → %s', (amountCents, amountRules, ending, prompts) => {
    const timeline = timelineOf({ amountCents, amountRules, stepMs: 1_000, script: null });
    expect(timeline.ending).toBe(ending);
    expect(timeline.prompts.map((prompt) => prompt.text)).toEqual(prompts);
  });

  it('.08 approves with a signature (08) only under the amount rules', () => {
    const args = { amountCents: 1208, stepMs: 0, script: null };
    expect(timelineOf({ ...args, amountRules: true }).approvedCode).toBe('08');
    expect(timelineOf({ ...args, amountRules: false }).approvedCode).toBe('00');
  });

  it.each([
    // the pad's step, the script's step, prompt times, end
    [0, undefined, [0, 0], 0],
    [1_500, undefined, [0, 1_500], 3_000],
    [1_500, 10_000, [0, 10_000], 20_000],
  ])('pad step %i ms, scripted %s → prompts at %j, ends at %i', (stepMs, scripted, at, end) => {
    const script = scripted === undefined ? null : { stepMs: scripted };
    const timeline = timelineOf({ amountCents: 1240, amountRules: false, stepMs, script });
    expect(timeline.prompts.map((prompt) => prompt.atMs)).toEqual(at);
    expect(timeline.endsAtMs).toBe(end);
  });

  it.each<[Outcome, number, string, number]>([
    ['unattended', 0, 'timeout', PAD_TIMEOUT_MS],
    ['approve', 90_000, 'timeout', PAD_TIMEOUT_MS],
    ['approve', 89_999, 'approve', 179_998],
  ])('%s with %i ms steps ends as %s at %i ms', (outcome, stepMs, ending, endsAtMs) => {
    const timeline = timelineOf({
      amountCents: 1240,
      amountRules: false,
      stepMs: 0,
      script: { outcome, stepMs },
    });
    expect(timeline).toMatchObject({ ending, endsAtMs });
  });

  it('nobody presents a card: the pad keeps asking for one until it gives up', () => {
    const timeline = timelineOf({
      amountCents: 1240,
      amountRules: false,
      stepMs: 2_000,
      script: { outcome: 'unattended' },
    });
    expect(timeline.prompts).toEqual([{ atMs: 0, text: 'PRESENT CARD' }]);
  });
});

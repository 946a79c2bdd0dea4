/**
 * What a purchase does on the pad, and when, on the pad's own clock (as Linkly's official mock
 * runs it: display "Swipe Card" → "Processing" → … → the final result, a delay per step;
 * ../shared/linkly-cloud.md §2.8). Pure: times are milliseconds from the purchase's start.
 *
 * A purchase nobody completes (no card presented, or steps scripted past the limit) ends when the
 * pad gives up, 3 minutes after it began, as a failed result: Linkly's samples wait 3 minutes for
 * a purchase before they stop waiting (§2.7), and the pad stops then too.
 *
 * Amount rules (Linkly's virtual pinpad, cents): .50 SYSTEM ERROR, .51 declined, .55 PIN prompt,
 * .08 signature. A pad applies them only when its `amountRules` switch is on (pads.ts).
 */
export type Outcome = 'approve' | 'decline' | 'system-error' | 'unattended';

/** How a purchase on the pad ends. `timeout`: nobody completed it in time. */
export type Ending = 'approve' | 'decline' | 'system-error' | 'timeout';

export type Timeline = {
  /** What the pad shows, and from when. */
  prompts: { atMs: number; text: string }[];
  ending: Ending;
  endsAtMs: number;
  /** '08' for an approval with signature, '00' otherwise. */
  approvedCode: '00' | '08';
};

/** The pad abandons a purchase nobody completes after 3 minutes. */
export const PAD_TIMEOUT_MS = 180_000;

const DEFAULT_PROMPTS = ['PRESENT CARD', 'PROCESSING'];

/** What the amount's cents ask for, when the pad's amount rules are on. */
export function amountRule(amountCents: number): {
  outcome: Outcome;
  prompts: string[];
  approvedCode: '00' | '08';
} {
  switch (amountCents % 100) {
    case 50:
      return { outcome: 'system-error', prompts: DEFAULT_PROMPTS, approvedCode: '00' };
    case 51:
      return { outcome: 'decline', prompts: DEFAULT_PROMPTS, approvedCode: '00' };
    case 55:
      return {
        outcome: 'approve',
        prompts: ['PRESENT CARD', 'KEY PIN', 'PROCESSING'],
        approvedCode: '00',
      };
    case 8:
      return { outcome: 'approve', prompts: ['PRESENT CARD', 'SIGNATURE OK?'], approvedCode: '08' };
    default:
      return { outcome: 'approve', prompts: DEFAULT_PROMPTS, approvedCode: '00' };
  }
}

export function timelineOf(input: {
  amountCents: number;
  amountRules: boolean;
  /** The pad's delay between steps; a scripted purchase may give its own. */
  stepMs: number;
  script: { outcome?: Outcome; prompts?: string[]; stepMs?: number } | null;
}): Timeline {
  const byAmount = input.amountRules
    ? amountRule(input.amountCents)
    : { outcome: 'approve' as const, prompts: DEFAULT_PROMPTS, approvedCode: '00' as const };
  const outcome = input.script?.outcome ?? byAmount.outcome;
  // Nobody presents a card: the pad keeps asking for one.
  const unscripted = outcome === 'unattended' ? ['PRESENT CARD'] : byAmount.prompts;
  const texts = input.script?.prompts?.length ? input.script.prompts : unscripted;
  const stepMs = input.script?.stepMs ?? input.stepMs;
  const prompts = texts.map((text, step) => ({ atMs: step * stepMs, text }));
  const finishesAt = texts.length * stepMs;
  if (outcome === 'unattended' || finishesAt >= PAD_TIMEOUT_MS) {
    return {
      prompts: prompts.filter((prompt) => prompt.atMs < PAD_TIMEOUT_MS),
      ending: 'timeout',
      endsAtMs: PAD_TIMEOUT_MS,
      approvedCode: byAmount.approvedCode,
    };
  }
  return { prompts, ending: outcome, endsAtMs: finishesAt, approvedCode: byAmount.approvedCode };
}

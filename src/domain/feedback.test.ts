import { describe, expect, it } from 'vitest';
import { FEEDBACK_RATE_PROMPT, feedbackProblem, isRating } from './feedback';

describe('feedbackProblem (spec 3 §5: ratings must be chosen; all three checked)', () => {
  it.each([
    [{ ease_of_use: 5, speed: 4, overall: 3 }, null],
    [{ ease_of_use: 1, speed: 1, overall: 1 }, null],
    // The spec's client never checked ease of use; a real user expects it to be checked.
    [{ ease_of_use: 0, speed: 4, overall: 3 }, FEEDBACK_RATE_PROMPT],
    [{ ease_of_use: 5, speed: 0, overall: 3 }, FEEDBACK_RATE_PROMPT],
    [{ ease_of_use: 5, speed: 4, overall: 0 }, FEEDBACK_RATE_PROMPT],
    [{ ease_of_use: 6, speed: 4, overall: 3 }, FEEDBACK_RATE_PROMPT],
    [{ ease_of_use: 2.5, speed: 4, overall: 3 }, FEEDBACK_RATE_PROMPT],
    [{ ease_of_use: 0, speed: 0, overall: 0 }, FEEDBACK_RATE_PROMPT],
  ])('%j → %j', (ratings, problem) => {
    expect(feedbackProblem(ratings)).toBe(problem);
  });

  it('reads "Tap on the stars to rate your experiences between 1 (poor) and 5 (excellent)"', () => {
    expect(FEEDBACK_RATE_PROMPT).toBe(
      'Tap on the stars to rate your experiences between 1 (poor) and 5 (excellent)',
    );
  });
});

describe('isRating: "Ratings 0 to 5 step 1"', () => {
  it.each([
    [0, true],
    [5, true],
    [3, true],
    [-1, false],
    [6, false],
    [1.5, false],
    [Number.NaN, false],
  ])('%d → %s', (value, ok) => {
    expect(isRating(value)).toBe(ok);
  });
});

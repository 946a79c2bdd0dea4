/**
 * Feedback (spec 3 §2 'Feedback', §5 'Feedback: ratings must be chosen ...', §8, §9 'Ratings 0 to 5
 * step 1'). The spec notes the original client never checked the ease-of-use rating; here all three
 * must be chosen, as a customer would expect, on the client and the server alike.
 */

export const FEEDBACK_ALERT_TITLE = 'Feedback';
export const FEEDBACK_RATE_PROMPT =
  'Tap on the stars to rate your experiences between 1 (poor) and 5 (excellent)';
export const FEEDBACK_SENDING = 'Sending feedback...';
export const FEEDBACK_SENT = 'Feedback sent, thank you!';
/** 'Error, please try again' (spec 3 §8: feedback network failure). */
export const FEEDBACK_ERROR = 'Error, please try again';
/** 5 s for the sending toast (spec 3 §9 'Toasts: ... 5 s feedback sending'). */
export const FEEDBACK_SENDING_MS = 5000;
/** 'Toasts: 3 s info ... 6 s errors'. */
export const FEEDBACK_SENT_MS = 3000;
export const FEEDBACK_ERROR_MS = 6000;

export type FeedbackRatings = { ease_of_use: number; speed: number; overall: number };

export const FEEDBACK_RATINGS = [
  { key: 'ease_of_use', label: 'Ease of use' },
  { key: 'speed', label: 'Speed' },
  { key: 'overall', label: 'Overall' },
] as const satisfies readonly { key: keyof FeedbackRatings; label: string }[];

/** A rating as sent: a whole number 0 to 5. */
export function isRating(value: number): boolean {
  return Number.isInteger(value) && value >= 0 && value <= 5;
}

/** null when every rating is chosen (1 to 5); else the alert's text. */
export function feedbackProblem(ratings: FeedbackRatings): string | null {
  const chosen = FEEDBACK_RATINGS.every(({ key }) => isRating(ratings[key]) && ratings[key] >= 1);
  return chosen ? null : FEEDBACK_RATE_PROMPT;
}

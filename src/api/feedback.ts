/**
 * RequestAction Feedback (spec 3 §3 'Feedback', 'App-store prompt'; §7 'Feedback: ease_of_use,
 * speed, overall, comments → optional app_store'). Ratings are 0 to 5. The answer carries app_store
 * only when the server would like the customer to review the app (native) or download it (web).
 */
import { z } from 'zod/mini';
import { flag } from './common';

export type FeedbackRequest = {
  ease_of_use: string;
  speed: string;
  overall: string;
  comments: string;
  request_id: string;
};

export const appStorePromptSchema = z.object({
  show_review_prompt: flag,
  review_prompt_text: z.string(),
  review_app_url: z.string(),
  show_download_prompt: flag,
  download_prompt_text: z.string(),
  download_app_url: z.string(),
});
export type AppStorePrompt = z.infer<typeof appStorePromptSchema>;

export const feedbackResponseSchema = z.object({ app_store: z.optional(appStorePromptSchema) });
export type FeedbackResponse = z.infer<typeof feedbackResponseSchema>;

/**
 * RequestAction Feedback (src/api/feedback.ts): a signed-in customer's three ratings (each 1 to 5:
 * 'ratings must be chosen', src/domain/feedback.ts) and comments, stored in `feedback`. A happy
 * customer (overall 4 or 5) is asked to review the app, or download it from the web, when the
 * brand has the links (brands.review_app_url, download_app_url). With a request_id the call is
 * idempotent: a repeat stores nothing twice.
 */
import type { FeedbackResponse } from '@api/feedback';
import { FEEDBACK_RATE_PROMPT, feedbackProblem } from '@domain/feedback';
import { requestIdField } from '../cart/parse';
import {
  fail,
  succeed,
  type ActionContext,
  type ActionHandler,
  type BrandRow,
} from '../protocol/context';
import { requestKey, withIdempotency, IdempotencyOwnerError } from '../protocol/idempotency';
import { MESSAGES } from '../protocol/messages';
import { ACCOUNT_REQUIRED, signedInCustomer } from '../protocol/signedIn';

/** Longest comment kept, in characters. */
export const FEEDBACK_COMMENTS_MAX = 2000;

const HAPPY = 4;

function ratingField(raw: string | undefined): number {
  const text = raw?.trim() ?? '';
  return /^\d$/.test(text) ? Number(text) : -1;
}

/** The app-store prompt for a customer this happy, or undefined. */
export function appStorePrompt(
  brand: Pick<BrandRow, 'name' | 'review_app_url' | 'download_app_url'>,
  overall: number,
): FeedbackResponse['app_store'] {
  if (overall < HAPPY || (brand.review_app_url === '' && brand.download_app_url === '')) {
    return undefined;
  }
  return {
    show_review_prompt: brand.review_app_url === '' ? 0 : 1,
    review_prompt_text: `Enjoying ${brand.name}? Please leave us a review.`,
    review_app_url: brand.review_app_url,
    show_download_prompt: brand.download_app_url === '' ? 0 : 1,
    download_prompt_text: `Order faster with the ${brand.name} app.`,
    download_app_url: brand.download_app_url,
  };
}

export const Feedback: ActionHandler<'Feedback'> = async (ctx, fields) => {
  const customer = await signedInCustomer(ctx);
  if (customer === null) return fail(ACCOUNT_REQUIRED);
  const ratings = {
    ease_of_use: ratingField(fields.ease_of_use),
    speed: ratingField(fields.speed),
    overall: ratingField(fields.overall),
  };
  if (feedbackProblem(ratings) !== null) return fail(FEEDBACK_RATE_PROMPT);
  const comments = (fields.comments ?? '').trim().slice(0, FEEDBACK_COMMENTS_MAX);
  const store = async (db: ActionContext['db']) => {
    await db
      .insertInto('feedback')
      .values({
        brand_id: ctx.brand.id,
        customer_id: customer.id,
        ...ratings,
        comments,
        created_at: ctx.now,
      })
      .execute();
    const app_store = appStorePrompt(ctx.brand, ratings.overall);
    return app_store ? { app_store } : {};
  };
  const requestId = requestIdField(fields);
  if (requestId === null) return succeed(await store(ctx.db));
  try {
    const key = requestKey(ctx, requestId);
    return succeed(await withIdempotency(ctx.db, key, 'Feedback', store));
  } catch (error) {
    if (!(error instanceof IdempotencyOwnerError)) throw error;
    return fail(MESSAGES.requestIdOtherOwner);
  }
};

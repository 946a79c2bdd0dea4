/**
 * Order submission (spec 2 §4.2, §7 SubmitOrder): a validation call (preorder '1') and then the
 * placement (preorder '0'), each with its own request_id.
 *
 * A placement is written to appState 'pendingPlacement' before it is sent and cleared when any
 * answer arrives. While it is there, every submission (a retry, the checkout opened again after a
 * reload) resends it with the same request_id, so the server answers with the first placement's
 * outcome and the order is never placed twice. What is stored holds no card data: the page never
 * has a card number, and the provider's nonce and a wallet token stay in this worker's memory for
 * the resend (the server keeps the nonce from the first send; a resend after a reload goes without).
 *
 * The fields carry confirmed_total, the Order total the checkout showed: a validation
 * that prices the order otherwise stops there, before any payment, with the server's words for a
 * changed total; the placement carries it too, and the server refuses it the same way.
 *
 * Nothing here is queued: payments need the network now ('An internet connection is required.').
 */
import type { SubmitOrderRequest, SubmitOrderResponse } from '@/api/submitOrder';
import { totalChangedProblem } from '@/domain/totalChanged';
import { INTERNET_REQUIRED } from '@/domain/messages';
import { fail, ok, type Failure, type Result } from '@/domain/result';
import type { WorkerContext } from '@worker/context';
import type { DocketDatabase } from '@worker/db/database';
import { readAppState, writeAppState, type PendingPlacement } from '@worker/db/appState';
import { createLogger } from '@worker/log';
import { currentGeneration } from '@worker/session/sessionGeneration';
import {
  CARD_FIELDS_REFUSED,
  CHECK_ORDER_NOT_THROUGH,
  ORDER_SUBMISSION_TOAST,
  PLACING_ORDER,
  PLACING_TOAST_MS,
  VALIDATING_ORDER,
  VALIDATING_TOAST_MS,
} from '@/domain/orderMessages';
import { clearPlacedOrder } from './clearPlacedOrder';

const log = createLogger('checkout');

/** The order's fields as the checkout fills them; the worker adds the ids, preorder and request_id. */
export type OrderFields = Omit<
  SubmitOrderRequest,
  'merchant_id' | 'menu_id' | 'preorder' | 'request_id'
>;

export type SubmitOrderInput = {
  slug: string;
  fields: OrderFields;
  /**
   * true: validate first (the normal Place Order). false: place at once, e.g. back from a payment
   * page that approved (spec 2 §2.2 'success (submits the order)').
   */
  validate: boolean;
  /** The page run placing it, kept with the pending placement. */
  pageRun?: string;
  /**
   * Made in Place Order's handler: the placement's request_id. The same gesture asked for again
   * (its call reaching the worker twice) gets the first one's answer and places nothing.
   */
  requestId?: string;
};

/** How many recent gestures' answers are kept to answer a repeat. */
const GESTURES_KEPT = 16;

export type SubmitOutcome =
  /** The order is placed: cart, fulfilment and checkout state are reset. */
  | { kind: 'placed'; answer: SubmitOrderResponse }
  /** Leave for the payment page; it returns to /checkout?s=…&result=…. */
  | { kind: 'redirect'; url: string; answer: SubmitOrderResponse };

export type SubmitErrorCode =
  /** Nothing was sent, or the validation got no answer: no order exists. */
  | 'offline'
  /** The placement got no answer: it stays pending and is resent with its request_id. */
  | 'lost'
  /** The server refused; message is its phrase (map it with src/domain/submitPhrase.ts). */
  | 'refused'
  /** The session lapsed ('Session expired'); the customer was reset. */
  | 'auth'
  /** The call carried what is never sent (card fields), or the menu is not loaded. */
  | 'invalid-request';

export type SubmitResult = Result<SubmitOutcome, SubmitErrorCode>;

/** Fields that are never stored: the provider's single-use nonce and the wallet's token. */
const SECRET_FIELDS = ['braintree_nonce', 'wallet_data'] as const;
type Secrets = Partial<Record<(typeof SECRET_FIELDS)[number], string>>;

function withoutSecrets(payload: Record<string, string>): Record<string, string> {
  const rest = { ...payload };
  for (const field of SECRET_FIELDS) delete rest[field];
  return rest;
}

function secretsOf(payload: Record<string, string>): Secrets {
  const secrets: Secrets = {};
  for (const field of SECRET_FIELDS) {
    const value = payload[field];
    if (value !== undefined && value !== '') secrets[field] = value;
  }
  return secrets;
}

function carriesCard(fields: OrderFields): boolean {
  return [fields.card_number, fields.card_csc].some((value) => (value ?? '').trim() !== '');
}

/**
 * The submission machinery: the two contract functions, and for the terminal payment
 * (worker/linkly/) a validation on its own and a placement under a request_id chosen before the
 * card was charged, both on the same queue and pending placement as submitOrder.
 */
export function createSubmission(ctx: WorkerContext) {
  const { db, events, now } = ctx;
  /** Nonces and wallet tokens of pending placements, by request_id: memory only. */
  const secrets = new Map<string, Secrets>();
  /** One submission at a time: a second tap waits for the first and then sees its outcome. */
  let queue: Promise<unknown> = Promise.resolve();
  const gestures = new Map<string, Promise<SubmitResult>>();

  const toast = (message: string, durationMs: number) =>
    events.emit('toast', { message, tone: 'info', durationMs, key: ORDER_SUBMISSION_TOAST });

  async function target(slug: string): Promise<{ merchant_id: string; menu_id: string } | null> {
    const row = await db.menus.get(slug);
    if (row === undefined || row.menu === null) return null;
    return { merchant_id: String(row.merchantId), menu_id: String(row.menu.id) };
  }

  async function isOffline(): Promise<boolean> {
    return (await readAppState(db, 'connectivity'))?.online === false;
  }

  /** The placement waiting for its answer, if it belongs to this menu and session. */
  async function pendingFor(slug: string): Promise<PendingPlacement | null> {
    const pending = await readAppState(db, 'pendingPlacement');
    if (pending === null) return null;
    if (pending.slug === slug && pending.generation === (await currentGeneration(db))) {
      return pending;
    }
    // Another menu's or another session's: the server would refuse it as another owner's.
    await clearPending(pending.requestId);
    return null;
  }

  async function clearPending(requestId: string): Promise<void> {
    secrets.delete(requestId);
    await db.transaction('rw', db.appState, async () => {
      const pending = await readAppState(db, 'pendingPlacement');
      if (pending?.requestId === requestId) await db.appState.delete('pendingPlacement');
    });
  }

  async function send(payload: Record<string, string>) {
    return ctx.protocol.call('SubmitOrder', payload as SubmitOrderRequest);
  }

  /** Sends (or resends) the stored placement and settles it by its answer. */
  async function place(pending: PendingPlacement): Promise<SubmitResult> {
    toast(PLACING_ORDER, PLACING_TOAST_MS);
    const answer = await send({ ...pending.payload, ...secrets.get(pending.requestId) });
    if (!answer.ok && ['network', 'invalid-response'].includes(answer.error.code)) {
      log.warn(`placement ${pending.requestId} got no answer: ${answer.error.message}`);
      return fail('lost', CHECK_ORDER_NOT_THROUGH);
    }
    await clearPending(pending.requestId);
    if (!answer.ok) return refusal(answer.error);
    if (answer.data.payment_redirect === 1) {
      return ok({ kind: 'redirect', url: answer.data.redirect_url, answer: answer.data });
    }
    await clearPlacedOrder(db, pending.slug, answer.data.customer);
    return ok({ kind: 'placed', answer: answer.data });
  }

  function refusal(error: { code: string; message: string }): {
    ok: false;
    error: Failure<SubmitErrorCode>;
  } {
    if (error.code === 'auth') return fail<SubmitErrorCode>('auth', error.message);
    if (error.code === 'network' || error.code === 'invalid-response') {
      return fail<SubmitErrorCode>('offline', INTERNET_REQUIRED);
    }
    return fail<SubmitErrorCode>('refused', error.message);
  }

  async function submit(input: SubmitOrderInput): Promise<SubmitResult> {
    if (carriesCard(input.fields)) return fail('invalid-request', CARD_FIELDS_REFUSED);
    if (await isOffline()) return fail('offline', INTERNET_REQUIRED);
    const pending = await pendingFor(input.slug);
    // An earlier placement may have gone through: ask the server about it, never place anew.
    if (pending !== null) return place(pending);

    const ids = await target(input.slug);
    if (ids === null) return fail('invalid-request', 'Menu not loaded');
    const base: Record<string, string> = { ...stringFields(input.fields), ...ids };

    if (input.validate) {
      toast(VALIDATING_ORDER, VALIDATING_TOAST_MS);
      const checked = await send({ ...base, preorder: '1', request_id: crypto.randomUUID() });
      if (!checked.ok) return refusal(checked.error);
      // Nothing is charged (or sent to a payment page) for a total the screen did not show.
      const sign = await currencySignOf(db, input.slug);
      const changed = totalChangedProblem(base, checked.data.order_total, sign);
      if (changed !== null) return fail('refused', changed);
      if (checked.data.payment_redirect === 1) {
        return ok({ kind: 'redirect', url: checked.data.redirect_url, answer: checked.data });
      }
    }

    const requestId = input.requestId ?? crypto.randomUUID();
    const payload = { ...base, preorder: '0', request_id: requestId };
    const placement: PendingPlacement = {
      requestId,
      slug: input.slug,
      generation: await currentGeneration(db),
      payload: withoutSecrets(payload),
      sentAt: now(),
      ...(input.pageRun === undefined ? {} : { pageRun: input.pageRun }),
    };
    secrets.set(requestId, secretsOf(payload));
    await writeAppState(db, 'pendingPlacement', placement);
    return place(placement);
  }

  /** The validation call alone (preorder '1'): the server's total for the order, in cents. */
  async function validateOnly(input: {
    slug: string;
    fields: OrderFields;
  }): Promise<Result<SubmitOrderResponse, SubmitErrorCode>> {
    if (carriesCard(input.fields)) return fail('invalid-request', CARD_FIELDS_REFUSED);
    if (await isOffline()) return fail('offline', INTERNET_REQUIRED);
    const ids = await target(input.slug);
    if (ids === null) return fail('invalid-request', 'Menu not loaded');
    toast(VALIDATING_ORDER, VALIDATING_TOAST_MS);
    const checked = await send({
      ...stringFields(input.fields),
      ...ids,
      preorder: '1',
      request_id: crypto.randomUUID(),
    });
    return checked.ok ? ok(checked.data) : refusal(checked.error);
  }

  /**
   * Places the order under `requestId` (a terminal payment's, stored with its record before the
   * card was charged): the pending placement with that id is resent, else one is written and sent.
   */
  async function placeWithRequestId(input: {
    slug: string;
    fields: Record<string, string>;
    requestId: string;
  }): Promise<SubmitResult> {
    const run = queue.then(async (): Promise<SubmitResult> => {
      const pending = await pendingFor(input.slug);
      if (pending !== null && pending.requestId === input.requestId) return place(pending);
      const ids = await target(input.slug);
      if (ids === null) return fail('invalid-request', 'Menu not loaded');
      const placement: PendingPlacement = {
        requestId: input.requestId,
        slug: input.slug,
        generation: await currentGeneration(db),
        payload: { ...input.fields, ...ids, preorder: '0', request_id: input.requestId },
        sentAt: now(),
      };
      await writeAppState(db, 'pendingPlacement', placement);
      return place(placement);
    });
    queue = run.catch(() => undefined);
    return run;
  }

  return {
    validateOnly,
    placeWithRequestId,
    /**
     * Validates (unless `validate` is false) and places the open order for `slug`, with the
     * 'Validating order...' (10 s) and 'Placing order...' (15 s) toasts. A placement left without
     * an answer is resent first, with its own request_id, whatever the input. Answers:
     * 'placed' (state reset), 'redirect' (go to the payment page), or a failure whose message is
     * the server's phrase ('refused'), 'An internet connection is required.' ('offline'), or the
     * lost-answer advice ('lost': call again to ask the server).
     */
    submitOrder(input: SubmitOrderInput): Promise<SubmitResult> {
      const gesture = input.requestId;
      const same = gesture === undefined ? undefined : gestures.get(gesture);
      if (same !== undefined) return same;
      const run = queue.then(() => submit(input));
      queue = run.catch(() => undefined);
      if (gesture !== undefined) {
        gestures.set(gesture, run);
        if (gestures.size > GESTURES_KEPT) gestures.delete(gestures.keys().next().value!);
      }
      return run;
    },

    /**
     * Resends a placement left without an answer (after a reload or a cut), if there is one for
     * `slug`; ok(null) when none is pending.
     */
    async resumePlacement(input: {
      slug: string;
    }): Promise<Result<SubmitOutcome | null, SubmitErrorCode>> {
      const run = queue.then(async (): Promise<Result<SubmitOutcome | null, SubmitErrorCode>> => {
        const pending = await pendingFor(input.slug);
        if (pending === null) return ok(null);
        if (await isOffline()) return fail('offline', INTERNET_REQUIRED);
        return place(pending);
      });
      queue = run.catch(() => undefined);
      return run;
    },
  };
}

export type Submission = ReturnType<typeof createSubmission>;

/** The contract's part: submitOrder and resumePlacement. */
export function createSubmitOrder(ctx: WorkerContext, submission = createSubmission(ctx)) {
  return { submitOrder: submission.submitOrder, resumePlacement: submission.resumePlacement };
}

/** The merchant's currency sign as the checkout shows it ('$' before its context is read). */
export async function currencySignOf(db: DocketDatabase, slug: string): Promise<string> {
  return (await db.checkoutContext.get(slug))?.merchant.locale.currency_sign ?? '$';
}

/** Drops absent fields: every field on the wire is a string. */
export function stringFields(fields: OrderFields): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === 'string') out[key] = value;
  }
  return out;
}

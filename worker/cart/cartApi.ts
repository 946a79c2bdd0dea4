/**
 * Cart and fulfilment functions of the worker contract (spec 1 §4 'Add to cart', 'Delivery
 * address', 'Slots, stops, locations', 'Promo'; §7 ManageCart, DeliverySlots, DeliveryStops,
 * PickupLocations).
 *
 * add_to_order goes through the outbox, so an add made offline is kept and sent once when the
 * network is back. update_checkout, promo codes and the schedule lists need the server's answer
 * to mean anything, so they are plain calls that fail offline.
 */
import type { ScheduleAnswer, ScheduleKind } from '@/api/fulfilmentSchedules';
import type {
  CartItemPayload,
  CheckoutOptions,
  ManageCartResponse,
  QuantityPayload,
} from '@/api/manageCart';
import type { DeliveryAddressState, FulfilmentRow } from '@worker/db/rows';
import type { SelectedFulfilment } from '@/domain/fulfilmentReset';
import {
  ERROR_TRY_AGAIN,
  ERROR_UC1,
  INTERNET_REQUIRED,
  VALIDATION_TOAST_MS,
  promoAppliedText,
} from '@/domain/messages';
import { ERROR_CA3, ERROR_CH2 } from '@/domain/cartMessages';
import { cartLoadOptions, withHeldFulfilment } from '@/domain/cartLoadOptions';
import { normalisePromoCode } from '@/domain/deepLinks';
import { fail, ok, type Result } from '@/domain/result';
import { SERVER_PHRASES } from '@/domain/serverPhrases';
import { failedForBeingOffline } from '@worker/connectivity/offlineFailure';
import type { WorkerContext } from '@worker/context';
import { createLogger } from '@worker/log';
import { ERROR_TOAST_MS } from '@worker/messages';
import { resetCustomer } from '@worker/session/resetCustomer';
import { applyCartAnswer } from './applyCartAnswer';
import { takeCartTicket } from './cartAnswerOrder';
import { outcomeResult, type Outbox, type OutboxOutcome } from './outbox';

const log = createLogger('cart');

/** Server phrase that resets the customer during address, stop or location updates (spec 1 §4). */
const SESSION_EXPIRED = SERVER_PHRASES.sessionExpired;

export type AddToCartInput = {
  /**
   * Made where the customer acted (the tap's handler), never here: one gesture, one request id,
   * however many times the call reaches the worker (ARCHITECTURE 'One gesture, one request id').
   */
  requestId: string;
  slug: string;
  item: CartItemPayload;
  /** The item's name, shown on the pending line while offline. */
  label: string;
};

export type UpdateQuantityInput = {
  /** Made in the tap's handler, as AddToCartInput's. */
  requestId: string;
  slug: string;
  line: QuantityPayload;
  /** The line's name, shown on the pending line while offline. */
  label: string;
};

export type UpdateCheckoutInput = {
  slug: string;
  options: CheckoutOptions;
  /**
   * Toast text for a failure other than a server phrase: UC1 by default (spec 1), CA3 from the
   * cart and CH2 from the checkout (spec 2 §8).
   */
  failureText?: 'UC1' | 'CA3' | 'CH2' | 'try-again';
};

function newRequestId(): string {
  return crypto.randomUUID();
}

type QueuedChange = Result<{ state: 'sent' | 'queued'; answer: ManageCartResponse | null }>;

export function createCartApi(ctx: WorkerContext, outbox: Outbox) {
  /** A cart line change through the outbox: its menu_item_data, and what the pending line shows. */
  async function queueCartChange(
    slug: string,
    requestId: string,
    change: {
      sub_action: 'add_to_order' | 'update_quantity';
      data: CartItemPayload | QuantityPayload;
      label: string;
      quantity: number;
    },
  ): Promise<QueuedChange> {
    const ids = await target(slug);
    if (ids === null) return fail('invalid-request', 'Menu not loaded');
    const outcome = await outbox.enqueue({
      requestId,
      action: 'ManageCart',
      payload: {
        ...ids,
        sub_action: change.sub_action,
        menu_item_data: JSON.stringify(change.data),
      },
      slug,
      label: change.label,
      quantity: change.quantity,
    });
    return answerQueued(outcome);
  }

  /** A refusal the page was waiting for is toasted here, in the words the row would show. */
  function answerQueued(outcome: OutboxOutcome) {
    if (outcome.state === 'refused') toast(outcome.error.message, 'error');
    return outcomeResult(outcome);
  }

  /** The store and menu ids of a cached menu: every cart call names them. */
  async function target(slug: string): Promise<{ store_id: string; menu_id: string } | null> {
    const row = await ctx.db.menus.get(slug);
    if (row === undefined || row.menu === null) return null;
    return { store_id: String(row.merchantId), menu_id: String(row.menu.id) };
  }

  function toast(message: string, tone: 'error' | 'info' | 'success', durationMs = ERROR_TOAST_MS) {
    ctx.events.emit('toast', { message, tone, durationMs });
  }

  async function checkout(
    slug: string,
    options: CheckoutOptions,
  ): Promise<Result<ManageCartResponse>> {
    const ids = await target(slug);
    if (ids === null) return fail('invalid-request', 'Menu not loaded');
    // The answer's totals are what the checkout shows: priced with the held fulfilment choice.
    const held = await ctx.db.fulfilment.get(slug);
    const sent = withHeldFulfilment(
      cartLoadOptions(held?.selection ?? null, held?.delivery ?? null),
      options,
    );
    const ticket = await takeCartTicket(ctx.db);
    const answer = await ctx.protocol.call('ManageCart', {
      ...ids,
      sub_action: 'update_checkout',
      request_id: newRequestId(),
      checkout_options: JSON.stringify(sent),
    });
    if (answer.ok) {
      // An async scope: Dexie keeps the transaction across native awaits only inside one.
      await ctx.db.transaction('rw', [ctx.db.cart, ctx.db.appState], async () => {
        await applyCartAnswer(ctx, slug, answer.data, ticket);
      });
    } else if (answer.error.message.includes(SESSION_EXPIRED)) {
      await resetCustomer(ctx.db);
    }
    return answer;
  }

  return {
    /**
     * Adds one line (spec 1 §4 'Add to cart'). Resolves 'sent' with the order once the server has
     * it, or 'queued' when offline (the row shows as pending and is sent on reconnect). A refusal
     * is returned and toasted with the server's phrase.
     */
    addToCart(input: AddToCartInput): Promise<QueuedChange> {
      return queueCartChange(input.slug, input.requestId, {
        sub_action: 'add_to_order',
        data: input.item,
        label: input.label,
        quantity: input.item.quantity,
      });
    },

    /**
     * Sets a cart line's quantity (spec 2 §7 update_quantity); 0 removes the line (the page asks
     * first, spec 2 §5.3). Goes through the outbox like an add, so it is sent exactly once.
     */
    updateQuantity(input: UpdateQuantityInput): Promise<QueuedChange> {
      return queueCartChange(input.slug, input.requestId, {
        sub_action: 'update_quantity',
        data: input.line,
        label: input.label,
        quantity: 0,
      });
    },

    /** Retry on a refused change in the pending list: it is sent again as the current session. */
    async retryOutboxRow(input: { id: number }): Promise<Result<{ retried: boolean }>> {
      return ok({ retried: await outbox.retry(input.id) });
    },

    /** Remove on a refused change in the pending list. */
    async removeOutboxRow(input: { id: number }): Promise<Result<{ removed: boolean }>> {
      return ok({ removed: await outbox.remove(input.id) });
    },

    /** Sends every queued change now (e.g. the page saw the network come back). */
    async flushOutbox(): Promise<Result<{ pending: number }>> {
      await outbox.drain();
      return ok({ pending: await outbox.pendingCount() });
    },

    /**
     * update_checkout (address, saved address, stop, pickup location, fulfilment fields). On
     * failure the toast is the server's phrase, or UC1 / 'Error, please try again' for network
     * and unreadable answers; 'Session expired' also resets the customer.
     */
    async updateCheckout(input: UpdateCheckoutInput): Promise<Result<ManageCartResponse>> {
      const answer = await checkout(input.slug, input.options);
      if (!answer.ok) {
        // Offline the change needs the network, which is what it says: not the retry advice.
        const offline = await failedForBeingOffline(ctx, answer.error);
        const retry =
          input.failureText === 'try-again'
            ? ERROR_TRY_AGAIN
            : input.failureText === 'CA3'
              ? ERROR_CA3
              : input.failureText === 'CH2'
                ? ERROR_CH2
                : ERROR_UC1;
        const text =
          answer.error.code === 'server' || answer.error.code === 'auth'
            ? answer.error.message
            : offline
              ? INTERNET_REQUIRED
              : retry;
        log.warn(`update_checkout failed: ${answer.error.message}`);
        toast(text, 'error');
        return fail(answer.error.code, text);
      }
      return answer;
    },

    /**
     * Applies a promo code (spec 1 §4 'Promo', §5 'Promo codes are uppercased'): toasts
     * 'Promo code {code} applied' on success, else the server's phrase.
     */
    async applyPromo(input: { slug: string; code: string }): Promise<Result<{ code: string }>> {
      const code = normalisePromoCode(input.code);
      if (code === '') return fail('invalid-request', 'No promo code');
      const answer = await checkout(input.slug, { coupon_code: code });
      if (!answer.ok) {
        const text = answer.error.code === 'server' ? answer.error.message : ERROR_TRY_AGAIN;
        toast(text, 'error');
        return fail(answer.error.code, text);
      }
      toast(promoAppliedText(code), 'success', VALIDATION_TOAST_MS);
      return ok({ code });
    },

    /**
     * The delivery slots, stops or pickup locations offered on a date (merchant-local
     * 'yyyy-MM-dd', '' for today). Slots need the validated address's postcode id. Failures toast
     * 'Error, please try again'.
     */
    async loadSchedule(input: {
      slug: string;
      kind: ScheduleKind;
      date: string;
      postcodeId?: number;
    }): Promise<Result<ScheduleAnswer>> {
      const ids = await target(input.slug);
      if (ids === null) return fail('invalid-request', 'Menu not loaded');
      const base = { ...ids, fulfilment_date: input.date };
      let result: Result<ScheduleAnswer>;
      if (input.kind === 'slots') {
        const answer = await ctx.protocol.call('DeliverySlots', {
          ...base,
          postcode_id: String(input.postcodeId ?? 0),
        });
        result = answer.ok
          ? ok({
              date: answer.data.fulfilment_date,
              entries: answer.data.slots_on_date.map((e) => ({ ...e, id: e.delivery_slot_id })),
              calendar: answer.data.slots_calendar,
              invalidDays: answer.data.slots_invalid_days,
            })
          : answer;
      } else if (input.kind === 'stops') {
        const answer = await ctx.protocol.call('DeliveryStops', base);
        result = answer.ok
          ? ok({
              date: answer.data.fulfilment_date,
              entries: answer.data.stops_on_date.map((e) => ({ ...e, id: e.delivery_stop_id })),
              calendar: answer.data.stops_calendar,
              invalidDays: answer.data.stops_invalid_days,
            })
          : answer;
      } else {
        const answer = await ctx.protocol.call('PickupLocations', base);
        result = answer.ok
          ? ok({
              date: answer.data.fulfilment_date,
              entries: answer.data.locations_on_date.map((e) => ({
                ...e,
                id: e.pickup_location_id,
              })),
              calendar: answer.data.locations_calendar,
              invalidDays: answer.data.locations_invalid_days,
            })
          : answer;
      }
      if (!result.ok) {
        log.warn(`${input.kind} for ${input.date} failed: ${result.error.message}`);
        toast(ERROR_TRY_AGAIN, 'error');
        return fail(result.error.code, ERROR_TRY_AGAIN);
      }
      return result;
    },

    /** Stores the fulfilment choice the popup's Set button validated (spec 1 §4). */
    async saveFulfilment(input: {
      slug: string;
      selection: SelectedFulfilment;
      delivery?: DeliveryAddressState | null;
    }): Promise<Result<FulfilmentRow>> {
      const previous = await ctx.db.fulfilment.get(input.slug);
      const row: FulfilmentRow = {
        slug: input.slug,
        selection: input.selection,
        delivery: input.delivery === undefined ? (previous?.delivery ?? null) : input.delivery,
        savedAt: ctx.now(),
      };
      await ctx.db.fulfilment.put(row);
      return ok(row);
    },
  };
}

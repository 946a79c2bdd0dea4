/**
 * Stored credit and cards (spec 3 §2 Top-up, Add card, Billing, Withdraw; §7 Topup*, AddNewCard,
 * ChangeBilling, WithdrawFunds). Nothing here is queued: money needs the network now, and an
 * offline page never calls these. Each call that moves money carries the request_id the page made
 * in the tap's handler (src/domain/moneyRequest.ts), so a retry after a lost answer is charged once.
 *
 * After an answer the held CustomerAccount row (Dexie `account`) takes the customer's money fields
 * as they now stand, so every screen showing the balance updates by itself; a top-up then reloads
 * the whole account (spec 3 §4 'After success the account reloads').
 *
 * Card numbers never pass here: a new card arrives as the provider's nonce, a wallet as its token.
 */
import type {
  ChangeBillingResponse,
  CustomerMoney,
  MoneyResponse,
  TopupMethod,
  TopupResponse,
  WithdrawResponse,
} from '@/api/money';
import { ERROR_REDIRECTING_TO_COINBASE } from '@/domain/moneyMessages';
import { ERROR_PLEASE_TRY_AGAIN } from '@/domain/signInMessages';
import type { TopupCaptureAction } from '@/domain/topup';
import { fail, ok, type Failure, type Result } from '@/domain/result';
import type { WorkerContext } from '@worker/context';
import { createLogger } from '@worker/log';

const log = createLogger('money');

/** The card form's answer and what the member chose beside it (spec 3 §3 'Card entry'). */
export type CardEntry = {
  /** The provider's nonce for the card typed into its frames. */
  nonce: string;
  cardName?: string;
  /** billing_* fields where the merchant requires a billing address (keys without the prefix). */
  billing?: Partial<Record<'address_id' | 'address_str' | 'postcode', string>>;
};

export type TopupInput = {
  method: TopupMethod;
  /** Cents, one of the method's amounts (src/domain/topup.ts topupAmounts). */
  amount: number;
  requestId: string;
  /** CC: the new card. */
  card?: CardEntry & { saveCard: boolean; autoTopup: boolean };
  /** APPLE, GOOGLE: the wallet's token as JSON. */
  walletData?: string;
  /** PP, CB, and CC for 3-D Secure: where the provider sends the customer back (/account/topup, absolute). */
  returnUrl?: string;
};

/** Network failures and unreadable answers say 'Error, please try again' (spec 3 §8); phrases as sent. */
function failed<T>(error: Failure, action: string): Result<T> {
  log.info(`${action}: ${error.code} ${error.message}`);
  if (error.code === 'network' || error.code === 'invalid-response' || error.code === 'rejected') {
    return fail(error.code, ERROR_PLEASE_TRY_AGAIN);
  }
  return fail(error.code, error.message);
}

function billingFields(card: CardEntry): Record<string, string> {
  const fields: Record<string, string> = { braintree_nonce: card.nonce };
  if (card.cardName) fields.card_name = card.cardName.toUpperCase();
  for (const [key, value] of Object.entries(card.billing ?? {})) {
    if (value !== undefined && value !== '') fields[`billing_${key}`] = value;
  }
  return fields;
}

export function createMoneyApi(ctx: WorkerContext, reloadAccount: () => Promise<unknown>) {
  const { db } = ctx;

  /** The held account row takes the money fields, while it is still the signed-in customer's. */
  async function storeMoney(money: Partial<CustomerMoney>): Promise<void> {
    await db.transaction('rw', [db.account, db.customer], async () => {
      const account = await db.account.get('current');
      const held = await db.customer.get('current');
      if (!account || !held || account.customer.id !== held.id) return;
      await db.account.put({ ...account, customer: { ...account.customer, ...money } });
    });
  }

  function topupCall(input: TopupInput) {
    const base = { request_id: input.requestId, topup_amount: String(input.amount) };
    switch (input.method) {
      case 'SAVED':
        return ctx.protocol.call('TopupExistingCard', base);
      case 'CC': {
        const card = input.card;
        if (!card) return null;
        return ctx.protocol.call('TopupNewCard', {
          ...base,
          ...billingFields(card),
          save_card: card.saveCard ? '1' : '0',
          auto_topup: card.autoTopup ? '1' : '0',
          ...(input.returnUrl ? { return_url: input.returnUrl } : {}),
        });
      }
      case 'PP':
      case 'CB':
        if (!input.returnUrl) return null;
        return ctx.protocol.call(input.method === 'PP' ? 'TopupPayPal' : 'TopupCoinbase', {
          ...base,
          return_url: input.returnUrl,
        });
      case 'APPLE':
      case 'GOOGLE':
        if (!input.walletData) return null;
        return ctx.protocol.call(input.method === 'APPLE' ? 'TopupApplePay' : 'TopupGooglePay', {
          ...base,
          wallet_data: input.walletData,
        });
    }
  }

  return {
    /**
     * Tops up the member's balance by one method (spec 3 §7 Topup*). A redirect answer
     * (requires_redirect 1) is for the page to follow; otherwise the balance is credited, stored,
     * and the account reloaded behind it.
     */
    async topup(input: TopupInput): Promise<Result<TopupResponse>> {
      const call = topupCall(input);
      if (call === null) return fail('invalid-request', ERROR_PLEASE_TRY_AGAIN);
      const answer = await call;
      if (!answer.ok) {
        const result = failed<TopupResponse>(answer.error, `topup ${input.method}`);
        // Spec 3 §8: crypto's own words when the way to Coinbase could not be had.
        return input.method === 'CB' &&
          !result.ok &&
          result.error.message === ERROR_PLEASE_TRY_AGAIN
          ? fail(result.error.code, ERROR_REDIRECTING_TO_COINBASE)
          : result;
      }
      if (answer.data.requires_redirect !== 1) {
        await storeMoney({ balance: answer.data.balance });
        await reloadAccount();
      }
      return ok(answer.data);
    },

    /**
     * Captures an approved redirect on the way back to /account/topup (src/api/money.ts
     * TopupReturnRequest): the server credits it once however often the return is repeated.
     */
    async captureTopup(input: {
      action: TopupCaptureAction;
      redirectId: string;
      requestId: string;
    }): Promise<Result<TopupResponse>> {
      const answer = await ctx.protocol.call(input.action, {
        request_id: input.requestId,
        redirect_id: input.redirectId,
      });
      if (!answer.ok) return failed(answer.error, `capture ${input.action}`);
      await storeMoney({ balance: answer.data.balance });
      await reloadAccount();
      return ok(answer.data);
    },

    /** Vaults a card without taking a payment (spec 3 §2 Add card; 'Card added!'). */
    async addCard(input: CardEntry & { requestId: string }): Promise<Result<MoneyResponse>> {
      const answer = await ctx.protocol.call('AddNewCard', {
        request_id: input.requestId,
        ...billingFields(input),
      });
      if (!answer.ok) return failed(answer.error, 'add card');
      await storeMoney(answer.data.customer);
      return ok(answer.data);
    },

    /**
     * ChangeBilling: removes the saved card (the server pauses the standing orders it paid) or sets
     * the auto top-up amount in cents (0 turns it off).
     */
    async changeBilling(
      input: { removeCard: true } | { autoTopupAmount: number },
    ): Promise<Result<ChangeBillingResponse>> {
      const answer = await ctx.protocol.call(
        'ChangeBilling',
        'removeCard' in input
          ? { remove_card: '1' }
          : { topup_amount: String(input.autoTopupAmount) },
      );
      if (!answer.ok) return failed(answer.error, 'change billing');
      await storeMoney(answer.data.customer);
      return ok(answer.data);
    },

    /** Asks for the whole transferable balance back (spec 3 §2 Withdraw). */
    async withdrawFunds(input: { requestId: string }): Promise<Result<WithdrawResponse>> {
      const answer = await ctx.protocol.call('WithdrawFunds', { request_id: input.requestId });
      if (!answer.ok) return failed(answer.error, 'withdraw');
      await storeMoney(answer.data.customer);
      return ok(answer.data);
    },
  };
}

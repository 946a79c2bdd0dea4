/**
 * Stored credit and cards (spec 3 §2 Top-up, Add card, Billing, Withdraw; §7 Topup*, AddNewCard,
 * ChangeBilling, WithdrawFunds). Money is integer cents on the wire, as everywhere else.
 *
 * Every call that moves money carries `request_id`, a client-generated idempotency key, as
 * SubmitOrder does: a repeat by the same session gets the first answer and is charged once.
 * Card numbers never travel here: cards arrive as a provider nonce (braintree_nonce), a saved
 * card as the member's own vault token on the server, wallets as wallet_data.
 */
import { z } from 'zod/mini';
import type { BillingAddressFields } from './billingFields';
import { flag } from './common';

// The amount lists and method codes, apart so that pages can use them without zod.
export * from './moneyAmounts';

/** Card and billing fields (spec 3 §3 'Card entry'), all strings on the wire. */
type CardEntryFields = BillingAddressFields &
  Partial<
    Record<
      | 'card_name'
      | 'billing_geo'
      | 'billing_latlng'
      /** The card form's nonce: never the number or the security code. */
      | 'braintree_nonce',
      string
    >
  >;

type TopupBase = {
  request_id: string;
  /** Cents, one of TOPUP_AMOUNTS (CRYPTO_TOPUP_AMOUNTS for TopupCoinbase). */
  topup_amount: string;
};

/** TopupExistingCard: charges the member's saved card. */
export type TopupExistingCardRequest = TopupBase;

/**
 * TopupNewCard: charges a card from the card form; save_card and auto_topup are '1' or '0'.
 * auto_topup '1' (a member saving the card) makes topup_amount the auto top-up amount.
 * return_url (web, as for TopupPayPal): where a card's 3-D Secure check sends the customer back.
 */
export type TopupNewCardRequest = TopupBase &
  CardEntryFields &
  Partial<Record<'save_card' | 'auto_topup' | 'return_url', string>>;

/**
 * TopupPayPal and TopupCoinbase: the web redirect flows. `return_url` is an absolute URL of
 * /account/topup; the provider sends the customer back to it with result, s and msg.
 */
export type TopupRedirectRequest = TopupBase & { return_url: string };

/**
 * The return from a redirect (PayPal, crypto or a card's 3-D Secure). The server adds redirect_id to
 * return_url, so the provider sends the customer back to /account/topup with result, s, msg and
 * redirect_id. On result 'success' the client calls TopupPayPal (whichever method started it) with
 * a new request_id and that redirect_id: the server captures the approved payment and credits it,
 * once however often the return is repeated. topup_amount is not needed: the redirect's is used.
 */
export type TopupReturnRequest = { request_id: string; redirect_id: string };

/** TopupApplePay, TopupGooglePay: the wallet's payment token as JSON. */
export type TopupWalletRequest = TopupBase & { wallet_data: string };

export const topupResponseSchema = z.object({
  /** The top-up's id on the server. */
  topup_id: z.int(),
  /** Cents credited (0 while a redirect is still to be completed). */
  amount: z.int(),
  /** PP, CB or 3DS when the customer must go to the provider first; else the method used. */
  payment_method: z.string(),
  payment_redirect: flag,
  requires_redirect: flag,
  redirect_url: z.string(),
  /** The balance after the top-up, in cents. */
  balance: z.int(),
  message: z.string(),
});
export type TopupResponse = z.infer<typeof topupResponseSchema>;

/** AddNewCard: vaults a card without taking a payment ('Card added!'). */
export type AddNewCardRequest = { request_id: string } & CardEntryFields;

/** The Customer entity's money fields (spec 3 §3), as they stand after a money call. */
export const customerMoneySchema = z.object({
  balance: z.int(),
  balance_held: z.int(),
  balance_debit: z.int(),
  balance_transferable: z.int(),
  has_saved_card: flag,
  credit_card_type: z.string(),
  credit_card_ending: z.string(),
  credit_card_notice: z.string(),
  credit_card_update: flag,
  credit_card_expired: flag,
  auto_topup_amount: z.int(),
});
export type CustomerMoney = z.infer<typeof customerMoneySchema>;

export const moneyResponseSchema = z.object({
  message: z.string(),
  customer: customerMoneySchema,
});
export type MoneyResponse = z.infer<typeof moneyResponseSchema>;

/**
 * ChangeBilling: remove_card '1' removes the saved card (and pauses the member's active standing
 * orders, which pay with it); topup_amount sets the auto top-up amount in cents, one of
 * AUTO_TOPUP_AMOUNTS ('0' turns it off).
 */
export type ChangeBillingRequest = Partial<Record<'remove_card' | 'topup_amount', string>>;

export const changeBillingResponseSchema = z.object({
  message: z.string(),
  customer: customerMoneySchema,
  /** How many active standing orders removing the card paused. */
  standing_orders_paused: z.int(),
});
export type ChangeBillingResponse = z.infer<typeof changeBillingResponseSchema>;

/**
 * WithdrawFunds: asks for the whole transferable balance back. The amount is held
 * (balance_held) until the request is reviewed; it leaves the spendable balance at once.
 */
export type WithdrawFundsRequest = { request_id: string };

export const withdrawResponseSchema = z.object({
  message: z.string(),
  /** Cents requested. */
  amount: z.int(),
  customer: customerMoneySchema,
});
export type WithdrawResponse = z.infer<typeof withdrawResponseSchema>;

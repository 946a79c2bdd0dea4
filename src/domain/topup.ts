/**
 * The top-up screen's rules (spec 3 §2 Top-up, §4 Top-up, §9): which method tabs it offers, which
 * opens first, the amounts and the default one, what a return from a payment page says, and what
 * an iframe refuses. Pure: the device's wallets and the iframe are parameters.
 */
import {
  CRYPTO_TOPUP_AMOUNTS,
  DEFAULT_CRYPTO_TOPUP_AMOUNT,
  DEFAULT_TOPUP_AMOUNT,
  TOPUP_AMOUNTS,
  TOPUP_METHODS,
  type TopupMethod,
} from '@/api/moneyAmounts';
import { parseQuery } from './deepLinks';
import {
  CRYPTO_IN_IFRAME,
  PAYMENT_CANCELLED,
  THANK_YOU_FOR_PAYMENT,
  UNKNOWN_ERROR_PET001,
  unknownResultPrt001,
} from './moneyMessages';
import { PAYPAL_IN_IFRAME } from './paymentMethods';

export type TopupTabsInput = {
  savedCard: { has_saved_card: 0 | 1; credit_card_expired: 0 | 1 };
  /** The CustomerAccount answer's flags and payment methods. */
  account: {
    is_apple_pay_enabled: 0 | 1;
    is_google_pay_enabled: 0 | 1;
    is_bitcoin_payments_enabled: 0 | 1;
    payment_methods: readonly { code: string }[];
  };
  /** What this browser offers (ApplePaySession v3, Google Pay isReadyToPay); false until known. */
  wallets: { apple: boolean; google: boolean };
};

function offered(method: TopupMethod, input: TopupTabsInput): boolean {
  switch (method) {
    case 'SAVED':
      return input.savedCard.has_saved_card === 1 && input.savedCard.credit_card_expired !== 1;
    case 'CC':
      return true;
    case 'PP': {
      // PayPal has no account flag: offered unless the account lists its methods without it.
      const methods = input.account.payment_methods;
      return methods.length === 0 || methods.some((method) => method.code === 'PP');
    }
    case 'CB':
      return input.account.is_bitcoin_payments_enabled === 1;
    case 'APPLE':
      return input.account.is_apple_pay_enabled === 1 && input.wallets.apple;
    case 'GOOGLE':
      return input.account.is_google_pay_enabled === 1 && input.wallets.google;
  }
}

/** The tabs offered, in the spec's order: SAVED, CC, PP, CB, APPLE, GOOGLE. */
export function topupTabs(input: TopupTabsInput): TopupMethod[] {
  return TOPUP_METHODS.filter((method) => offered(method, input));
}

/** 'Default tab is SAVED if a saved card exists, else Apple, else Google, else CC.' */
export function defaultTopupTab(tabs: readonly TopupMethod[]): TopupMethod {
  return (['SAVED', 'APPLE', 'GOOGLE'] as const).find((method) => tabs.includes(method)) ?? 'CC';
}

/** The amounts a method offers, in cents: crypto has its own list (spec 3 §9). */
export function topupAmounts(method: TopupMethod): readonly number[] {
  return method === 'CB' ? CRYPTO_TOPUP_AMOUNTS : TOPUP_AMOUNTS;
}

/** 'default 30.00 unless the customer has an auto top-up amount'; crypto's default is 50. */
export function defaultTopupAmount(method: TopupMethod, autoTopupAmount: number): number {
  if (method === 'CB') return DEFAULT_CRYPTO_TOPUP_AMOUNT;
  const amounts: readonly number[] = TOPUP_AMOUNTS;
  return amounts.includes(autoTopupAmount) ? autoTopupAmount : DEFAULT_TOPUP_AMOUNT;
}

export type TopupReturn = {
  message: string;
  tone: 'success' | 'error';
  /** The tab `s` selects, when it is offered: 3ds a card (saved first), pp PayPal, cb crypto. */
  tab: TopupMethod | null;
  /** result=success: the account is loaded again for the new balance. */
  succeeded: boolean;
  /**
   * An approved redirect to capture (src/api/money.ts TopupReturnRequest): the call that started
   * it, sent again with the redirect_id the provider returned. null when there is none.
   */
  capture: { action: TopupCaptureAction; redirectId: string } | null;
};

export type TopupCaptureAction = 'TopupPayPal' | 'TopupCoinbase' | 'TopupNewCard';

const CAPTURE_ACTIONS: Record<string, TopupCaptureAction> = {
  pp: 'TopupPayPal',
  cb: 'TopupCoinbase',
  '3ds': 'TopupNewCard',
};

function returnTab(source: string, tabs: readonly TopupMethod[]): TopupMethod | null {
  const wanted: readonly TopupMethod[] =
    source === '3ds' ? ['SAVED', 'CC'] : source === 'pp' ? ['PP'] : source === 'cb' ? ['CB'] : [];
  return wanted.find((method) => tabs.includes(method)) ?? null;
}

/** The re-entry from a payment page (?result=&s=&msg=); null when the query holds none. */
export function parseTopupReturn(search: string, tabs: readonly TopupMethod[]): TopupReturn | null {
  const query = parseQuery(search);
  if (query.result === undefined) return null;
  const source = (query.s ?? '').toLowerCase();
  const tab = returnTab(source, tabs);
  const result = query.result;
  const failed = { tone: 'error', tab, succeeded: false, capture: null } as const;
  if (result === 'success') {
    const action = CAPTURE_ACTIONS[source];
    const redirectId = query.redirect_id ?? '';
    return {
      message: THANK_YOU_FOR_PAYMENT,
      tone: 'success',
      tab,
      succeeded: true,
      capture: action !== undefined && redirectId !== '' ? { action, redirectId } : null,
    };
  }
  if (result === 'cancel') return { ...failed, message: PAYMENT_CANCELLED };
  if (result === 'error') {
    const msg = (query.msg ?? '').trim();
    return { ...failed, message: msg === '' ? UNKNOWN_ERROR_PET001 : msg };
  }
  return { ...failed, message: unknownResultPrt001(result) };
}

/** Why a method cannot pay here, or null: PayPal and crypto are refused inside an iframe. */
export function topupRefusal(method: TopupMethod, inIframe: boolean): string | null {
  if (!inIframe) return null;
  if (method === 'PP') return PAYPAL_IN_IFRAME;
  if (method === 'CB') return CRYPTO_IN_IFRAME;
  return null;
}

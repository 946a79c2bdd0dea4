/**
 * Which payment tabs the checkout offers (spec 2 §2.2 block 6, §4.3, §5.3, §6, §7 'Payment method
 * codes', §9 surcharges): the menu's methods, less the wallets this browser does not offer, the
 * member-only methods for guests, and the in-store terminal unless this is a kiosk or staff
 * device with its pinpad paired (spec 2 §5.3 'Terminal payment requires the terminal to be
 * available and paired'). PayPal-type and crypto are listed but refused inside an iframe.
 */
import type { PaymentMethodCode } from '@/api/paymentMethodCodes';
import { kioskPaymentTabs } from './kioskOffer';
import { savedCardLabel, type SavedCardFields } from './savedCard';

export const PAYPAL_IN_IFRAME =
  'PayPal is unavailable from within an iFrame, please choose another payment method.';

/** The parts of a menu payment method the tabs use (src/api/manageCart.ts paymentMethodSchema). */
export type OfferedMethod = { id: number; code: string; icon: string; desc: string; info: string };

export type PaymentTabsInput = {
  methods: readonly OfferedMethod[];
  merchant: {
    is_apple_pay_enabled: 0 | 1;
    is_google_pay_enabled: 0 | 1;
    surcharge_percent_cc: number;
    surcharge_percent_amex: number;
    surcharge_percent_paypal: number;
  };
  /** What this browser offers (ApplePaySession v3, Google Pay isReadyToPay); false until known. */
  wallets: { apple: boolean; google: boolean };
  /** A signed-in, non-guest customer (spec 2 §5.3 'Account balance … saved-card payment'). */
  signedIn: boolean;
  /** The member's saved card (load_checkout customer); absent or has_saved_card 0: none. */
  savedCard?: SavedCardFields;
  /** The in-store terminal can take this payment (terminalPaymentOffered); absent: no. */
  terminal?: boolean;
  /** On a kiosk, the methods the brand offers walk-up customers (kioskOffer.ts); absent: not a kiosk. */
  kioskMethods?: readonly string[];
};

/** The saved-card tab's own description (its card is in its info: 'Visa ending 1111'). */
export const SAVED_CARD_TAB = 'Saved Card';

export type PaymentTab = OfferedMethod & {
  code: PaymentMethodCode | string;
  /** The surcharge note, '' when the relevant percent is 0. */
  surchargeNote: string;
};

/** '1.5' from 1.5, '2' from 2.0. */
function percentText(percent: number): string {
  return String(Math.round(percent * 100) / 100);
}

/** 'A surcharge note shows when the relevant percent is above 0' (card with AMEX apart; PayPal-type). */
export function surchargeNote(code: string, merchant: PaymentTabsInput['merchant']): string {
  if (code === 'CC' || code === '3DS' || code === 'SAVED') {
    const card = merchant.surcharge_percent_cc;
    const amex = merchant.surcharge_percent_amex;
    if (card > 0 && amex > 0 && amex !== card) {
      return `A ${percentText(card)}% surcharge applies to card payments (${percentText(amex)}% for AMEX).`;
    }
    if (card > 0) return `A ${percentText(card)}% surcharge applies to card payments.`;
    if (amex > 0) return `A ${percentText(amex)}% surcharge applies to AMEX payments.`;
    return '';
  }
  if (code === 'PP' && merchant.surcharge_percent_paypal > 0) {
    return `A ${percentText(merchant.surcharge_percent_paypal)}% surcharge applies to PayPal payments.`;
  }
  return '';
}

function offered(code: string, input: PaymentTabsInput): boolean {
  switch (code) {
    case 'APPLE':
      return input.merchant.is_apple_pay_enabled === 1 && input.wallets.apple;
    case 'GOOGLE':
      return input.merchant.is_google_pay_enabled === 1 && input.wallets.google;
    case 'ACCOUNT':
      return input.signedIn;
    case 'eftpos':
      return input.terminal === true;
    default:
      return true;
  }
}

/**
 * The saved card as a tab of its own, just before the card tab it pays like (a member with a card
 * that has not expired, where the menu takes cards). Spec 3's top-up names the tab SAVED and opens
 * on it when a saved card exists; the checkout does the same.
 */
function savedCardTab(input: PaymentTabsInput): OfferedMethod | null {
  const card = input.savedCard;
  if (!input.signedIn || !card || card.has_saved_card !== 1 || card.credit_card_expired === 1)
    return null;
  const cc = input.methods.find((method) => method.code === 'CC');
  if (!cc) return null;
  return { id: 0, code: 'SAVED', icon: cc.icon, desc: SAVED_CARD_TAB, info: savedCardLabel(card) };
}

/**
 * The tabs, in the menu's order, the saved card first among the cards; on a kiosk only those it
 * offers walk-up customers, the pinpad first.
 */
export function paymentTabs(input: PaymentTabsInput): PaymentTab[] {
  const saved = savedCardTab(input);
  const tabs = input.methods
    .filter((method) => offered(method.code, input))
    .flatMap((method) => (saved !== null && method.code === 'CC' ? [saved, method] : [method]))
    .map((method) => ({ ...method, surchargeNote: surchargeNote(method.code, input.merchant) }));
  return input.kioskMethods === undefined ? tabs : kioskPaymentTabs(tabs, input.kioskMethods);
}

/** Methods that leave the page for the provider's own (PayPal-type, crypto). */
export function isRedirectMethod(code: string): boolean {
  return code === 'PP' || code === 'CB';
}

/** Methods whose card the page tokenises in the card frames before submitting. */
export function isCardMethod(code: string): boolean {
  return code === 'CC' || code === '3DS';
}

/** Why the chosen method cannot be used here, or null: PayPal-type and crypto inside an iframe. */
export function paymentMethodRefusal(code: string, inIframe: boolean): string | null {
  return inIframe && isRedirectMethod(code) ? PAYPAL_IN_IFRAME : null;
}

/**
 * The eftpos tab (spec 2 §5.3, §6; spec 3 §6 'Only kiosk and staff see pinpad pairing'): a kiosk
 * or staff customer, at a merchant with eftpos enabled, on a device whose pinpad is paired.
 * undefined while that hangs on a pairing not read yet (`paired` undefined): the tabs are not
 * final, so nothing may be chosen for the customer from them. (A checkout that priced its first
 * tab in that moment flipped a kiosk's eftpos, shown from the server's cart, to Credit Card once
 * the answer came: Place Order then went by card and no terminal popup showed.)
 */
export function terminalPaymentOffered(input: {
  isKiosk: boolean;
  isStaff: boolean;
  merchantEftposEnabled: boolean;
  paired: boolean | undefined;
}): boolean | undefined {
  if (!(input.isKiosk || input.isStaff) || !input.merchantEftposEnabled) return false;
  return input.paired;
}

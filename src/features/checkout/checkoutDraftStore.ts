/**
 * The checkout's typed details, kept in sessionStorage for this tab so they survive the round trip
 * to a payment page (PayPal-type, crypto, 3-D Secure) and a reload. Never card data: the card is
 * typed into the provider's frames and the page never sees it. Cleared once the order is placed.
 */
import { EMPTY_DRAFT, type CheckoutDraft } from '@/domain/submitOrderFields';

const KEY = 'docket:checkout-draft';
const NONCE_KEY = 'docket:checkout-3ds-nonce';

export function readDraft(slug: string): CheckoutDraft {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    if (raw === null) return EMPTY_DRAFT;
    const stored = JSON.parse(raw) as { slug?: unknown; draft?: unknown };
    if (stored.slug !== slug || typeof stored.draft !== 'object' || stored.draft === null) {
      return EMPTY_DRAFT;
    }
    return sanitise(stored.draft as Record<string, unknown>);
  } catch {
    return EMPTY_DRAFT;
  }
}

export function writeDraft(slug: string, draft: CheckoutDraft): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify({ slug, draft }));
  } catch {
    // Storage full or refused: the draft lives in memory only.
  }
}

/**
 * A card that needs 3-D Secure: the server charges, at placement, the same single-use nonce it
 * started the check with, and the page has left for the issuer's page in between. The nonce (a
 * provider token, never the card) waits here for the return; it is taken once.
 */
export function rememberRedirectNonce(nonce: string): void {
  try {
    if (nonce !== '') window.sessionStorage.setItem(NONCE_KEY, nonce);
  } catch {
    // Without storage the return asks for the card again (the server says 'Please enter your card details').
  }
}

export function takeRedirectNonce(): string {
  try {
    const nonce = window.sessionStorage.getItem(NONCE_KEY) ?? '';
    window.sessionStorage.removeItem(NONCE_KEY);
    return nonce;
  } catch {
    return '';
  }
}

export function clearDraft(): void {
  try {
    window.sessionStorage.removeItem(NONCE_KEY);
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Nothing to clear.
  }
}

/** Only the draft's own fields, each of its own type; anything else is dropped. */
function sanitise(value: Record<string, unknown>): CheckoutDraft {
  const text = (key: keyof CheckoutDraft) =>
    typeof value[key] === 'string' ? (value[key] as string) : (EMPTY_DRAFT[key] as string);
  const bool = (key: keyof CheckoutDraft) => value[key] === true;
  const customData: Record<string, string> = {};
  if (typeof value.customData === 'object' && value.customData !== null) {
    for (const [key, answer] of Object.entries(value.customData)) {
      if (typeof answer === 'string') customData[key] = answer;
    }
  }
  return {
    name: text('name'),
    email: text('email'),
    mobile: text('mobile'),
    country: text('country') || EMPTY_DRAFT.country,
    nameNew: text('nameNew'),
    mobileNew: text('mobileNew'),
    studentName: text('studentName'),
    storeClassId: typeof value.storeClassId === 'number' ? value.storeClassId : 0,
    customData,
    contactless: bool('contactless'),
    paymentMethod: text('paymentMethod'),
    saveCard: value.saveCard !== false,
    autoTopup: bool('autoTopup'),
    billingAddressId: text('billingAddressId'),
    billingAddressStr: text('billingAddressStr'),
    ageAgreed: bool('ageAgreed'),
    termsAgreed: bool('termsAgreed'),
  };
}

/**
 * What a kiosk offers a walk-up customer (DESIGN 'Kiosk': 'A paired kiosk pays on the pinpad; a
 * walk-up customer is offered only what a walk-up customer can use'). A stranger at a kiosk has
 * no card number to type into a shared screen, no PayPal or crypto wallet on it, and is standing
 * in the shop: they pay on the pinpad and collect here or eat in. The brand chooses otherwise in
 * brand.json `kiosk` (docs/kiosks-and-staff.md); these are the defaults.
 */

/**
 * The pinpad, and for a member who signed in at the kiosk their account balance and saved card
 * (nothing typed). Not CC or 3DS (a card number typed on a shared screen), PP or CB (a provider's
 * page to sign in to), APPLE or GOOGLE (the kiosk browser's wallet would be the shop's own).
 */
export const KIOSK_PAYMENT_METHODS_DEFAULT = ['eftpos', 'ACCOUNT', 'SAVED'] as const;

/** Pickup, dine-in and the store's custom type; delivery, booking and catering are off. */
export const KIOSK_FULFILMENT_DEFAULT = ['pickup', 'dinein', 'custom'] as const;

/** A kiosk: a KIOSK device, or the kiosk's own login (status 3) on any build. */
export function isKioskHere(input: { appMode: string; kioskLogin: boolean }): boolean {
  return input.appMode === 'KIOSK' || input.kioskLogin;
}

/**
 * The payment tabs a kiosk shows: only the methods the brand lists for kiosks, the pinpad first
 * so a paired kiosk's checkout starts on it; the rest keep the menu's order.
 */
export function kioskPaymentTabs<T extends { code: string }>(
  tabs: readonly T[],
  allowed: readonly string[],
): T[] {
  const offered = tabs.filter((tab) => allowed.includes(tab.code));
  return [
    ...offered.filter((tab) => tab.code === 'eftpos'),
    ...offered.filter((tab) => tab.code !== 'eftpos'),
  ];
}

/** The store's fulfilment types a kiosk offers: those the brand lists for kiosks, in the store's order. */
export function kioskFulfilment<T>(
  types: readonly T[],
  codeOf: (type: T) => string,
  allowed: readonly string[],
): T[] {
  return types.filter((type) => allowed.includes(codeOf(type)));
}

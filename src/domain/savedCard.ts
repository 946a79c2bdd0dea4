/**
 * A member's saved card as the customer sees it (spec 3 §3 Customer credit_card_type,
 * credit_card_ending, credit_card_expired, credit_card_notice, credit_card_update,
 * has_saved_card; spec 2 §5.3 'saved-card payment'). Pure: the clock is a parameter. The server
 * fills the Customer fields with it, and the checkout labels the saved-card tab with it.
 */

/** The payment method code of paying by the saved card (spec 3's top-up tab code). */
export const SAVED_CARD_METHOD = 'SAVED';

/**
 * The menu method a checkout method stands for: the saved card is a card payment, offered (and
 * refused) wherever the menu's card method (CC) is.
 */
export function menuMethodOf(code: string): string {
  return code === SAVED_CARD_METHOD ? 'CC' : code;
}

export type SavedCardFacts = {
  cardType: string;
  lastFour: string;
  expiryMonth: number;
  expiryYear: number;
};

export type SavedCardFields = {
  has_saved_card: 0 | 1;
  credit_card_type: string;
  credit_card_ending: string;
  credit_card_expired: 0 | 1;
  credit_card_notice: string;
  /** 1: the card needs updating before it can pay (expired). */
  credit_card_update: 0 | 1;
};

export const SAVED_CARD_EXPIRED_NOTICE =
  'Your saved card has expired. Please pay with a new card to replace it.';
export const SAVED_CARD_EXPIRING_NOTICE = 'Your saved card expires this month.';

/** A card works through the last day of its expiry month (UTC months: an expiry has no zone). */
export function savedCardExpired(
  card: Pick<SavedCardFacts, 'expiryMonth' | 'expiryYear'>,
  now: Date,
) {
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return card.expiryYear * 12 + (card.expiryMonth - 1) < current;
}

function expiresThisMonth(card: SavedCardFacts, now: Date): boolean {
  return card.expiryYear === now.getUTCFullYear() && card.expiryMonth === now.getUTCMonth() + 1;
}

export const NO_SAVED_CARD: SavedCardFields = {
  has_saved_card: 0,
  credit_card_type: '',
  credit_card_ending: '',
  credit_card_expired: 0,
  credit_card_notice: '',
  credit_card_update: 0,
};

export function savedCardFields(card: SavedCardFacts | null, now: Date): SavedCardFields {
  if (!card) return NO_SAVED_CARD;
  const expired = savedCardExpired(card, now);
  return {
    has_saved_card: 1,
    credit_card_type: card.cardType,
    credit_card_ending: card.lastFour,
    credit_card_expired: expired ? 1 : 0,
    credit_card_notice: expired
      ? SAVED_CARD_EXPIRED_NOTICE
      : expiresThisMonth(card, now)
        ? SAVED_CARD_EXPIRING_NOTICE
        : '',
    credit_card_update: expired ? 1 : 0,
  };
}

/** 'Visa ending 1111' (the saved-card tab's description). */
export function savedCardLabel(
  fields: Pick<SavedCardFields, 'credit_card_type' | 'credit_card_ending'>,
) {
  const type = fields.credit_card_type.trim() || 'Card';
  return `${type} ending ${fields.credit_card_ending}`;
}

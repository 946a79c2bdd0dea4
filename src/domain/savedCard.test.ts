import { describe, expect, it } from 'vitest';
import {
  NO_SAVED_CARD,
  SAVED_CARD_EXPIRED_NOTICE,
  SAVED_CARD_EXPIRING_NOTICE,
  savedCardExpired,
  savedCardFields,
  savedCardLabel,
  menuMethodOf,
} from './savedCard';

const NOW = new Date('2026-11-25T03:00:00Z');
const visa = (expiryMonth: number, expiryYear: number) => ({
  cardType: 'Visa',
  lastFour: '1111',
  expiryMonth,
  expiryYear,
});

describe('saved card (spec 3 §3 Customer credit_card_*)', () => {
  it.each([
    ['SAVED', 'CC'],
    ['CC', 'CC'],
    ['ACCOUNT', 'ACCOUNT'],
    ['PP', 'PP'],
  ])('%s is offered where the menu offers %s', (code, menuCode) => {
    expect(menuMethodOf(code)).toBe(menuCode);
  });

  it.each([
    ['a card expiring this month still works', 11, 2026, false],
    ['last month has expired', 10, 2026, true],
    ['last year has expired', 12, 2025, true],
    ['next month works', 12, 2026, false],
    ['December 2099 works', 12, 2099, false],
  ])('%s', (_why, month, year, expired) => {
    expect(savedCardExpired({ expiryMonth: month, expiryYear: year }, NOW)).toBe(expired);
  });

  it.each([
    ['no card', null, NO_SAVED_CARD],
    [
      'a good card',
      visa(12, 2030),
      {
        has_saved_card: 1,
        credit_card_type: 'Visa',
        credit_card_ending: '1111',
        credit_card_expired: 0,
        credit_card_notice: '',
        credit_card_update: 0,
      },
    ],
    [
      'a card expiring this month',
      visa(11, 2026),
      {
        has_saved_card: 1,
        credit_card_type: 'Visa',
        credit_card_ending: '1111',
        credit_card_expired: 0,
        credit_card_notice: SAVED_CARD_EXPIRING_NOTICE,
        credit_card_update: 0,
      },
    ],
    [
      'an expired card',
      visa(1, 2026),
      {
        has_saved_card: 1,
        credit_card_type: 'Visa',
        credit_card_ending: '1111',
        credit_card_expired: 1,
        credit_card_notice: SAVED_CARD_EXPIRED_NOTICE,
        credit_card_update: 1,
      },
    ],
  ])('%s', (_why, card, fields) => {
    expect(savedCardFields(card, NOW)).toEqual(fields);
  });

  it.each([
    ['Visa', '1111', 'Visa ending 1111'],
    ['American Express', '0005', 'American Express ending 0005'],
    ['', '4444', 'Card ending 4444'],
  ])('%s %s → %s', (type, ending, label) => {
    expect(savedCardLabel({ credit_card_type: type, credit_card_ending: ending })).toBe(label);
  });
});

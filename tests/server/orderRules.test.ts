/**
 * The order's pure rules as tables: totals, surcharges and fees (server/orders/pricing.ts), the
 * time rules (server/orders/timing.ts) and the customer's details
 * (server/orders/customerDetails.ts).
 */
import { describe, expect, it } from 'vitest';
import { atLocal, localClock } from '../../src/domain/calendar';
import { placeholderNameText } from '../../src/domain/checkoutDetails';
import { checkDetails, type Caller, type DetailsInput } from '../../server/orders/customerDetails';
import {
  percentOf,
  priceOrder,
  surchargeBasisPoints,
  type PricingInput,
} from '../../server/orders/pricing';
import { noticeText, timingProblem, type TimingInput } from '../../server/orders/timing';
import { carriesCardDetails } from '../../server/orders/submitInput';
import { walletNonce } from '../../server/orders/payment';
import { MESSAGES } from '../../server/protocol/messages';

const SURCHARGES = { cc: 150, amex: 250, paypal: 200 };

describe('percentOf (hundredths of a percent, half up to the cent)', () => {
  it.each([
    [1000, 150, 15],
    [1033, 150, 15], // 15.495 → 15
    [1034, 150, 16], // 15.51 → 16
    [1100, 150, 17], // 16.5 → 17 (half up)
    [999, 250, 25], // 24.975 → 25
    [0, 150, 0],
    [12345, 0, 0],
  ])('%i cents at %i → %i', (cents, bp, expected) => {
    expect(percentOf(cents, bp)).toBe(expected);
  });
});

describe('surchargeBasisPoints', () => {
  it.each([
    ['CC', '', 150],
    ['CC', 'Visa', 150],
    ['CC', 'American Express', 250],
    ['CC', 'AMEX', 250],
    ['3DS', 'American Express', 250],
    ['PP', '', 200],
    ['CB', '', 0],
    ['APPLE', '', 0],
    ['GOOGLE', 'Visa', 0],
    ['ACCOUNT', '', 0],
    ['', '', 0],
  ])('%s %s → %i', (method, cardType, expected) => {
    expect(surchargeBasisPoints(method, cardType, SURCHARGES)).toBe(expected);
  });
});

describe('priceOrder', () => {
  const base: PricingInput = {
    lines: [
      { unitPrice: 650, quantity: 2 },
      { unitPrice: 2800, quantity: 1 },
    ],
    rewardsDiscount: 0,
    promoDiscount: () => 0,
    deliveryFee: 0,
    preorderFee: 0,
    paymentMethod: '',
    cardType: '',
    surcharges: SURCHARGES,
  };
  it.each<[string, Partial<PricingInput>, Record<string, number>]>([
    [
      'products only',
      {},
      { sub_total: 4100, total_after_discount: 4100, surcharge_amount: 0, grand_total: 4100 },
    ],
    [
      'card surcharge on the whole',
      { paymentMethod: 'CC' },
      { surcharge_amount: 62, grand_total: 4162 }, // 61.5 → 62
    ],
    [
      'AMEX surcharge',
      { paymentMethod: 'CC', cardType: 'American Express' },
      { surcharge_amount: 103, grand_total: 4203 }, // 102.5 → 103
    ],
    ['PayPal surcharge', { paymentMethod: 'PP' }, { surcharge_amount: 82, grand_total: 4182 }],
    [
      '10% promo, delivery fee and preorder fee, card',
      {
        promoDiscount: (subTotal) => Math.round(subTotal / 10),
        deliveryFee: 500,
        preorderFee: 100,
        paymentMethod: 'CC',
      },
      {
        discount: 410,
        total_after_discount: 3690,
        delivery_fee: 500,
        convenience_fee: 100,
        surcharge_amount: 64, // 1.5 % of 4290 = 64.35
        grand_total: 4354,
      },
    ],
    [
      'rewards before the promo, never more than the order',
      { rewardsDiscount: 5000, promoDiscount: () => 300 },
      { rewards_discount: 4100, total_after_rewards: 0, discount: 0, grand_total: 0 },
    ],
    [
      'no preorder fee on an empty cart',
      { lines: [], preorderFee: 100 },
      { convenience_fee: 0, grand_total: 0 },
    ],
  ])('%s', (_name, overrides, expected) => {
    expect(priceOrder({ ...base, ...overrides })).toMatchObject(expected);
  });
});

describe('timingProblem', () => {
  // Tuesday 24 November 2026, 11:00 in Perth.
  const clock = localClock(new Date('2026-11-24T03:00:00Z'), 'Australia/Perth');
  const hours = { open: true, from: '07:00', to: '21:00' };
  const input = (overrides: Partial<TimingInput>): TimingInput => ({
    verb: 'Pickup',
    code: 'pickup',
    settings: { asap: 1, time_type: 'user', min_notice: 15 },
    asap: false,
    requested: null,
    clock,
    weekly: { mon: hours, tue: hours, wed: hours, thu: hours, fri: hours, sat: hours, sun: hours },
    specials: [
      { date: '2026-11-26', name: 'Staff training', open: false, from: '00:00', to: '00:00' },
    ],
    trading: true,
    alwaysOpen: false,
    orderForLater: true,
    ...overrides,
  });
  const at = (date: string, time: string) => {
    const [h = 0, m = 0] = time.split(':').map(Number);
    return atLocal(date, h * 60 + m);
  };
  it.each<[string, Partial<TimingInput>, string | null]>([
    ['ASAP while open', { asap: true }, null],
    ['12:00 today', { requested: at('2026-11-24', '12:00') }, null],
    ['10:59 today', { requested: at('2026-11-24', '10:59') }, MESSAGES.timeHasPast],
    [
      '11:05 today: 15 minutes notice',
      { requested: at('2026-11-24', '11:05') },
      'Minimum notice for Pickup is 15 minutes. Please choose a later time.',
    ],
    [
      '6:30 am tomorrow',
      { requested: at('2026-11-25', '06:30') },
      'Pickup is only available between 7:00 am and 9:00 pm on Wed 25 Nov. Please choose another time.',
    ],
    [
      '9:00 pm tomorrow',
      { requested: at('2026-11-25', '21:00') },
      'Your requested time for Pickup is after last orders (9:00 pm) on Wed 25 Nov. Please choose an earlier time.',
    ],
    [
      'a day the store is closed',
      { requested: at('2026-11-26', '12:00') },
      'Pickup is not available on the selected day (Thu 26 Nov: Staff training). Please choose another date.',
    ],
    [
      'beyond the month ahead',
      { requested: at('2027-01-05', '12:00') },
      'Pickup is not available on the selected day (Tue 5 Jan: orders can be placed up to Thu 24 Dec). Please choose another date.',
    ],
    [
      'tomorrow without order-for-later',
      { orderForLater: false, requested: at('2026-11-25', '12:00') },
      'Pickup is not available on the selected day (Wed 25 Nov: orders are for today only). Please choose another date.',
    ],
    [
      'a day of notice',
      {
        verb: 'Catering',
        code: 'catering',
        settings: { asap: 0, time_type: 'user', min_notice: 1440 },
        requested: at('2026-11-24', '18:00'),
      },
      'The earliest date available for Catering is Wed 25 Nov. Please choose another date.',
    ],
    [
      'ASAP not offered',
      { settings: { asap: 0, time_type: 'user', min_notice: 15 }, asap: true },
      MESSAGES.timeRequired,
    ],
    ['no time given', {}, MESSAGES.timeRequired],
    [
      'dine-in while closed',
      {
        code: 'dinein',
        verb: 'Dine-in',
        settings: { asap: 1, time_type: 'none', min_notice: 0 },
        clock: localClock(new Date('2026-11-24T14:00:00Z'), 'Australia/Perth'),
      },
      'Your requested time for Dine-in is after last orders (9:00 pm) on Tue 24 Nov. Please choose an earlier time.',
    ],
    [
      'a slot takes its own time',
      { settings: { asap: 0, time_type: 'slots', min_notice: 45 } },
      null,
    ],
    [
      'a slot on a closed day',
      {
        settings: { asap: 0, time_type: 'slots', min_notice: 45 },
        requested: at('2026-11-26', '12:00'),
      },
      'Pickup is not available on the selected day (Thu 26 Nov: Staff training). Please choose another date.',
    ],
  ])('%s', (_name, overrides, expected) => {
    expect(timingProblem(input(overrides))).toBe(expected);
  });

  it.each([
    [15, '15 minutes'],
    [60, '1 hour'],
    [90, '90 minutes'],
    [1440, '24 hours'],
  ])('noticeText(%i) is %s', (minutes, text) => {
    expect(noticeText(minutes)).toBe(text);
  });
});

describe("checkDetails (spec 2 §5.1, §5.2): the page's rule, on the server", () => {
  const guest: Caller = { kind: 'guest' };
  const kiosk: Caller = { kind: 'kiosk' };
  const member = (name: string): Caller => ({
    kind: 'member',
    name,
    email: 'ada@example.com',
    mobile: '+61400000000',
  });
  // mobileNew null: the request has no new-mobile field, as when the page shows none.
  const input: DetailsInput = {
    name: 'Ada Lovelace',
    nameNew: '',
    email: 'ada@example.com',
    mobile: '0400 000 000',
    mobileNew: null,
    mobileMetadata: '',
  };
  // 'must be valid: Enter a valid mobile phone number (including country code, e.g. {example})'
  const invalidAu =
    'Enter a valid mobile phone number (including country code, e.g. +61 412 345 678)';
  it.each<[string, Caller, Partial<DetailsInput>, string | null]>([
    ['a complete guest', guest, {}, null],
    ['a one-letter name', guest, { name: 'A' }, MESSAGES.nameRequired],
    ['no email', guest, { email: '' }, MESSAGES.emailRequired],
    ['a bad email', guest, { email: 'ada@' }, MESSAGES.emailInvalid],
    ['a short mobile', guest, { mobile: '04000' }, MESSAGES.mobileRequired],
    ['kiosk without email or mobile', kiosk, { email: '', mobile: '' }, null],
    ['kiosk with a bad email', kiosk, { email: 'nope' }, MESSAGES.emailInvalid],
    ['kiosk without a name', kiosk, { name: '' }, MESSAGES.nameRequired],
    ['a member with a name', member('Ada'), { name: '', email: '', mobile: '' }, null],
    ['a member without one', member(''), { name: '' }, MESSAGES.nameRequired],
    ['a member giving one', member(''), { name: '', nameNew: 'Ada' }, null],
    [
      'a placeholder',
      member('Apple User'),
      { name: '', nameNew: 'Apple User' },
      placeholderNameText('Apple User'),
    ],
    ['a short new mobile', member('Ada'), { mobileNew: '123' }, MESSAGES.mobileRequired],
    // What the page refuses and a length check let through: the number must be a valid mobile.
    ['a mobile of 7 that is no number', guest, { mobile: '0000000' }, invalidAu],
    ['a landline', guest, { mobile: '08 9335 1234' }, invalidAu],
    ['kiosk with a landline typed', kiosk, { mobile: '(08) 9335 1234' }, invalidAu],
    ['kiosk with only the dial prefix', kiosk, { mobile: '+61' }, null],
    [
      'a local NZ mobile, its country in mobile_metadata',
      guest,
      { mobile: '021 234 5678', mobileMetadata: '{"country":"NZ"}' },
      null,
    ],
    ['the same, read as Australian', guest, { mobile: '021 234 5678' }, invalidAu],
    [
      'a member with a landline as new mobile',
      member('Ada'),
      { mobileNew: '08 9335 1234' },
      invalidAu,
    ],
    [
      "a member's new-mobile field sent empty",
      { kind: 'member', name: 'Ada', email: 'ada@example.com', mobile: '' },
      { mobileNew: '' },
      MESSAGES.mobileRequired,
    ],
    [
      "a member's new-mobile field left at its dial prefix",
      { kind: 'member', name: 'Ada', email: 'ada@example.com', mobile: '' },
      { mobileNew: '+61' },
      MESSAGES.mobileRequired,
    ],
    // §5.2 names 'Apple User or Google User'; Facebook sign-in is off (spec 3 §1).
    ['a member named Facebook User', member('Facebook User'), {}, null],
    [
      'a typed Google User',
      member(''),
      { nameNew: 'google user' },
      placeholderNameText('google user'),
    ],
  ])('%s', async (_name, caller, overrides, expected) => {
    const result = await checkDetails(caller, { ...input, ...overrides }, 'AU');
    expect(result.ok ? null : result.message).toBe(expected);
  });
});

describe('carriesCardDetails', () => {
  it.each([
    [{ card_number: '4111111111111111' }, true],
    [{ card_csc: '123' }, true],
    [{ 'checkout_options[card_number]': '4111' }, true],
    [{ card_number: '' }, false],
    [{ card_name: 'ADA' }, false],
  ])('%j → %s', (fields, expected) => {
    expect(carriesCardDetails(fields)).toBe(expected);
  });
});

describe('walletNonce', () => {
  it.each([
    ['{"nonce":"fake-apple-pay-visa-nonce"}', 'fake-apple-pay-visa-nonce'],
    ['"fake-android-pay-visa-nonce"', 'fake-android-pay-visa-nonce'],
    ['fake-apple-pay-visa-nonce', 'fake-apple-pay-visa-nonce'],
    ['{"token":"x"}', null],
    ['', null],
  ])('%s → %s', (data, nonce) => {
    expect(walletNonce(data)).toBe(nonce);
  });
});

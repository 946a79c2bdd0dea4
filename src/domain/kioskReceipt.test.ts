import { describe, expect, it } from 'vitest';
import { kioskNextStep, receiptRedirectMs } from './kioskReceipt';

describe("receiptRedirectMs (spec 3 §4 'Kiosk receipt auto-redirects to the menu after 5 s (20 s otherwise)')", () => {
  it.each<[string, Parameters<typeof receiptRedirectMs>[0], number | null]>([
    [
      'a kiosk login on a kiosk device: 5 s',
      { kioskTable: true, isKiosk: true, isStaff: false },
      5_000,
    ],
    [
      'a kiosk login on a web build: 5 s',
      { kioskTable: false, isKiosk: true, isStaff: false },
      5_000,
    ],
    [
      "staff on a POS device: '20 s otherwise'",
      { kioskTable: true, isKiosk: false, isStaff: true },
      20_000,
    ],
    ['staff on a web build: 20 s', { kioskTable: false, isKiosk: false, isStaff: true }, 20_000],
    [
      'a member on a kiosk device: 20 s',
      { kioskTable: true, isKiosk: false, isStaff: false },
      20_000,
    ],
    [
      "a guest's own receipt on the web stays",
      { kioskTable: false, isKiosk: false, isStaff: false },
      null,
    ],
  ])('%s', (_quote, input, expected) => {
    expect(receiptRedirectMs(input)).toBe(expected);
  });
});

describe("kioskNextStep (DESIGN 'Kiosk': the receipt leads with the order number and what to do next)", () => {
  it.each<[string, string, string]>([
    ['pickup', '', 'Collect at the counter when your number is called'],
    ['dinein', 'Table 12', "Take a seat at table 12 and we'll bring your order to you"],
    ['dinein', ' table 4B ', "Take a seat at table 4B and we'll bring your order to you"],
    ['dinein', '', "Take a seat and we'll bring your order to your table"],
    ['delivery', '12 South Tce, Fremantle', "We'll deliver your order to the address you gave"],
    ['booking', 'Sat 28 Nov, 7:00 pm', 'Your booking is made: show this number when you arrive'],
    ['catering', '', 'Your catering order is in: show this number when you collect it'],
    ['custom', 'Bay 3', "Wait nearby: we'll call your number when your order is ready"],
  ])('%s (%j) → %s', (fulfilment_type, fulfilment_detail, step) => {
    expect(kioskNextStep({ fulfilment_type, fulfilment_detail })).toBe(step);
  });
});

import { describe, expect, it } from 'vitest';
import { receiptRedirectMs } from './kioskReceipt';

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

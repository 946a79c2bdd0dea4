import { describe, expect, it } from 'vitest';
import { receiptActions, shareLinks, type ReceiptActionsInput } from './receiptActions';

const MEMBER: ReceiptActionsInput = {
  nstatus: 1,
  deliveryTrackingUrl: 'https://track.example/1',
  orderConfirmation: 'See you soon',
  isMember: true,
  isKiosk: false,
  isStaff: false,
};

describe('receiptActions (spec 3 §4 active orders, §6 roles)', () => {
  it.each<[string, Partial<ReceiptActionsInput>, Partial<ReturnType<typeof receiptActions>>]>([
    [
      'an active member order shows confirmation, Get Notified, Track Your Driver and the prompt',
      {},
      {
        confirmation: true,
        getNotified: true,
        trackDriver: true,
        pushPrompt: true,
        leaveFeedback: true,
        share: true,
        newOrderLabel: 'Place another Order',
      },
    ],
    ...[2, 3, 4].map((nstatus): [string, Partial<ReceiptActionsInput>, object] => [
      `status ${nstatus} is still active`,
      { nstatus },
      { getNotified: true, trackDriver: true, pushPrompt: true },
    ]),
    ...[5, 6, 7, 8, 9, 10].map((nstatus): [string, Partial<ReceiptActionsInput>, object] => [
      `status ${nstatus} is not active: no confirmation, Get Notified, tracking or prompt`,
      { nstatus },
      { confirmation: false, getNotified: false, trackDriver: false, pushPrompt: false },
    ]),
    ['no tracking link: no Track Your Driver', { deliveryTrackingUrl: '' }, { trackDriver: false }],
    [
      'a tracking link that is not https is not offered',
      { deliveryTrackingUrl: 'javascript:alert(1)' },
      { trackDriver: false },
    ],
    ['no confirmation text: none shown', { orderConfirmation: ' ' }, { confirmation: false }],
    [
      'a guest holding the order sees no Leave Feedback',
      { isMember: false },
      { leaveFeedback: false, getNotified: true, newOrderLabel: 'Place another Order' },
    ],
    [
      'kiosk: no driver tracking, no feedback, no prompt; Start New Order',
      { isKiosk: true, isMember: false },
      {
        trackDriver: false,
        getNotified: false,
        leaveFeedback: false,
        pushPrompt: false,
        share: false,
        newOrderLabel: 'Start New Order',
        printReceipt: 'print-queue',
        printEftposReceipt: false,
      },
    ],
    [
      "kiosk with eftpos enabled: 'print receipts (docket printing) and eftpos receipts'",
      { isKiosk: true, isMember: false, eftposEnabled: true },
      { printReceipt: 'print-queue', printEftposReceipt: true },
    ],
    [
      'a member prints with the browser, never an eftpos receipt',
      { eftposEnabled: true },
      { printReceipt: 'browser', printEftposReceipt: false },
    ],
    [
      'staff (also a member): no feedback; Start New Order; tracking kept',
      { isStaff: true },
      {
        leaveFeedback: false,
        trackDriver: true,
        share: true,
        newOrderLabel: 'Start New Order',
        printReceipt: 'print-queue',
      },
    ],
  ])('%s', (_name, input, expected) => {
    expect(receiptActions({ ...MEMBER, ...input })).toMatchObject(expected);
  });
});

describe('shareLinks: whatsapp, messenger, facebook, twitter, email', () => {
  it('shares the store, encoded, to each target', () => {
    const links = shareLinks({ url: 'https://fig.example/menu/fig', storeName: 'Fig & Olive' });
    expect(links.map((link) => link.target)).toEqual([
      'whatsapp',
      'messenger',
      'facebook',
      'twitter',
      'email',
    ]);
    expect(links[0]?.href).toBe(
      'https://wa.me/?text=I%20just%20ordered%20from%20Fig%20%26%20Olive%3A%20https%3A%2F%2Ffig.example%2Fmenu%2Ffig',
    );
    expect(links[2]?.href).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Ffig.example%2Fmenu%2Ffig',
    );
    expect(links[4]?.href).toMatch(/^mailto:\?subject=Fig%20%26%20Olive&body=/);
  });
});

// @vitest-environment happy-dom
/** The GA4 adapter: gtag.js loaded once, on first use, and GA4's 'purchase' event sent with it. */
import { describe, expect, it } from 'vitest';
import type { Ga4PurchaseParams } from '@/domain/purchaseEvent';
import { sendGa4Purchase } from './ga4';

const params = (id: string): Ga4PurchaseParams => ({
  transaction_id: id,
  value: 11.17,
  currency: 'AUD',
  items: [{ item_name: 'Iced Mint Tea', price: 5.5, quantity: 2 }],
});

/** A window of its own and a document with an empty head. */
function page() {
  const doc = new DOMParser().parseFromString('<title>shop</title>', 'text/html');
  const win: { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void } = {};
  return { win, doc, target: { window: win, document: doc } };
}

const scripts = (doc: Document) =>
  [...doc.querySelectorAll('script')].map((script) => script.getAttribute('src'));

describe('sendGa4Purchase', () => {
  it("loads gtag.js for the measurement id and sends 'purchase' with the order's parameters", () => {
    const { win, doc, target } = page();
    sendGa4Purchase('G-TEST1234', params('314'), target);
    expect(scripts(doc)).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-TEST1234']);
    const calls = (win.dataLayer ?? []).map((entry) => [...(entry as IArguments)]);
    expect(calls.map((call) => call[0])).toEqual(['js', 'config', 'event']);
    expect(calls[1]).toEqual(['config', 'G-TEST1234', { send_page_view: false }]);
    expect(calls[2]).toEqual(['event', 'purchase', params('314')]);
  });

  it('loads the script once for several purchases', () => {
    const { win, doc, target } = page();
    sendGa4Purchase('G-TEST1234', params('1'), target);
    sendGa4Purchase('G-TEST1234', params('2'), target);
    expect(scripts(doc)).toHaveLength(1);
    const events = (win.dataLayer ?? [])
      .map((entry) => [...(entry as IArguments)])
      .filter((call) => call[0] === 'event');
    expect(events.map((call) => (call[2] as Ga4PurchaseParams).transaction_id)).toEqual(['1', '2']);
  });
});

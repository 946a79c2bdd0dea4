/**
 * The GA4 adapter: Google's gtag.js, loaded only on a brand whose analytics adapter is 'ga4' and
 * only when an order is placed (src/features/analytics/logPurchase.ts imports this file then), so
 * no other brand and no other screen loads a third-party script. Page views are not sent
 * (send_page_view false): the purchase is the one event logged. The CSP allows Google's hosts for
 * such a brand only (server/http/contentSecurityPolicy.ts).
 */
import type { Ga4PurchaseParams } from '@/domain/purchaseEvent';

export const GTAG_ORIGIN = 'https://www.googletagmanager.com';

type GtagWindow = { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };

/** Sends GA4's 'purchase' event, loading gtag.js for `measurementId` on first use. */
export function sendGa4Purchase(
  measurementId: string,
  params: Ga4PurchaseParams,
  target: { window: GtagWindow; document: Document } = {
    window: window as GtagWindow,
    document,
  },
): void {
  const w = target.window;
  if (w.gtag === undefined) {
    const dataLayer = (w.dataLayer ??= []);
    // gtag.js reads the Arguments object itself from the data layer, not an array of them.
    w.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params
      dataLayer.push(arguments);
    };
    w.gtag('js', new Date());
    w.gtag('config', measurementId, { send_page_view: false });
    const script = target.document.createElement('script');
    script.async = true;
    script.src = `${GTAG_ORIGIN}/gtag/js?id=${encodeURIComponent(measurementId)}`;
    target.document.head.append(script);
  }
  w.gtag('event', 'purchase', params);
}

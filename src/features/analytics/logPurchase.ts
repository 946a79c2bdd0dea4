/**
 * Spec 2 §4.2 step 5: 'a purchase event is logged' once an order is placed, through the brand's
 * analytics adapter (brand.json `analytics`). The worker logs it once per order (a success shown
 * again logs nothing): first-party events it sends to the server itself; GA4's parameters it
 * answers, and only then is the GA4 adapter (and Google's script) loaded. Never throws: a lost
 * analytics event must not disturb the order's success.
 */
import { worker } from '@/app/workerClient';

export async function logPurchase(orderId: number): Promise<void> {
  const { adapter, ga4MeasurementId } = __BRAND__.analytics;
  if (adapter === 'none') return;
  try {
    const logged = await worker.logPurchase({ orderId });
    if (!logged.ok || logged.data.ga4 === null || ga4MeasurementId === undefined) return;
    const { sendGa4Purchase } = await import('./ga4');
    sendGa4Purchase(ga4MeasurementId, logged.data.ga4);
  } catch {
    // Analytics is best effort; the order is placed whatever happens here.
  }
}

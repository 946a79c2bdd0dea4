/**
 * The top of the receipt on a kiosk (DESIGN 'Kiosk': 'The receipt leads with a large order number
 * and what to do next'): the order number as large as the screen allows and, under it, what the
 * customer does now ('Collect at the counter when your number is called'), before the details.
 * Nothing anywhere else: a phone's receipt starts with its heading.
 */
import type { OrderDetail } from '@/api/orderStatusDetailed';
import { COUNTER_DEVICE } from '@/app/deviceMode';
import { kioskNextStep } from '@/domain/kioskReceipt';
import { isKiosk, type CustomerIdentity } from '@/domain/roles';
import './kioskReceipt.css';

export function KioskReceiptLead({
  order,
  customer,
}: {
  order: Pick<OrderDetail, 'order_number' | 'fulfilment_type' | 'fulfilment_detail'>;
  customer: CustomerIdentity;
}) {
  if (!COUNTER_DEVICE && !isKiosk(customer)) return null;
  return (
    <section className="kiosk-receipt-lead" aria-label="Your order number">
      <p className="kiosk-receipt-lead__label">Your order number</p>
      <p className="kiosk-receipt-lead__number">{order.order_number}</p>
      <p className="kiosk-receipt-lead__next">{kioskNextStep(order)}</p>
    </section>
  );
}

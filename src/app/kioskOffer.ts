/**
 * This device's kiosk offer (src/domain/kioskOffer.ts with the brand's `kiosk` settings): on a
 * kiosk, the payment methods and fulfilment types a walk-up customer is offered; elsewhere
 * undefined, meaning everything the store offers.
 */
import { isKiosk, type CustomerIdentity } from '@/domain/roles';
import { isKioskHere } from '@/domain/kioskOffer';
import { BRAND } from './brand';
import { DEVICE_APP_MODE } from './deviceMode';

const kioskHere = (customer: CustomerIdentity) =>
  isKioskHere({ appMode: DEVICE_APP_MODE, kioskLogin: isKiosk(customer) });

export function kioskPaymentMethods(customer: CustomerIdentity): readonly string[] | undefined {
  return kioskHere(customer) ? BRAND.kiosk.paymentMethods : undefined;
}

export function kioskFulfilmentCodes(customer: CustomerIdentity): readonly string[] | undefined {
  return kioskHere(customer) ? BRAND.kiosk.fulfilment : undefined;
}

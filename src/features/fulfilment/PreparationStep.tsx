import { lazy, Suspense, type ComponentProps } from 'react';
import { autofillOffHere } from '@/app/deviceMode';
import { isGuest } from '@/domain/roles';
import { savedAddressesOf } from '@/domain/savedAddresses';
import type { CustomerRow } from '@worker/db/rows';
import type { PreparationView as View } from './PreparationView';

const PreparationView = lazy(() =>
  import('./PreparationView').then((module) => ({ default: module.PreparationView })),
);

type Props = Omit<
  ComponentProps<typeof View>,
  'near' | 'guest' | 'autofillOff' | 'savedAddresses'
> & {
  /** The merchant's location; 0, 0 when it has none. */
  location: { lat: number; long: number };
  customer: CustomerRow;
  /** load_checkout's customer, which carries a member's saved addresses. */
  checkoutCustomer: object | null;
};

/**
 * The menu's preparation view (spec 1 §4 Views), in its own chunk, for the device's customer:
 * a guest has no saved addresses, a member's come from both customer rows.
 */
export function PreparationStep({ location, customer, checkoutCustomer, ...view }: Props) {
  const guest = isGuest(customer);
  return (
    <Suspense fallback={<div className="page-skeleton" aria-busy="true" />}>
      <PreparationView
        key={view.type.settings.code}
        {...view}
        near={
          location.lat === 0 && location.long === 0
            ? null
            : { lat: location.lat, lng: location.long }
        }
        guest={guest}
        autofillOff={autofillOffHere(customer)}
        savedAddresses={guest ? [] : savedAddressesOf(customer, checkoutCustomer)}
      />
    </Suspense>
  );
}

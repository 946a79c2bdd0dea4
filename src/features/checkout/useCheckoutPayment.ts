/**
 * The checkout's payment step (spec 2 §2.2): the tabs offered here, the one chosen, and the
 * server's cart kept priced for it.
 */
import { useCallback, useMemo } from 'react';
import type { CartOrder } from '@/api/manageCart';
import { kioskPaymentMethods } from '@/app/kioskOffer';
import { worker } from '@/app/workerClient';
import { usePinpadPaired } from '@/liveQueries/useTerminal';
import type { DetailsRole } from '@/domain/checkoutDetails';
import { paymentTabs, terminalPaymentOffered } from '@/domain/paymentMethods';
import { customerFlags } from '@/domain/roles';
import type { CheckoutContextRow } from '@worker/db/rows';
import { useMethodPricing } from './useMethodPricing';
import type { ProvidersState } from './usePaymentProviders';

export function useCheckoutPayment(input: {
  slug: string;
  context: CheckoutContextRow;
  role: DetailsRole;
  wallets: ProvidersState['wallets'];
  order: CartOrder;
  /** The tab the customer chose on this visit, '' when none. */
  drafted: string;
  online: boolean;
  cartRead: boolean;
}) {
  const { slug, role, wallets, order, drafted, online, cartRead } = input;
  const { menu, merchant, customer } = input.context;

  // Kiosks: the in-store terminal, for a kiosk or staff device with its pinpad paired.
  const flags = customerFlags(customer);
  // undefined while a kiosk's pairing is still being read: the tabs are not final yet.
  const terminalOffered = terminalPaymentOffered({
    isKiosk: flags.isKiosk,
    isStaff: flags.isStaff,
    merchantEftposEnabled: merchant.is_eftpos_enabled === 1,
    paired: usePinpadPaired(),
  });

  const tabs = useMemo(
    () =>
      paymentTabs({
        methods: menu.payment_methods,
        merchant,
        wallets,
        signedIn: role === 'member',
        savedCard: customer,
        terminal: terminalOffered === true,
        kioskMethods: kioskPaymentMethods(customer),
      }),
    [menu.payment_methods, merchant, wallets, role, customer, terminalOffered],
  );
  const chosen =
    tabs.find((tab) => tab.code === drafted)?.code ??
    tabs.find((tab) => tab.code === order.payment_method)?.code ??
    tabs[0]?.code ??
    null;

  // The server reprices the surcharge for the chosen method (update_checkout payment_method).
  const sendMethod = useCallback(
    async (method: string) => {
      const answer = await worker.updateCheckout({
        slug,
        options: { payment_method: method },
        failureText: 'CH2',
      });
      return answer.ok ? answer.data.order.payment_method : null;
    },
    [slug],
  );
  // Not from tabs that are not final, nor from a stored cart not yet read afresh: the server's
  // cart keeps its method until both are (a kiosk's stored cart with no method would otherwise
  // be priced for Credit Card over the Eftpos its server cart holds).
  const methodPricing = useMethodPricing({
    online,
    chosen: terminalOffered === undefined || !cartRead ? null : chosen,
    shown: order.payment_method,
    send: sendMethod,
  });

  return { tabs, chosen, methodPricing };
}

/**
 * The checkout's blocks after the restaurant card and the fulfilment summary (spec 2 §2.2, in the
 * spec's order): details, student details, custom fields, delivery information, payment tabs,
 * price breakdown, contactless, promo and instruction buttons, terms and age, Place Order.
 */
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { CartOrder } from '@/api/manageCart';
import { autofillOffHere } from '@/app/deviceMode';
import { detailsRole, memberNeedsName } from '@/domain/checkoutDetails';
import { EMPTY_DRAFT } from '@/domain/submitOrderFields';
import type { PhraseTarget } from '@/domain/submitPhrase';
import { useFulfilmentPopup } from '@/features/fulfilment/FulfilmentGate';
import type { CardFields } from '@/platform/payments/types';
import type { CheckoutContextRow, FulfilmentRow } from '@worker/db/rows';
import { CheckoutDialogs, type CheckoutDialog } from './CheckoutDialogs';
import { CheckoutPaymentStep } from './CheckoutPaymentStep';
import { CheckoutPlaceStep } from './CheckoutPlaceStep';
import { CheckoutDetailsStep } from './CheckoutDetailsStep';
import { memberMobileField } from './memberMobileField';
import { DeliveryInfoBlock, PriceBreakdown } from './OrderOptionsBlocks';
import { paymentSecrets } from './paymentSecrets';
import { PhraseNotice } from './PhraseNotice';
import { useCheckoutCheck } from './useCheckoutCheck';
import { useCheckoutDraft } from './useCheckoutDraft';
import { useCheckoutPayment } from './useCheckoutPayment';
import { useOrderSubmission } from './useOrderSubmission';
import { usePaymentProviders } from './usePaymentProviders';
import { usePaymentReturn } from './usePaymentReturn';
import { usePhoneMetadata } from './usePhoneMetadata';
import { usePlaceOrder } from './usePlaceOrder';
import { useRewardsPricing } from './useRewardsPricing';
import { useSubmitFields } from './useSubmitFields';
import { useTerminalPayment } from './useTerminalPayment';
import { validateCheckout } from './validateCheckout';

type Props = {
  slug: string;
  order: CartOrder;
  context: CheckoutContextRow;
  held: FulfilmentRow | null;
  timeZone: string;
  online: boolean;
  /** The server's cart has been read on this visit (useCartReadAfresh). */
  cartRead: boolean;
  /** The cart is being read again for a changed fulfilment choice: its totals are not final. */
  reading: boolean;
};

export function CheckoutForm(props: Props) {
  const { slug, order, context, held, online } = props;
  const { menu, merchant, customer } = context;
  const role = detailsRole(customer);
  const { draft, update } = useCheckoutDraft(slug);
  const { providers, wallets } = usePaymentProviders(merchant);
  const fieldsRef = useRef<CardFields | null>(null);
  const popup = useFulfilmentPopup();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<CheckoutDialog | null>(null);
  const billingRequired = merchant.is_billing_address_required === 1;
  const deliveryHeld = held?.selection.code === 'delivery' && held.delivery !== null;
  const needsName = role === 'member' && memberNeedsName(customer.name);
  // Shown once the metadata can tell; Place Order asks again after waiting for it.
  const mobileShown = usePhoneMetadata() && memberMobileField(role, customer.mobile, draft.country);

  const { tabs, chosen, methodPricing } = useCheckoutPayment({
    slug,
    context,
    role,
    wallets,
    order,
    drafted: draft.paymentMethod,
    online,
    cartRead: props.cartRead,
  });
  const rewards = useRewardsPricing(slug);
  // Place Order waits while the total is being priced again: the order goes with the total shown.
  const pricing = methodPricing || rewards.pricing || props.reading;

  const onPlaced = useCallback(() => update(EMPTY_DRAFT), [update]);
  // The last tokenised card's type: a refusal for a changed total reads the cart priced for it.
  const cardTypeRef = useRef('');
  const cardType = useCallback(() => cardTypeRef.current, []);
  const { submitting, notice, run, placed } = useOrderSubmission({
    slug,
    role,
    onPlaced,
    cardType,
  });
  const terminalPayment = useTerminalPayment({ run, submitting, placedElsewhere: placed });
  const fields = useSubmitFields({
    draft,
    chosen,
    role,
    customer,
    needsName,
    held,
    timeZone: props.timeZone,
    order,
    billingRequired,
  });
  usePaymentReturn({ slug, run, fields });

  const { shown, recheck } = useCheckoutCheck(() =>
    validateCheckout({
      role,
      draft,
      menu,
      stored: { name: customer.name, mobile: customer.mobile },
      memberMobileShown: memberMobileField(role, customer.mobile, draft.country),
      paymentMethod: chosen,
      inIframe: window.self !== window.top,
      billing: { required: billingRequired, delivery: deliveryHeld },
    }),
  );
  const place = usePlaceOrder({
    slug,
    online,
    chosen,
    recheck,
    fields,
    run,
    terminalPayment,
    secrets: () =>
      paymentSecrets({
        chosen,
        cardFields: fieldsRef.current,
        providers,
        wallet: {
          totalCents: order.totals.grand_total,
          currencyCode: merchant.locale.currency_code,
          countryCode: merchant.locale.country_code,
          label: merchant.name,
        },
        onCardType: (type) => (cardTypeRef.current = type),
      }),
  });

  const onAction = (target: PhraseTarget) => {
    if (target === 'fulfilment' || target === 'prestep') popup.open();
    else if (target === 'cart') navigate('/cart');
    else if (target === 'reset-password') navigate('/forgot');
    else if (target === 'promo') setDialog('promo');
    else if (target === 'instructions') setDialog('instructions');
    else navigate('/checkout/login');
  };

  const code = held?.selection.code ?? '';
  const delivery = code === 'delivery' ? (held?.delivery ?? null) : null;

  return (
    <>
      <form
        className="checkout-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!submitting && !pricing) void place();
        }}
      >
        {notice !== null ? <PhraseNotice notice={notice} onAction={onAction} /> : null}
        {menu.checkout_notice !== '' ? (
          <p className="checkout-block__note">{menu.checkout_notice}</p>
        ) : null}
        <CheckoutDetailsStep
          menu={menu}
          role={role}
          draft={draft}
          update={update}
          stored={{ name: customer.name, email: customer.email }}
          memberNeedsName={needsName}
          memberMobileShown={mobileShown}
          autofillOff={autofillOffHere(customer)}
          errors={shown}
        />
        {delivery !== null ? (
          <DeliveryInfoBlock address={delivery.address} note={merchant.delivery_text} />
        ) : null}
        <CheckoutPaymentStep
          context={context}
          role={role}
          order={order}
          draft={draft}
          update={update}
          tabs={tabs}
          chosen={chosen}
          providers={providers}
          fieldsRef={fieldsRef}
          submitting={submitting}
          online={online}
          onUseRewards={rewards.sendUseRewards}
        />
        <PriceBreakdown
          totals={order.totals}
          deliveryValidated={order.checkout.delivery_validated === 1}
          currencySign={merchant.locale.currency_sign}
          showDelivery={code === 'delivery'}
        />
        <CheckoutPlaceStep
          menu={menu}
          order={order}
          code={code}
          draft={draft}
          update={update}
          submitting={submitting}
          busy={submitting || pricing}
          onOpen={setDialog}
        />
      </form>
      <CheckoutDialogs
        slug={slug}
        terminalPayment={terminalPayment}
        dialog={dialog}
        grandTotal={order.totals.grand_total}
        currencySign={merchant.locale.currency_sign}
        note={order.note}
        onClose={() => setDialog(null)}
      />
    </>
  );
}

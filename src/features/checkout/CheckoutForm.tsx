/**
 * The checkout's blocks after the restaurant card and the fulfilment summary (spec 2 §2.2, in the
 * spec's order): details, student details, custom fields, delivery information, payment tabs,
 * price breakdown, contactless, promo and instruction buttons, terms and age, Place Order.
 */
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { CartOrder } from '@/api/manageCart';
import { autofillOffHere } from '@/app/deviceMode';
import { kioskPaymentMethods } from '@/app/kioskOffer';
import { worker } from '@/app/workerClient';
import { useAccount } from '@/liveQueries/useAccount';
import { useAppState } from '@/liveQueries/useAppState';
import { confirmedTotalField } from '@/domain/confirmedTotal';
import {
  detailsRole,
  memberNeedsMobile,
  memberNeedsName,
  type DetailsRole,
} from '@/domain/checkoutDetails';
import { loadPhoneMetadata } from '@/domain/phone';
import { INTERNET_REQUIRED } from '@/domain/messages';
import { parsePaymentReturn, searchWithoutPaymentReturn } from '@/domain/paymentReturn';
import { isCardMethod, paymentTabs, terminalPaymentOffered } from '@/domain/paymentMethods';
import { customerFlags } from '@/domain/roles';
import { usePinpadPaired } from '@/liveQueries/useTerminal';
import { useTerminalPayment } from './useTerminalPayment';
import { EMPTY_SELECTION } from '@/domain/fulfilmentReset';
import { EMPTY_DRAFT, submitOrderFields } from '@/domain/submitOrderFields';
import type { PhraseTarget } from '@/domain/submitPhrase';
import { useFulfilmentPopup } from '@/features/fulfilment/FulfilmentGate';
import type { CardFields } from '@/platform/payments/types';
import type { CheckoutContextRow, FulfilmentRow } from '@worker/db/rows';
import type { SubmitResult } from '@worker/checkout/submitOrder';
import { DetailsBlock } from './DetailsBlock';
import { CustomFieldsBlock, StudentBlock } from './ExtraDetailsBlocks';
import {
  AgreementsBlock,
  ContactlessBlock,
  DeliveryInfoBlock,
  PriceBreakdown,
} from './OrderOptionsBlocks';
import { CardExtrasBlock } from './CardExtrasBlock';
import { PaymentBlock } from './PaymentBlock';
import { RewardsPointsBlock } from './RewardsPointsBlock';
import { PhraseNotice } from './PhraseNotice';
import { rememberRedirectNonce, takeRedirectNonce } from './checkoutDraftStore';
import { useCheckoutDraft } from './useCheckoutDraft';
import { scrollToTop, useOrderSubmission } from './useOrderSubmission';
import { usePaymentProviders, BRAINTREE_ERROR } from './usePaymentProviders';
import { standingCheck, validateCheckout, type CheckoutCheck } from './validateCheckout';
import { dismissSubmissionMessage, submissionToast } from './submissionToast';
import { PAGE_RUN } from './pageRun';
import { usePhoneMetadata } from './usePhoneMetadata';
import { useMethodPricing } from './useMethodPricing';

const PromoCodePopup = lazy(() =>
  import('@/features/menu/PromoCodePopup').then((m) => ({ default: m.PromoCodePopup })),
);
const InstructionsPopup = lazy(() => import('@/features/cart/InstructionsPopup'));
// Only a kiosk or staff device with a paired pinpad pays on the terminal.
const TerminalPopup = lazy(() =>
  import('@/features/eftpos/TerminalPopup').then((m) => ({ default: m.TerminalPopup })),
);

/** Returns handled in this page's life: a strict-mode remount must not submit twice. */
const handledReturns = new Set<string>();

const NO_ERRORS: CheckoutCheck = { messages: [], details: {}, custom: {} };

/** A member's new-mobile field (§5.2); call only once the phone metadata is here. */
const memberMobileField = (role: DetailsRole, storedMobile: string, country: string) =>
  role === 'member' && memberNeedsMobile(storedMobile, country);

/** The mobile rules' metadata is here; if it cannot be fetched, a toast says why. */
async function phoneRulesReady(): Promise<boolean> {
  try {
    await loadPhoneMetadata();
    return true;
  } catch {
    submissionToast(INTERNET_REQUIRED);
    return false;
  }
}

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

export function CheckoutForm({
  slug,
  order,
  context,
  held,
  timeZone,
  online,
  cartRead,
  reading,
}: Props) {
  const { menu, merchant, customer } = context;
  const role = detailsRole(customer);
  const { draft, update } = useCheckoutDraft(slug);
  const { providers, wallets } = usePaymentProviders(merchant);
  const fieldsRef = useRef<CardFields | null>(null);
  const popup = useFulfilmentPopup();
  const navigate = useNavigate();
  const location = useLocation();
  const [check, setCheck] = useState<CheckoutCheck>(NO_ERRORS);
  const [dialog, setDialog] = useState<'promo' | 'instructions' | null>(null);
  const pending = useAppState('pendingPlacement').data;
  const account = useAccount();
  const billingRequired = merchant.is_billing_address_required === 1;
  const deliveryHeld = held?.selection.code === 'delivery' && held.delivery !== null;

  // Kiosks: the in-store terminal, for a kiosk or staff device with its pinpad paired.
  const flags = customerFlags(customer);
  // undefined while a kiosk's pairing is still being read: the tabs are not final yet.
  const terminalOffered = terminalPaymentOffered({
    isKiosk: flags.isKiosk,
    isStaff: flags.isStaff,
    merchantEftposEnabled: merchant.is_eftpos_enabled === 1,
    paired: usePinpadPaired(),
  });
  const autofillOff = autofillOffHere(customer);

  const phoneReady = usePhoneMetadata();
  const needsName = role === 'member' && memberNeedsName(customer.name);
  // Shown once the metadata can tell; Place Order asks again after waiting for it.
  const mobileShown = phoneReady && memberMobileField(role, customer.mobile, draft.country);

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
    tabs.find((tab) => tab.code === draft.paymentMethod)?.code ??
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
  // cart keeps its method until both are (a kiosk's stored cart with no method once had Credit
  // Card priced over the Eftpos its server cart held).
  const methodPricing = useMethodPricing({
    online,
    chosen: terminalOffered === undefined || !cartRead ? null : chosen,
    shown: order.payment_method,
    send: sendMethod,
  });

  // The server prices the Rewards discount once the member chooses to use their points.
  const [rewardsPricing, setRewardsPricing] = useState(false);
  const sendUseRewards = useCallback(
    async (use: boolean) => {
      setRewardsPricing(true);
      try {
        await worker.updateCheckout({
          slug,
          options: { use_rewards: use ? 1 : 0 },
          failureText: 'CH2',
        });
      } finally {
        setRewardsPricing(false);
      }
    },
    [slug],
  );
  // Place Order waits while the total is being priced again: the order goes with the total shown.
  const pricing = methodPricing || rewardsPricing || reading;

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

  const fields = useCallback(
    (secrets: { braintree_nonce?: string; wallet_data?: string }) => ({
      ...submitOrderFields({
        draft: { ...draft, paymentMethod: chosen ?? '' },
        role,
        stored: { name: customer.name, email: customer.email, mobile: customer.mobile },
        memberNeedsName: needsName,
        memberMobileShown: memberMobileField(role, customer.mobile, draft.country),
        selection: held?.selection ?? EMPTY_SELECTION,
        delivery: held?.delivery ?? null,
        timeZone,
        orderSource: 'rmobi',
        note: order.note,
        returnUrl: `${window.location.origin}/checkout`,
        billingRequired,
      }),
      // The Order total on the screen now: nothing is charged if the server's differs.
      confirmed_total: confirmedTotalField(order.totals.grand_total),
      ...secrets,
    }),
    [
      draft,
      chosen,
      role,
      customer,
      needsName,
      held,
      timeZone,
      order.note,
      order.totals.grand_total,
      billingRequired,
    ],
  );

  // Back from a payment page: /checkout?s=…&result=…&msg=… (spec 2 §2.2).
  useEffect(() => {
    const back = parsePaymentReturn(location.search);
    if (back.kind === 'none') return;
    const key = `${location.key}${location.search}`;
    navigate(
      { pathname: location.pathname, search: searchWithoutPaymentReturn(location.search) },
      { replace: true },
    );
    if (handledReturns.has(key)) return;
    handledReturns.add(key);
    const nonce = takeRedirectNonce();
    if (back.kind === 'submit') {
      const secrets = back.source === '3ds' && nonce !== '' ? { braintree_nonce: nonce } : {};
      void run(async () => {
        if (!(await phoneRulesReady())) return null;
        return worker.submitOrder({
          slug,
          fields: fields(secrets),
          validate: false,
          pageRun: PAGE_RUN,
        });
      });
    } else {
      submissionToast(back.message, back.kind === 'cancelled' ? 'info' : 'error');
    }
    // Once, on arrival with the query.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.search]);

  /** Everything Place Order checks, as the form stands now. */
  const checkNow = () =>
    validateCheckout({
      role,
      draft,
      menu,
      stored: { name: customer.name, mobile: customer.mobile },
      memberMobileShown: memberMobileField(role, customer.mobile, draft.country),
      paymentMethod: chosen,
      inIframe: window.self !== window.top,
      billing: { required: billingRequired, delivery: deliveryHeld },
    });

  // After Place Order found problems, each goes as soon as its cause is fixed, not when the
  // customer next presses Place Order; the toast of the first goes with it.
  const shownCheck = check.messages.length === 0 ? check : standingCheck(check, checkNow());
  const toastedProblem = check.messages[0];
  const toastedFixed =
    toastedProblem !== undefined && !shownCheck.messages.includes(toastedProblem);
  useEffect(() => {
    if (toastedFixed && toastedProblem !== undefined) dismissSubmissionMessage(toastedProblem);
  }, [toastedFixed, toastedProblem]);

  const place = async () => {
    // Made here, in Place Order's handler: one press, one placement (ARCHITECTURE).
    const requestId = crypto.randomUUID();
    if (!(await phoneRulesReady())) return;
    const result = checkNow();
    setCheck(result);
    const [first] = result.messages;
    if (first !== undefined) {
      submissionToast(first);
      scrollToTop();
      return;
    }
    if (!online) {
      submissionToast(INTERNET_REQUIRED);
      return;
    }
    if (chosen === 'eftpos') {
      terminalPayment.pay({ slug, fields: fields({}), validate: true, pageRun: PAGE_RUN });
      return;
    }
    if (pending !== null && pending !== undefined && pending.slug === slug) {
      void run(() =>
        worker.submitOrder({
          slug,
          fields: fields({}),
          validate: true,
          pageRun: PAGE_RUN,
          requestId,
        }),
      );
      return;
    }
    void run(async (): Promise<SubmitResult | null> => {
      const secrets = await paymentSecrets();
      if (secrets === null) return null;
      const result = await worker.submitOrder({
        slug,
        fields: fields(secrets),
        validate: true,
        pageRun: PAGE_RUN,
        requestId,
      });
      if (result.ok && result.data.kind === 'redirect' && secrets.braintree_nonce) {
        rememberRedirectNonce(secrets.braintree_nonce);
      }
      return result;
    });
  };

  /** The card's nonce or the wallet's token; null (after a toast) when there is none to send. */
  async function paymentSecrets(): Promise<{
    braintree_nonce?: string;
    wallet_data?: string;
  } | null> {
    const fail = (message: string) => {
      submissionToast(message);
      return null;
    };
    if (chosen !== null && isCardMethod(chosen)) {
      const cardFields = fieldsRef.current;
      if (cardFields === null) return fail(BRAINTREE_ERROR);
      try {
        const card = await cardFields.tokenize();
        cardTypeRef.current = card.details.cardType;
        return { braintree_nonce: card.nonce };
      } catch (error) {
        return fail(error instanceof Error ? error.message : BRAINTREE_ERROR);
      }
    }
    if ((chosen === 'APPLE' || chosen === 'GOOGLE') && providers !== null) {
      const wallet = chosen === 'APPLE' ? providers.applePay : providers.googlePay;
      try {
        const token = await wallet.pay({
          totalCents: order.totals.grand_total,
          currencyCode: merchant.locale.currency_code,
          countryCode: merchant.locale.country_code,
          label: merchant.name,
        });
        return { wallet_data: JSON.stringify(token) };
      } catch (error) {
        return fail(error instanceof Error ? error.message : 'Payment cancelled');
      }
    }
    return {};
  }

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
        <DetailsBlock
          role={role}
          draft={draft}
          update={update}
          stored={{ name: customer.name, email: customer.email }}
          memberNeedsName={needsName}
          memberMobileShown={mobileShown}
          autofillOff={autofillOff}
          errors={shownCheck.details}
        />
        <StudentBlock menu={menu} draft={draft} update={update} />
        <CustomFieldsBlock menu={menu} draft={draft} update={update} errors={shownCheck.custom} />
        {delivery !== null ? (
          <DeliveryInfoBlock address={delivery.address} note={merchant.delivery_text} />
        ) : null}
        <PaymentBlock
          tabs={tabs}
          chosen={chosen ?? ''}
          onChoose={(paymentMethod) => update({ paymentMethod })}
          providers={providers}
          fieldsRef={fieldsRef}
          billingPostcode={merchant.is_billing_address_required === 1}
          disabled={submitting}
          member={
            role === 'member'
              ? {
                  balance: customer.balance,
                  saveCard: draft.saveCard,
                  onSaveCard: (saveCard) => update({ saveCard }),
                }
              : null
          }
          currencySign={merchant.locale.currency_sign}
          cardExtras={
            <CardExtrasBlock
              draft={draft}
              update={update}
              customer={customer}
              billingRequired={billingRequired}
              autoTopupOffered={
                role === 'member' &&
                account?.customer.id === customer.id &&
                account.account.is_topup_enabled === 1
              }
              countryCode={merchant.locale.country_code}
              currencySign={merchant.locale.currency_sign}
              disabled={submitting}
            />
          }
        />
        <RewardsPointsBlock
          held={role === 'member' ? (order.rewards_points ?? 0) : 0}
          using={order.use_rewards === 1}
          disabled={submitting || !online}
          onChange={sendUseRewards}
        />
        <PriceBreakdown
          totals={order.totals}
          deliveryValidated={order.checkout.delivery_validated === 1}
          currencySign={merchant.locale.currency_sign}
          showDelivery={code === 'delivery'}
        />
        <ContactlessBlock menu={menu} code={code} draft={draft} update={update} />
        {menu.allow_promo_codes === 1 || menu.allow_order_notes === 1 ? (
          <div className="checkout-buttons">
            {menu.allow_promo_codes === 1 ? (
              <button
                type="button"
                className="button"
                disabled={submitting}
                onClick={() => setDialog('promo')}
              >
                {order.coupon_code !== ''
                  ? `Promo code ${order.coupon_code}`
                  : 'Voucher/Promo Code'}
              </button>
            ) : null}
            {menu.allow_order_notes === 1 ? (
              <button
                type="button"
                className="button"
                disabled={submitting}
                onClick={() => setDialog('instructions')}
              >
                {order.note !== '' ? 'Edit instructions' : 'Add instructions'}
              </button>
            ) : null}
          </div>
        ) : null}
        <AgreementsBlock menu={menu} draft={draft} update={update} />
        <button
          type="submit"
          className="button button--primary checkout-place"
          disabled={submitting || pricing}
          aria-busy={submitting || pricing}
        >
          Place Order
        </button>
      </form>
      {terminalPayment.popup !== null ? (
        <Suspense fallback={null}>
          <TerminalPopup
            progress={terminalPayment.popup.progress}
            amountCents={terminalPayment.popup.amountCents ?? order.totals.grand_total}
            currencySign={merchant.locale.currency_sign}
            onCancel={terminalPayment.cancel}
            onClose={terminalPayment.close}
          />
        </Suspense>
      ) : null}
      {dialog !== null ? (
        <Suspense fallback={null}>
          {dialog === 'promo' ? (
            <PromoCodePopup slug={slug} onClose={() => setDialog(null)} />
          ) : (
            <InstructionsPopup slug={slug} note={order.note} onClose={() => setDialog(null)} />
          )}
        </Suspense>
      ) : null}
    </>
  );
}

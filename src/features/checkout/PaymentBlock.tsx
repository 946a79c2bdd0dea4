/**
 * Block 6, the payment method tabs (spec 2 §2.2, §4.3, §5.3): the menu's methods as paymentTabs()
 * allows them, each with its surcharge note; the card form under the card tab. Choosing a method
 * tells the server (update_checkout payment_method), which reprices the surcharge.
 */
import { useId, type MutableRefObject } from 'react';
import type { PaymentTab } from '@/domain/paymentMethods';
import { isCardMethod, isRedirectMethod } from '@/domain/paymentMethods';
import type { CardFields, PaymentProviders } from '@/platform/payments/types';
import { CardFieldsPanel } from './CardFieldsPanel';

type Props = {
  tabs: PaymentTab[];
  chosen: string;
  onChoose: (code: string) => void;
  providers: PaymentProviders | null;
  fieldsRef: MutableRefObject<CardFields | null>;
  billingPostcode: boolean;
  disabled: boolean;
};

export function PaymentBlock({
  tabs,
  chosen,
  onChoose,
  providers,
  fieldsRef,
  billingPostcode,
  disabled,
}: Props) {
  const id = useId();
  const tab = tabs.find((candidate) => candidate.code === chosen) ?? null;
  return (
    <section className="checkout-block" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="checkout-block__title">
        Payment method
      </h2>
      {tabs.length === 0 ? (
        <p className="checkout-block__text">No payment methods are available for this order.</p>
      ) : (
        <div className="checkout-tabs" role="radiogroup" aria-labelledby={`${id}-title`}>
          {tabs.map((option) => (
            <label
              key={option.code}
              className={`checkout-tabs__tab${option.code === chosen ? ' checkout-tabs__tab--chosen' : ''}`}
            >
              <input
                type="radio"
                name={`${id}-method`}
                value={option.code}
                checked={option.code === chosen}
                disabled={disabled}
                onChange={() => onChoose(option.code)}
              />
              <span>{option.desc || option.code}</span>
            </label>
          ))}
        </div>
      )}
      {tab !== null ? (
        <div className="checkout-payment">
          {/* The menu's own note for the method names its surcharge when it has one. */}
          {tab.info !== '' || tab.surchargeNote !== '' ? (
            <p className="checkout-block__note">{tab.info !== '' ? tab.info : tab.surchargeNote}</p>
          ) : null}
          {isCardMethod(tab.code) ? (
            providers !== null ? (
              <CardFieldsPanel
                providers={providers}
                fieldsRef={fieldsRef}
                billingPostcode={billingPostcode}
              />
            ) : (
              <div className="page-skeleton checkout-card__loading" aria-busy="true" />
            )
          ) : null}
          {isRedirectMethod(tab.code) ? (
            <p className="checkout-block__note">
              You will be taken to {tab.desc || 'the payment page'} to pay, then brought back here.
            </p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

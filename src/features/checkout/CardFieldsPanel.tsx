/**
 * The card form: number, expiry and CVV (and the billing postcode when the merchant requires it)
 * are frames from the provider's origin (braintree-web's hosted fields, or the payment sandbox's),
 * so the page never holds the card number or CVC. The parent tokenises through `fieldsRef`.
 */
import { useEffect, useId, useRef, type MutableRefObject } from 'react';
import { BRAND } from '@/app/brand';
import { cardFieldStyles } from '@/platform/payments/cardFieldStyles';
import type { CardFields, PaymentProviders } from '@/platform/payments/types';
import { showToast } from '@/ui/notify';
import { BRAINTREE_ERROR } from './usePaymentProviders';

type Props = {
  providers: PaymentProviders;
  fieldsRef: MutableRefObject<CardFields | null>;
  billingPostcode: boolean;
};

export function CardFieldsPanel({ providers, fieldsRef, billingPostcode }: Props) {
  const id = useId();
  const number = useRef<HTMLDivElement>(null);
  const expiry = useRef<HTMLDivElement>(null);
  const cvv = useRef<HTMLDivElement>(null);
  const postal = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (number.current === null || expiry.current === null || cvv.current === null) return;
    let live = true;
    let created: CardFields | null = null;
    providers
      .createCardFields({
        styles: cardFieldStyles(BRAND.theme),
        containers: {
          number: number.current,
          expirationDate: expiry.current,
          cvv: cvv.current,
          ...(billingPostcode && postal.current !== null ? { postalCode: postal.current } : {}),
        },
      })
      .then(
        (fields) => {
          created = fields;
          if (live) fieldsRef.current = fields;
          else void fields.teardown();
        },
        () => {
          if (live) showToast({ message: BRAINTREE_ERROR, tone: 'error', durationMs: 6_000 });
        },
      );
    return () => {
      live = false;
      if (fieldsRef.current === created) fieldsRef.current = null;
      if (created !== null) void created.teardown();
    };
  }, [providers, fieldsRef, billingPostcode]);

  return (
    <div className="checkout-card" role="group" aria-label="Card details">
      <div className="checkout-field">
        <span id={`${id}-number`} className="checkout-card__label">
          Card number
        </span>
        <div ref={number} className="checkout-card__frame" aria-labelledby={`${id}-number`} />
      </div>
      <div className="checkout-card__row">
        <div className="checkout-field">
          <span id={`${id}-expiry`} className="checkout-card__label">
            Expiry
          </span>
          <div ref={expiry} className="checkout-card__frame" aria-labelledby={`${id}-expiry`} />
        </div>
        <div className="checkout-field">
          <span id={`${id}-cvv`} className="checkout-card__label">
            CVV
          </span>
          <div ref={cvv} className="checkout-card__frame" aria-labelledby={`${id}-cvv`} />
        </div>
      </div>
      {billingPostcode ? (
        <div className="checkout-field">
          <span id={`${id}-postal`} className="checkout-card__label">
            Billing postcode
          </span>
          <div ref={postal} className="checkout-card__frame" aria-labelledby={`${id}-postal`} />
        </div>
      ) : null}
    </div>
  );
}

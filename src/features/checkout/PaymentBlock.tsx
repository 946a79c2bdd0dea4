/**
 * Block 6, the payment method tabs (spec 2 §2.2, §4.3, §5.3, §6): the menu's methods as
 * paymentTabs() allows them, each with its surcharge note; the card form under the card tab, with
 * Save card for a member (spec 3 Card entry, default on); a member's saved card ('Visa ending
 * 1111') and account balance with their own tabs. Choosing a method tells the server
 * (update_checkout payment_method), which reprices the surcharge. The card form, once made, is only
 * hidden while another method is chosen.
 */
import { useId, useState, type MutableRefObject, type ReactNode } from 'react';
import type { PaymentTab } from '@/domain/paymentMethods';
import { isCardMethod, isRedirectMethod } from '@/domain/paymentMethods';
import { formatMoney } from '@/domain/money';
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
  /** A signed-in member: their balance (cents) and whether a new card is kept. */
  member: { balance: number; saveCard: boolean; onSaveCard: (save: boolean) => void } | null;
  currencySign: string;
  /** Under the new card's form: its billing address and auto top-up (CardExtrasBlock). */
  cardExtras?: ReactNode;
};

export function PaymentBlock({
  tabs,
  chosen,
  onChoose,
  providers,
  fieldsRef,
  billingPostcode,
  disabled,
  member,
  currencySign,
  cardExtras = null,
}: Props) {
  const id = useId();
  const tab = tabs.find((candidate) => candidate.code === chosen) ?? null;
  const cardChosen = tab !== null && isCardMethod(tab.code);
  // Set during render, React's way of keeping what an earlier render saw.
  const [cardMade, setCardMade] = useState(false);
  if (cardChosen && providers !== null && !cardMade) setCardMade(true);
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
          {tab.code === 'SAVED' ? (
            <>
              <p className="checkout-block__text">Pay with your saved card: {tab.info}</p>
              {tab.surchargeNote !== '' ? (
                <p className="checkout-block__note">{tab.surchargeNote}</p>
              ) : null}
            </>
          ) : tab.info !== '' || tab.surchargeNote !== '' ? (
            <p className="checkout-block__note">{tab.info !== '' ? tab.info : tab.surchargeNote}</p>
          ) : null}
          {tab.code === 'ACCOUNT' && member !== null ? (
            <p className="checkout-block__text">
              Your account balance: {formatMoney(member.balance, currencySign)}
            </p>
          ) : null}
          {cardMade && providers !== null ? (
            // Made when a card method is first chosen, then kept, hidden, while another is:
            // switching back and forth neither tears down nor rebuilds the provider's frames inside
            // the tap (which would make it slow to answer), and what the customer typed in them
            // stays.
            <div hidden={!cardChosen}>
              <CardFieldsPanel
                providers={providers}
                fieldsRef={fieldsRef}
                billingPostcode={billingPostcode}
              />
            </div>
          ) : cardChosen ? (
            <div className="page-skeleton checkout-card__loading" aria-busy="true" />
          ) : null}
          {tab.code === 'CC' && member !== null ? (
            <div className="checkout-check">
              <input
                id={`${id}-save-card`}
                type="checkbox"
                checked={member.saveCard}
                disabled={disabled}
                onChange={(event) => member.onSaveCard(event.target.checked)}
              />
              <label htmlFor={`${id}-save-card`}>Save card for next time</label>
            </div>
          ) : null}
          {tab.code === 'CC' ? cardExtras : null}
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

/**
 * Blocks 5, 7, 8 and 10 (spec 2 §2.2): delivery information, the price breakdown (the cart's rows,
 * src/domain/cartSummary.ts), the contactless option of the fulfilment type, and the terms and age
 * checkboxes.
 */
import { useId } from 'react';
import type { CartTotals, CheckoutMenu } from '@/api/manageCart';
import { cartSummaryRows } from '@/domain/cartSummary';
import { TERMS_LINK_TEXT } from '@/domain/checkoutAgreements';
import type { CheckoutDraft } from '@/domain/submitOrderFields';

export function DeliveryInfoBlock({ address, note }: { address: string; note: string }) {
  const id = useId();
  return (
    <section className="checkout-block" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="checkout-block__title">
        Delivery information
      </h2>
      <p className="checkout-block__text">{address}</p>
      {note !== '' ? <p className="checkout-block__note">{note}</p> : null}
    </section>
  );
}

export function PriceBreakdown({
  totals,
  deliveryValidated,
  currencySign,
  showDelivery,
}: {
  totals: CartTotals;
  deliveryValidated: boolean;
  currencySign: string;
  showDelivery: boolean;
}) {
  const id = useId();
  const rows = cartSummaryRows({ totals, deliveryValidated, currencySign }).filter(
    (row) => showDelivery || row.key !== 'delivery' || row.cents !== 0,
  );
  return (
    <section className="checkout-block" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="checkout-block__title">
        Order summary
      </h2>
      <dl className="checkout-totals">
        {rows.map((row) => (
          <div
            key={row.key}
            className={`checkout-totals__row${row.key === 'total' ? ' checkout-totals__row--total' : ''}`}
          >
            <dt>{row.label}</dt>
            <dd>{row.text}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function ContactlessBlock({
  menu,
  code,
  draft,
  update,
}: {
  menu: CheckoutMenu;
  code: string;
  draft: CheckoutDraft;
  update: (change: Partial<CheckoutDraft>) => void;
}) {
  const id = useId();
  const option = menu.contactless[code];
  if (option === undefined || option.enabled !== 1) return null;
  return (
    <section className="checkout-block" aria-labelledby={`${id}-label`}>
      <div className="checkout-check">
        <input
          id={`${id}-box`}
          type="checkbox"
          checked={draft.contactless}
          onChange={(event) => update({ contactless: event.target.checked })}
          aria-describedby={option.desc !== '' ? `${id}-desc` : undefined}
        />
        <label id={`${id}-label`} htmlFor={`${id}-box`}>
          {option.label || 'Contactless'}
        </label>
      </div>
      {option.desc !== '' ? (
        <p id={`${id}-desc`} className="checkout-block__note">
          {option.desc}
        </p>
      ) : null}
      {option.notes_link !== '' ? (
        <a href={option.notes_link} target="_blank" rel="noopener noreferrer">
          About contactless
        </a>
      ) : null}
    </section>
  );
}

export function AgreementsBlock({
  menu,
  draft,
  update,
}: {
  menu: CheckoutMenu;
  draft: CheckoutDraft;
  update: (change: Partial<CheckoutDraft>) => void;
}) {
  const id = useId();
  if (menu.terms_required !== 1 && menu.age_limit_required !== 1) return null;
  return (
    <section className="checkout-block" aria-label="Agreements">
      {menu.age_limit_required === 1 ? (
        <div className="checkout-check">
          <input
            id={`${id}-age`}
            type="checkbox"
            checked={draft.ageAgreed}
            onChange={(event) => update({ ageAgreed: event.target.checked })}
          />
          <label htmlFor={`${id}-age`}>{menu.age_limit_text || 'I meet the age limitation'}</label>
        </div>
      ) : null}
      {menu.terms_required === 1 ? (
        <div className="checkout-check">
          <input
            id={`${id}-terms`}
            type="checkbox"
            checked={draft.termsAgreed}
            onChange={(event) => update({ termsAgreed: event.target.checked })}
          />
          <label htmlFor={`${id}-terms`}>
            I agree to the{' '}
            <a href={menu.terms_url || '/terms'} target="_blank" rel="noopener noreferrer">
              {TERMS_LINK_TEXT}
            </a>
          </label>
        </div>
      ) : null}
    </section>
  );
}

/**
 * The card form of the account's money pages: checkout's provider frames (CardFieldsPanel), the
 * name on the card, and the billing address where the merchant requires it.
 */
import { lazy, Suspense, useId } from 'react';
import type { AccountRow } from '@worker/db/rows';
import { CardFieldsPanel } from '@/features/checkout/CardFieldsPanel';
import { TextField } from '@/features/checkout/TextField';
import type { CardEntryState } from './useCardEntry';

const BillingAddressField = lazy(() =>
  import('./BillingAddressField').then((m) => ({ default: m.BillingAddressField })),
);

export function CardEntryForm({ entry, account }: { entry: CardEntryState; account: AccountRow }) {
  const id = useId();
  return (
    <div className="money-card">
      {entry.providers !== null ? (
        <CardFieldsPanel
          providers={entry.providers}
          fieldsRef={entry.fieldsRef}
          billingPostcode={entry.billingRequired}
        />
      ) : (
        <div className="page-skeleton checkout-card__loading" aria-busy="true" />
      )}
      <TextField
        id={`${id}-name`}
        label="Name on card"
        autoComplete="cc-name"
        value={entry.cardName}
        onChange={(value) => entry.setCardName(value.toUpperCase())}
      />
      {entry.billingRequired ? (
        <Suspense fallback={null}>
          <BillingAddressField
            saved={account.customer.billing_addresses}
            countryCode={account.account.country_code}
            value={entry.billing}
            onChange={entry.setBilling}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

/**
 * Under the new-card form: the billing address where the merchant requires one (spec 2 §4.1, §5.3;
 * saved or searched, else copied from the delivery address) and, for a member keeping the card
 * on an account with top-up, auto top-up (spec 2 §7 and spec 3 §3 checkout state auto_topup).
 */
import { lazy, Suspense } from 'react';
import { AUTO_TOPUP_THRESHOLD, DEFAULT_TOPUP_AMOUNT } from '@/api/moneyAmounts';
import type { CheckoutCustomer } from '@/api/manageCart';
import { formatMoney } from '@/domain/money';
import type { CheckoutDraft } from '@/domain/submitOrderFields';

/** Only where the merchant requires a billing address: the maps search is not on the first load. */
const BillingAddressField = lazy(() =>
  import('@/features/money/BillingAddressField').then((m) => ({ default: m.BillingAddressField })),
);

export function CardExtrasBlock({
  draft,
  update,
  customer,
  billingRequired,
  autoTopupOffered,
  countryCode,
  currencySign,
  disabled,
}: {
  draft: CheckoutDraft;
  update: (patch: Partial<CheckoutDraft>) => void;
  customer: Pick<CheckoutCustomer, 'billing_addresses' | 'auto_topup_amount'>;
  billingRequired: boolean;
  autoTopupOffered: boolean;
  countryCode: string;
  currencySign: string;
  disabled: boolean;
}) {
  const amount = customer.auto_topup_amount > 0 ? customer.auto_topup_amount : DEFAULT_TOPUP_AMOUNT;
  return (
    <>
      {billingRequired ? (
        <Suspense fallback={null}>
          <BillingAddressField
            saved={customer.billing_addresses}
            countryCode={countryCode}
            value={{ id: draft.billingAddressId, str: draft.billingAddressStr }}
            onChange={(choice) =>
              update({ billingAddressId: choice.id, billingAddressStr: choice.str })
            }
          />
        </Suspense>
      ) : null}
      {autoTopupOffered && draft.saveCard ? (
        <div className="checkout-check">
          <input
            id="checkout-auto-topup"
            type="checkbox"
            checked={draft.autoTopup}
            disabled={disabled}
            onChange={(event) => update({ autoTopup: event.target.checked })}
          />
          <label htmlFor="checkout-auto-topup">
            Top up my account {formatMoney(amount, currencySign)} with this card when my balance
            falls below {formatMoney(AUTO_TOPUP_THRESHOLD, currencySign)}
          </label>
        </div>
      ) : null}
    </>
  );
}

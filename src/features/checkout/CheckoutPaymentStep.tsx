import type { MutableRefObject } from 'react';
import type { CartOrder } from '@/api/manageCart';
import { useAccount } from '@/liveQueries/useAccount';
import type { DetailsRole } from '@/domain/checkoutDetails';
import type { PaymentTab } from '@/domain/paymentMethods';
import type { CheckoutDraft } from '@/domain/submitOrderFields';
import type { CardFields, PaymentProviders } from '@/platform/payments/types';
import type { CheckoutContextRow } from '@worker/db/rows';
import { CardExtrasBlock } from './CardExtrasBlock';
import { PaymentBlock } from './PaymentBlock';
import { RewardsPointsBlock } from './RewardsPointsBlock';

/**
 * The checkout's payment step (spec 2 §2.2): the payment tabs with the new card's extras under the
 * card form, then a member's Rewards points.
 */
export function CheckoutPaymentStep({
  context,
  role,
  order,
  draft,
  update,
  tabs,
  chosen,
  providers,
  fieldsRef,
  submitting,
  online,
  onUseRewards,
}: {
  context: CheckoutContextRow;
  role: DetailsRole;
  order: CartOrder;
  draft: CheckoutDraft;
  update: (change: Partial<CheckoutDraft>) => void;
  tabs: PaymentTab[];
  chosen: string | null;
  providers: PaymentProviders | null;
  fieldsRef: MutableRefObject<CardFields | null>;
  submitting: boolean;
  online: boolean;
  onUseRewards: (use: boolean) => Promise<void>;
}) {
  const { merchant, customer } = context;
  const account = useAccount();
  const billingRequired = merchant.is_billing_address_required === 1;
  return (
    <>
      <PaymentBlock
        tabs={tabs}
        chosen={chosen ?? ''}
        onChoose={(paymentMethod) => update({ paymentMethod })}
        providers={providers}
        fieldsRef={fieldsRef}
        billingPostcode={billingRequired}
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
        onChange={onUseRewards}
      />
    </>
  );
}

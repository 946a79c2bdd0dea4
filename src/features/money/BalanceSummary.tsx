/**
 * The member's balances (spec 3 §3 Customer balance, balance_held, balance_transferable): the
 * balance alone on the top-up, all three on Billing and Withdraw. Read from the account row Dexie
 * holds, so a money call's answer shows at once.
 */
import type { AccountRow } from '@worker/db/rows';
import { formatMoney } from '@/domain/money';

export function BalanceSummary({
  account,
  detail = false,
}: {
  account: AccountRow;
  detail?: boolean;
}) {
  const sign = account.account.currency_sign;
  const { customer } = account;
  return (
    <section className="money-balance" aria-label="Account balance">
      <dl className="money-balance__list">
        <div className="money-balance__row money-balance__row--main">
          <dt>Account balance</dt>
          <dd data-testid="account-balance">{formatMoney(customer.balance, sign)}</dd>
        </div>
        {detail ? (
          <>
            <div className="money-balance__row">
              <dt>Held</dt>
              <dd>{formatMoney(customer.balance_held, sign)}</dd>
            </div>
            <div className="money-balance__row">
              <dt>Transferable</dt>
              <dd data-testid="transferable-balance">
                {formatMoney(customer.balance_transferable, sign)}
              </dd>
            </div>
          </>
        ) : null}
      </dl>
    </section>
  );
}

/**
 * /account/withdraw (spec 3 §2 Withdraw, §9): the transferable balance, the refund notices, and
 * Withdraw, disabled when nothing is transferable, while withdrawing and offline.
 */
import type { AccountRow } from '@worker/db/rows';
import { worker } from '@/app/workerClient';
import { formatMoney } from '@/domain/money';
import { WITHDRAW_NOTICES } from '@/domain/moneyMessages';
import { withdrawEnabled } from '@/domain/withdraw';
import { INFO_TOAST_MS } from '@/features/account/useSubmitting';
import { showToast } from '@/ui/notify';
import { BalanceSummary } from './BalanceSummary';
import { MoneyPage } from './MoneyPage';
import { useMoneyRequest } from './useMoneyRequest';

export function WithdrawScreen() {
  return (
    <MoneyPage title="Withdraw funds">
      {({ account, online }) => <WithdrawForm account={account} online={online} />}
    </MoneyPage>
  );
}

function WithdrawForm({ account, online }: { account: AccountRow; online: boolean }) {
  const { busy, send } = useMoneyRequest();
  const transferable = account.customer.balance_transferable;
  const enabled = withdrawEnabled({ transferable, withdrawing: busy, online });

  const withdraw = async () => {
    if (!enabled) return;
    const answer = await send(`WithdrawFunds:${transferable}`, (requestId) =>
      worker.withdrawFunds({ requestId }),
    );
    if (answer !== null) {
      showToast({ message: answer.message, tone: 'success', durationMs: INFO_TOAST_MS });
    }
  };

  return (
    <div className="money-form">
      <BalanceSummary account={account} detail />
      <ul className="money-notices">
        {WITHDRAW_NOTICES.map((notice) => (
          <li key={notice}>{notice}</li>
        ))}
      </ul>
      <button
        type="button"
        className="button button--primary money-form__pay"
        disabled={!enabled}
        onClick={() => void withdraw()}
      >
        Withdraw {formatMoney(Math.max(transferable, 0), account.account.currency_sign)}
      </button>
    </div>
  );
}

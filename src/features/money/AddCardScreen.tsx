/**
 * /account/addcard (spec 3 §2 Add card): the card form, no payment taken; 'Card added!' and back to
 * Billing.
 */
import { useNavigate } from 'react-router-dom';
import type { AccountRow } from '@worker/db/rows';
import { worker } from '@/app/workerClient';
import { INTERNET_REQUIRED } from '@/domain/messages';
import { CARD_ADDED } from '@/domain/moneyMessages';
import { ERROR_TOAST_MS, INFO_TOAST_MS } from '@/features/account/useSubmitting';
import { showToast } from '@/ui/notify';
import { CardEntryForm } from './CardEntryForm';
import { MoneyPage } from './MoneyPage';
import { useCardEntry } from './useCardEntry';
import { useMoneyRequest } from './useMoneyRequest';

export function AddCardScreen() {
  return (
    <MoneyPage title="Add card">
      {({ account, online }) => <AddCardForm account={account} online={online} />}
    </MoneyPage>
  );
}

function AddCardForm({ account, online }: { account: AccountRow; online: boolean }) {
  const navigate = useNavigate();
  const entry = useCardEntry(account);
  const { busy, send } = useMoneyRequest();

  const add = async () => {
    if (busy) return;
    if (!online) {
      showToast({ message: INTERNET_REQUIRED, tone: 'error', durationMs: ERROR_TOAST_MS });
      return;
    }
    const card = await entry.collect();
    if (card === null) return;
    const answer = await send('AddNewCard', (requestId) => worker.addCard({ ...card, requestId }));
    if (answer === null) return;
    showToast({
      message: answer.message || CARD_ADDED,
      tone: 'success',
      durationMs: INFO_TOAST_MS,
    });
    void navigate('/account/managecard');
  };

  return (
    <form
      className="money-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void add();
      }}
    >
      <p className="checkout-block__text">
        Save a card to top up and pay with it later. No payment is taken now.
      </p>
      <CardEntryForm entry={entry} account={account} />
      <button
        type="submit"
        className="button button--primary money-form__pay"
        disabled={busy || !online}
      >
        Add Card
      </button>
    </form>
  );
}

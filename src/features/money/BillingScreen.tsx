/**
 * /account/managecard, Billing (spec 3 §2 Billing; /account/billing redirects here): the balances,
 * the saved card with its expiry notice, Add card, Remove card (confirmed first: it pauses the
 * standing orders it pays), the auto top-up amount (fires when the balance falls below 5), crypto
 * top-up where the account takes it, and the links to Top-up and Withdraw.
 */
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { AccountRow } from '@worker/db/rows';
import {
  AUTO_TOPUP_AMOUNTS,
  AUTO_TOPUP_THRESHOLD,
  CRYPTO_TOPUP_AMOUNTS,
  DEFAULT_CRYPTO_TOPUP_AMOUNT,
} from '@/api/moneyAmounts';
import { worker } from '@/app/workerClient';
import { formatMoney } from '@/domain/money';
import {
  cardRemovedText,
  ERROR_REDIRECTING_TO_COINBASE,
  REMOVE_CARD_CONFIRM,
  REMOVE_CARD_PAUSES,
} from '@/domain/moneyMessages';
import { savedCardLabel } from '@/domain/savedCard';
import { topupRefusal } from '@/domain/topup';
import { ERROR_TOAST_MS, INFO_TOAST_MS } from '@/features/account/useSubmitting';
import { ConfirmPopup } from '@/ui/ConfirmPopup';
import { showToast } from '@/ui/notify';
import { BalanceSummary } from './BalanceSummary';
import { MoneyPage } from './MoneyPage';
import { useMoneyRequest } from './useMoneyRequest';

export function BillingScreen() {
  return (
    <MoneyPage title="Billing">
      {({ account, online }) => (
        <>
          <BalanceSummary account={account} detail />
          <p className="money-links">
            <Link className="button button--primary" to="/account/topup">
              Top-up
            </Link>
            <Link className="button" to="/account/withdraw">
              Withdraw
            </Link>
          </p>
          <SavedCard account={account} online={online} />
          <AutoTopup key={account.customer.auto_topup_amount} account={account} online={online} />
          {account.account.is_bitcoin_payments_enabled === 1 ? (
            <CryptoTopup account={account} online={online} />
          ) : null}
        </>
      )}
    </MoneyPage>
  );
}

function success(message: string) {
  showToast({ message, tone: 'success', durationMs: INFO_TOAST_MS });
}

function SavedCard({ account, online }: { account: AccountRow; online: boolean }) {
  const { customer } = account;
  const [confirming, setConfirming] = useState(false);
  const { busy, send } = useMoneyRequest();
  const remove = async () => {
    setConfirming(false);
    const answer = await send('remove-card', () => worker.changeBilling({ removeCard: true }));
    if (answer !== null) success(cardRemovedText(answer.message, answer.standing_orders_paused));
  };
  const has = customer.has_saved_card === 1;
  return (
    <section className="account-section money-section" aria-labelledby="saved-card-title">
      <h2 id="saved-card-title" className="account-section__title">
        Saved card
      </h2>
      {has ? (
        <>
          <p className="money-card-line">
            {savedCardLabel(customer)}
            {customer.credit_card_expired === 1 ? (
              <span className="money-card-line__badge">Expired</span>
            ) : null}
          </p>
          {customer.credit_card_notice !== '' ? (
            <p className="money-notice" role="status">
              {customer.credit_card_notice}
            </p>
          ) : null}
        </>
      ) : (
        <p className="account-section__empty">No saved card.</p>
      )}
      <p className="money-links">
        <Link className="button" to="/account/addcard">
          {has ? 'Replace card' : 'Add card'}
        </Link>
        {has ? (
          <button
            type="button"
            className="button"
            disabled={busy || !online}
            onClick={() => setConfirming(true)}
          >
            Remove card
          </button>
        ) : null}
      </p>
      {confirming ? (
        <RemoveCardConfirm onCancel={() => setConfirming(false)} onRemove={() => void remove()} />
      ) : null}
    </section>
  );
}

function RemoveCardConfirm({ onCancel, onRemove }: { onCancel: () => void; onRemove: () => void }) {
  return (
    <ConfirmPopup
      title={REMOVE_CARD_CONFIRM}
      text={REMOVE_CARD_PAUSES}
      alert
      onClose={onCancel}
      actions={
        <>
          <button type="button" className="button" onClick={onCancel}>
            Keep card
          </button>
          <button type="button" className="button button--primary" onClick={onRemove}>
            Remove card
          </button>
        </>
      }
    />
  );
}

function AutoTopup({ account, online }: { account: AccountRow; online: boolean }) {
  const id = useId();
  const { customer } = account;
  const sign = account.account.currency_sign;
  const [amount, setAmount] = useState(customer.auto_topup_amount);
  const { busy, send } = useMoneyRequest();
  const noCard = customer.has_saved_card !== 1;
  const save = async () => {
    const answer = await send(`auto:${amount}`, () =>
      worker.changeBilling({ autoTopupAmount: amount }),
    );
    if (answer !== null) success(answer.message);
  };
  return (
    <section className="account-section money-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="account-section__title">
        Auto top-up
      </h2>
      <p className="checkout-block__note" id={`${id}-note`}>
        When your balance falls below {formatMoney(AUTO_TOPUP_THRESHOLD, sign)}, your saved card is
        charged this amount.{noCard ? ' Add a card to turn it on.' : ''}
      </p>
      <form
        className="money-inline"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <div className="checkout-field">
          <label htmlFor={`${id}-amount`}>Auto top-up amount</label>
          <select
            id={`${id}-amount`}
            value={amount}
            aria-describedby={`${id}-note`}
            disabled={noCard && customer.auto_topup_amount === 0}
            onChange={(event) => setAmount(Number(event.target.value))}
          >
            {AUTO_TOPUP_AMOUNTS.map((cents) => (
              <option key={cents} value={cents}>
                {cents === 0 ? 'Off' : formatMoney(cents, sign)}
              </option>
            ))}
          </select>
        </div>
        <button
          type="submit"
          className="button"
          disabled={busy || !online || amount === customer.auto_topup_amount}
        >
          Save
        </button>
      </form>
    </section>
  );
}

function CryptoTopup({ account, online }: { account: AccountRow; online: boolean }) {
  const id = useId();
  const sign = account.account.currency_sign;
  const [amount, setAmount] = useState<number>(DEFAULT_CRYPTO_TOPUP_AMOUNT);
  const { busy, send } = useMoneyRequest();
  const pay = async () => {
    const refusal = topupRefusal('CB', window.self !== window.top);
    if (refusal !== null) {
      showToast({ message: refusal, tone: 'error', durationMs: ERROR_TOAST_MS });
      return;
    }
    const returnUrl = new URL('/account/topup', window.location.origin).href;
    const answer = await send(`CB:${amount}`, (requestId) =>
      worker.topup({ method: 'CB', amount, requestId, returnUrl }),
    );
    if (answer === null) return;
    if (answer.redirect_url === '') {
      showToast({
        message: ERROR_REDIRECTING_TO_COINBASE,
        tone: 'error',
        durationMs: ERROR_TOAST_MS,
      });
      return;
    }
    window.location.assign(answer.redirect_url);
  };
  return (
    <section className="account-section money-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="account-section__title">
        Crypto top-up
      </h2>
      <form
        className="money-inline"
        onSubmit={(event) => {
          event.preventDefault();
          void pay();
        }}
      >
        <div className="checkout-field">
          <label htmlFor={`${id}-amount`}>Crypto amount</label>
          <select
            id={`${id}-amount`}
            value={amount}
            onChange={(event) => setAmount(Number(event.target.value))}
          >
            {CRYPTO_TOPUP_AMOUNTS.map((cents) => (
              <option key={cents} value={cents}>
                {formatMoney(cents, sign)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button" disabled={busy || !online}>
          Pay with crypto
        </button>
      </form>
    </section>
  );
}

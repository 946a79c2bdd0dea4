/**
 * /account/topup (spec 3 §2 Top-up, §4 Top-up, §9): the amount, the method tabs (saved card, new
 * card, PayPal, crypto, Apple Pay, Google Pay as the account and the device allow; the default
 * tab by src/domain/topup.ts), the pay button (disabled while a request runs and offline) and the
 * balance. PayPal, crypto and a card's 3-D Secure leave for the provider, which sends the customer
 * back here with ?result=&s=&msg=(&redirect_id=); an approved one is captured, and the return is
 * toasted once and taken off the address.
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { AccountRow } from '@worker/db/rows';
import type { TopupResponse } from '@/api/money';
import { AUTO_TOPUP_THRESHOLD, type TopupMethod } from '@/api/moneyAmounts';
import { worker } from '@/app/workerClient';
import { INTERNET_REQUIRED } from '@/domain/messages';
import { formatMoney } from '@/domain/money';
import {
  ERROR_REDIRECTING_TO_COINBASE,
  PAYMENT_CANCELLED,
  THANK_YOU_FOR_PAYMENT,
} from '@/domain/moneyMessages';
import { savedCardLabel } from '@/domain/savedCard';
import {
  defaultTopupAmount,
  defaultTopupTab,
  parseTopupReturn,
  topupAmounts,
  topupRefusal,
  topupTabs,
} from '@/domain/topup';
import { ERROR_TOAST_MS, INFO_TOAST_MS } from '@/features/account/useSubmitting';
import { showToast } from '@/ui/notify';
import { AmountPicker } from './AmountPicker';
import { BalanceSummary } from './BalanceSummary';
import { CardEntryForm } from './CardEntryForm';
import { MethodTabs } from './MethodTabs';
import { MoneyPage } from './MoneyPage';
import { useCardEntry } from './useCardEntry';
import { useMoneyRequest } from './useMoneyRequest';

export function TopupScreen() {
  return (
    <MoneyPage title="Top-up">
      {({ account, online }) => <TopupForm account={account} online={online} />}
    </MoneyPage>
  );
}

function toastError(message: string) {
  showToast({ message, tone: 'error', durationMs: ERROR_TOAST_MS });
}

function TopupForm({ account, online }: { account: AccountRow; online: boolean }) {
  const location = useLocation();
  const navigate = useNavigate();
  const entry = useCardEntry(account);
  const { busy, send } = useMoneyRequest();
  const [working, setWorking] = useState(false);
  const { customer } = account;
  const sign = account.account.currency_sign;
  const tabs = topupTabs({ savedCard: customer, account: account.account, wallets: entry.wallets });
  const [returned] = useState(() => parseTopupReturn(location.search, tabs));
  const [picked, setPicked] = useState<TopupMethod | null>(returned?.tab ?? null);
  const chosen = picked !== null && tabs.includes(picked) ? picked : defaultTopupTab(tabs);
  const [amounts, setAmounts] = useState<Partial<Record<'card' | 'crypto', number>>>({});
  const amountKey = chosen === 'CB' ? 'crypto' : 'card';
  const amount = amounts[amountKey] ?? defaultTopupAmount(chosen, customer.auto_topup_amount);
  const [saveCard, setSaveCard] = useState(true);
  const [autoTopup, setAutoTopup] = useState(false);
  const toasted = useRef(false);

  useEffect(() => {
    if (returned === null || toasted.current) return;
    toasted.current = true;
    // The query is handled once: a reload must not toast (or capture) it again.
    void navigate(location.pathname, { replace: true });
    const toast = (message: string, tone: 'success' | 'error') =>
      showToast({ message, tone, durationMs: tone === 'error' ? ERROR_TOAST_MS : INFO_TOAST_MS });
    const { capture } = returned;
    if (capture === null) {
      toast(returned.message, returned.tone);
      return;
    }
    // The approved payment is credited by its redirect; the server credits it once, so a repeat
    // of this return (a reload before the address changed) is harmless.
    void send(`capture:${capture.redirectId}`, (requestId) =>
      worker.captureTopup({ ...capture, requestId }),
    ).then((answer) => {
      if (answer !== null) toast(returned.message, 'success');
    });
  }, [returned, navigate, location.pathname, send]);

  const pay = async () => {
    if (busy || working) return;
    const refusal = topupRefusal(chosen, window.self !== window.top);
    if (refusal !== null) return toastError(refusal);
    if (!online) return toastError(INTERNET_REQUIRED);
    setWorking(true);
    try {
      const answer = await payBy(chosen);
      if (answer === null) return;
      if (answer.requires_redirect === 1) {
        if (answer.redirect_url === '') {
          return toastError(chosen === 'CB' ? ERROR_REDIRECTING_TO_COINBASE : answer.message);
        }
        window.location.assign(answer.redirect_url);
        return;
      }
      showToast({
        message: answer.message || THANK_YOU_FOR_PAYMENT,
        tone: 'success',
        durationMs: INFO_TOAST_MS,
      });
    } finally {
      setWorking(false);
    }
  };

  async function payBy(method: TopupMethod): Promise<TopupResponse | null> {
    const key = `${method}:${amount}`;
    const base = { method, amount };
    const returnUrl = new URL('/account/topup', window.location.origin).href;
    if (method === 'CC') {
      const card = await entry.collect();
      if (card === null) return null;
      return send(key, (requestId) =>
        worker.topup({
          ...base,
          requestId,
          returnUrl,
          card: { ...card, saveCard, autoTopup: saveCard && autoTopup },
        }),
      );
    }
    if (method === 'APPLE' || method === 'GOOGLE') {
      const providers = entry.providers;
      if (providers === null) return null;
      const wallet = method === 'APPLE' ? providers.applePay : providers.googlePay;
      let walletData: string;
      try {
        const token = await wallet.pay({
          totalCents: amount,
          currencyCode: account.account.currency_code,
          countryCode: account.account.country_code,
          label: account.account.merchant_name,
        });
        walletData = JSON.stringify(token);
      } catch (error) {
        toastError(error instanceof Error ? error.message : PAYMENT_CANCELLED);
        return null;
      }
      return send(key, (requestId) => worker.topup({ ...base, requestId, walletData }));
    }
    if (method === 'PP' || method === 'CB') {
      return send(key, (requestId) => worker.topup({ ...base, requestId, returnUrl }));
    }
    return send(key, (requestId) => worker.topup({ ...base, requestId }));
  }

  const disabled = busy || working;
  return (
    <form
      className="money-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void pay();
      }}
    >
      <BalanceSummary account={account} />
      <AmountPicker
        label="Amount"
        amounts={topupAmounts(chosen)}
        value={amount}
        sign={sign}
        disabled={disabled}
        onChange={(cents) => setAmounts((held) => ({ ...held, [amountKey]: cents }))}
      />
      <MethodTabs tabs={tabs} chosen={chosen} disabled={disabled} onChoose={setPicked} />
      <div className="money-method">
        {chosen === 'SAVED' ? (
          <p className="checkout-block__text">
            Pay with your saved card: {savedCardLabel(customer)}
          </p>
        ) : null}
        <div hidden={chosen !== 'CC'}>
          <CardEntryForm entry={entry} account={account} />
          <div className="checkout-check">
            <input
              id="topup-save-card"
              type="checkbox"
              checked={saveCard}
              disabled={disabled}
              onChange={(event) => setSaveCard(event.target.checked)}
            />
            <label htmlFor="topup-save-card">Save card for next time</label>
          </div>
          {saveCard ? (
            <div className="checkout-check">
              <input
                id="topup-auto"
                type="checkbox"
                checked={autoTopup}
                disabled={disabled}
                onChange={(event) => setAutoTopup(event.target.checked)}
              />
              <label htmlFor="topup-auto">
                Top up {formatMoney(amount, sign)} automatically when my balance falls below{' '}
                {formatMoney(AUTO_TOPUP_THRESHOLD, sign)}
              </label>
            </div>
          ) : null}
        </div>
        {chosen === 'PP' || chosen === 'CB' ? (
          <p className="checkout-block__note">
            You will be taken to {chosen === 'PP' ? 'PayPal' : 'Coinbase'} to pay, then brought back
            here.
          </p>
        ) : null}
      </div>
      <button
        type="submit"
        className="button button--primary money-form__pay"
        disabled={disabled || !online}
      >
        Pay {formatMoney(amount, sign)}
      </button>
    </form>
  );
}

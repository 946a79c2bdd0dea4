/** The top-up's payment method tabs (spec 3 §4 Top-up), drawn as checkout's method tabs. */
import { useId } from 'react';
import type { TopupMethod } from '@/api/moneyAmounts';

export const METHOD_LABELS: Record<TopupMethod, string> = {
  SAVED: 'Saved Card',
  CC: 'Credit Card',
  PP: 'PayPal',
  CB: 'Crypto',
  APPLE: 'Apple Pay',
  GOOGLE: 'Google Pay',
};

export function MethodTabs({
  tabs,
  chosen,
  disabled,
  onChoose,
}: {
  tabs: readonly TopupMethod[];
  chosen: TopupMethod;
  disabled: boolean;
  onChoose: (method: TopupMethod) => void;
}) {
  const id = useId();
  return (
    <fieldset className="money-methods">
      <legend className="account-section__title">Payment method</legend>
      <div className="checkout-tabs">
        {tabs.map((method) => (
          <label
            key={method}
            className={`checkout-tabs__tab${method === chosen ? ' checkout-tabs__tab--chosen' : ''}`}
          >
            <input
              type="radio"
              name={`${id}-method`}
              value={method}
              checked={method === chosen}
              disabled={disabled}
              onChange={() => onChoose(method)}
            />
            <span>{METHOD_LABELS[method]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The fulfilment types the store takes standing orders for, each with its cut-off and discount
 * (spec 3 §9 'Standing order discounts and cut-offs per fulfilment type ... come from store
 * settings'). Fixed in edit mode.
 */
import type { StandingOrderFulfilment, StandingOrderStore } from '@/api/standingOrders';
import { storeTerms } from '@/domain/standingOrder';

const TYPE_LABEL: Record<StandingOrderFulfilment, string> = {
  pickup: 'Pickup',
  dinein: 'Dine-in',
  delivery: 'Delivery',
};

export function FulfilmentTypeField({
  store,
  types,
  value,
  disabled,
  onChange,
}: {
  store: StandingOrderStore;
  types: readonly StandingOrderFulfilment[];
  value: StandingOrderFulfilment | '';
  disabled: boolean;
  onChange: (type: StandingOrderFulfilment) => void;
}) {
  return (
    <fieldset className="standing-order__types" disabled={disabled}>
      <legend className="standing-order__label">Fulfilment type</legend>
      {types.map((type) => {
        const terms = storeTerms(store, type);
        return (
          <label key={type} className="standing-order__type">
            <input
              type="radio"
              name="standing-order-type"
              value={type}
              checked={value === type}
              onChange={() => onChange(type)}
            />
            <span className="standing-order__type-name">{TYPE_LABEL[type]}</span>
            <span className="standing-order__type-terms">
              {[terms.cutOff, terms.discount].filter(Boolean).join(' · ')}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}

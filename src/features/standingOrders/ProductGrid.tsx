/**
 * The product grid (spec 3 §2, §5 'Weekday quantities: number 0 to 999, 3 digits; disabled for
 * unavailable days'): the store's products for the fulfilment type, by category (a category opens
 * on request, or by itself once it holds a quantity), each a row of seven quantity fields, Monday
 * first, and Options for a product that has some. 'Products not
 * available' when the store has none for the type.
 */
import { Suspense, useState } from 'react';
import type { StandingOrderFulfilment, StandingOrderItem } from '@/api/standingOrders';
import { formatMoney } from '@/domain/money';
import { parseWeekdayQuantity, WEEKDAYS, weekdayEnabled } from '@/domain/standingOrder';
import { PRODUCTS_NOT_AVAILABLE } from '@/domain/standingOrderMessages';
import { preloadableLazy } from '@/ui/preloadableLazy';

// The option picker (the item popup's fields in a dialog) loads when a product's Options opens.
const OptionsDialog = preloadableLazy(() => import('./OptionsDialog').then((m) => m.OptionsDialog));

const AVAILABLE_FOR: Record<StandingOrderFulfilment, keyof StandingOrderItem> = {
  pickup: 'available_pickup',
  dinein: 'available_dinein',
  delivery: 'available_deliver',
};

function categoriesOf(items: readonly StandingOrderItem[]) {
  const groups = new Map<string, StandingOrderItem[]>();
  for (const item of items) {
    const key = item.category_desc || 'Products';
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return [...groups];
}

/** A product with a quantity on any day. */
const ordered = (item: StandingOrderItem) => WEEKDAYS.some(({ key }) => item[key] > 0);

const countText = (withQuantity: number, all: number) =>
  withQuantity > 0 ? `${withQuantity} of ${all} ordered` : `${all} products`;

export function ProductGrid({
  items,
  type,
  currencySign,
  onItems,
}: {
  items: readonly StandingOrderItem[];
  type: StandingOrderFulfilment;
  currencySign: string;
  onItems: (items: StandingOrderItem[]) => void;
}) {
  const [optionsOf, setOptionsOf] = useState<StandingOrderItem | null>(null);
  const offered = items.filter((item) => item[AVAILABLE_FOR[type]] === 1);
  const update = (menuItemId: number, patch: Partial<StandingOrderItem>) =>
    onItems(items.map((item) => (item.menu_item_id === menuItemId ? { ...item, ...patch } : item)));

  if (offered.length === 0) {
    return (
      <p className="standing-order__notice" role="alert">
        {PRODUCTS_NOT_AVAILABLE}
      </p>
    );
  }
  return (
    <section className="standing-order__grid" aria-labelledby="standing-order-products">
      <h2 id="standing-order-products" className="account-section__title">
        Products
      </h2>
      <p className="standing-order__hint">
        Open a category, then set how many of each product on each day of the week.
      </p>
      {categoriesOf(offered).map(([category, rows]) => (
        <details
          key={category}
          className="standing-order__category"
          open={rows.some(ordered) || undefined}
        >
          <summary className="standing-order__category-title">
            {category}
            <span className="standing-order__category-count">
              {countText(rows.filter(ordered).length, rows.length)}
            </span>
          </summary>
          <ul className="standing-order__products">
            {rows.map((item) => (
              <li key={item.menu_item_id} className="standing-order__product">
                <div className="standing-order__product-head">
                  <span className="standing-order__product-name">{item.menu_item_desc}</span>
                  <span className="standing-order__product-price">
                    {formatMoney(item.price, currencySign)}
                  </span>
                  {item.options_available === 1 ? (
                    <button
                      type="button"
                      className="button standing-order__options"
                      aria-label={`Options for ${item.menu_item_desc}`}
                      onClick={() => setOptionsOf(item)}
                    >
                      Options{item.options.length > 0 ? ` (${item.options.length})` : ''}
                    </button>
                  ) : null}
                </div>
                <div className="standing-order__days" role="group" aria-label={item.menu_item_desc}>
                  {WEEKDAYS.map((day, index) => {
                    const enabled = weekdayEnabled(item, index);
                    const quantity = enabled ? item[day.key] : 0;
                    return (
                      <label key={day.key} className="standing-order__day">
                        <span className="standing-order__day-name" aria-hidden="true">
                          {day.short}
                        </span>
                        <input
                          className="standing-order__qty"
                          type="text"
                          inputMode="numeric"
                          pattern="[0-9]*"
                          maxLength={3}
                          placeholder="0"
                          aria-label={`${item.menu_item_desc}, ${day.name}`}
                          disabled={!enabled}
                          value={quantity === 0 ? '' : String(quantity)}
                          onChange={(event) => {
                            const next = parseWeekdayQuantity(event.target.value);
                            if (next !== null) update(item.menu_item_id, { [day.key]: next });
                          }}
                        />
                      </label>
                    );
                  })}
                </div>
              </li>
            ))}
          </ul>
        </details>
      ))}
      {optionsOf !== null ? (
        <Suspense fallback={null}>
          <OptionsDialog
            item={optionsOf}
            currencySign={currencySign}
            onDone={(options) => {
              update(optionsOf.menu_item_id, { options });
              setOptionsOf(null);
            }}
            onClose={() => setOptionsOf(null)}
          />
        </Suspense>
      ) : null}
    </section>
  );
}

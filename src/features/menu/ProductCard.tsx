import { memo, useState } from 'react';
import type { MenuItemRow as ItemRow } from './types';
import { dietaryTags } from '@/domain/dietary';
import { PRODUCT_UNAVAILABLE } from '@/domain/messages';
import { formatMoney } from '@/domain/money';
import { useMenuStepperContext } from './useMenuStepper';
import { usePhotosShown } from './usePhotosShown';

export type ProductCardProps = {
  item: ItemRow;
  currencySign: string;
  showDietary: boolean;
  showImage: boolean;
  /** Above the fold: load the image now instead of lazily. */
  eager: boolean;
  headingLevel: 3 | 4;
  onAdd: (item: ItemRow) => void;
};

/** Image sizes in the markup so the browser reserves the space before the image arrives. */
const IMAGE_WIDTH = 400;
const IMAGE_HEIGHT = 300;

/**
 * One menu item: image, name, two-line description, price, dietary tags and the Add button (an
 * item with options opens its options popup; one without gets the menu product stepper). An
 * unavailable item shows why (spec 1 §5: available_str or 'Product unavailable') and can't be
 * opened. The grid or list variant is the container's class (spec 1 §2.4 'Product list variants').
 */
export const ProductCard = memo(function ProductCard({
  item,
  currencySign,
  showDietary,
  showImage,
  eager,
  headingLevel,
  onAdd,
}: ProductCardProps) {
  const available = item.is_available === 1;
  const tags = showDietary ? dietaryTags(item) : [];
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const description = item.short_desc || item.desc;

  return (
    <article className={available ? 'product-card' : 'product-card product-card--unavailable'}>
      {showImage && <ProductImage src={item.img_url} eager={eager} />}
      <div className="product-card__body">
        <div className="product-card__title">
          <Heading className="product-card__name">{item.name}</Heading>
          {tags.length > 0 && (
            <ul className="dietary-tags" aria-label="Dietary">
              {tags.map((tag) => (
                <li key={tag.code} className="dietary-tag" title={tag.label}>
                  <span aria-hidden="true">{tag.code}</span>
                  <span className="visually-hidden">{tag.label}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
        {description && <p className="product-card__desc">{description}</p>}
        {!available && (
          <p className="product-card__unavailable">{item.available_str || PRODUCT_UNAVAILABLE}</p>
        )}
      </div>
      <div className="product-card__footer">
        <span className="product-card__price">{formatMoney(item.price, currencySign)}</span>
        {available && item.option_count === 0 ? (
          <ProductStepper item={item} />
        ) : (
          <button
            type="button"
            className="button button--primary product-card__add"
            aria-label={`Add ${item.name}`}
            disabled={!available}
            onClick={() => onAdd(item)}
          >
            Add
          </button>
        )}
      </div>
    </article>
  );
});

/**
 * The menu product stepper (spec 1 §5 'min 0, max max_qty or 999'): Add while none is in the
 * cart, then minus, the quantity and plus. One request at a time for the whole menu.
 */
function ProductStepper({ item }: { item: ItemRow }) {
  const stepper = useMenuStepperContext();
  const quantity = stepper.quantity(item.id);
  const canAdd = stepper.canStep(item, 1);
  // While a request is out, taps are ignored (one at a time) without greying out the whole menu.
  const waiting = stepper.busy || undefined;
  if (quantity === 0) {
    return (
      <button
        type="button"
        className="button button--primary product-card__add"
        aria-label={`Add ${item.name}`}
        aria-disabled={waiting}
        disabled={!canAdd}
        onClick={() => stepper.step(item, 1)}
      >
        Add
      </button>
    );
  }
  return (
    <div className="stepper" role="group" aria-label={`${item.name} in cart`}>
      <button
        type="button"
        className="button stepper__button"
        aria-label={`Remove one ${item.name}`}
        aria-disabled={waiting}
        disabled={!stepper.canStep(item, -1)}
        onClick={() => stepper.step(item, -1)}
      >
        <span aria-hidden="true">−</span>
      </button>
      <output className="stepper__value" aria-live="polite">
        {quantity}
      </output>
      <button
        type="button"
        className="button button--primary stepper__button"
        aria-label={`Add one more ${item.name}`}
        aria-disabled={waiting}
        disabled={!canAdd}
        onClick={() => stepper.step(item, 1)}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}

/**
 * The product's photo, once the first screen has shown: until then the same box, empty. The menu's
 * text paints first, without a dozen image requests and their decoding in its way.
 */
function ProductImage({ src, eager }: { src: string; eager: boolean }) {
  const [failed, setFailed] = useState(false);
  const shown = usePhotosShown();
  if (!src || failed || !shown) {
    return <div className="product-card__media product-card__media--empty" aria-hidden="true" />;
  }
  return (
    <img
      className="product-card__media"
      src={src}
      alt=""
      width={IMAGE_WIDTH}
      height={IMAGE_HEIGHT}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}

import { useState } from 'react';
import type { MenuItemRow as ItemRow } from './types';
import { dietaryTags } from '@/domain/dietary';
import { formatMoney } from '@/domain/money';

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
 * One menu item: image, name, two-line description, price, dietary tags and the Add button.
 * An unavailable item shows why (spec 1 §5: available_str or 'Product unavailable') and can't be opened.
 */
export function ProductCard({
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
        <Heading className="product-card__name">{item.name}</Heading>
        {description && <p className="product-card__desc">{description}</p>}
        {!available && (
          <p className="product-card__unavailable">{item.available_str || 'Product unavailable'}</p>
        )}
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
      <div className="product-card__footer">
        <span className="product-card__price">{formatMoney(item.price, currencySign)}</span>
        <button
          type="button"
          className="button button--primary product-card__add"
          aria-label={`Add ${item.name}`}
          disabled={!available}
          onClick={() => onAdd(item)}
        >
          Add
        </button>
      </div>
    </article>
  );
}

function ProductImage({ src, eager }: { src: string; eager: boolean }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
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

/**
 * The two kinds of row in the windowed product list (VirtualMenu): a category heading, which
 * folds its group when groups are collapsible, and a grid row of product cards. Both look like
 * CategorySection's heading and grid; a grid row is a list whose items say where they sit in the
 * whole category (aria-posinset / aria-setsize), since only part of it is in the page.
 */
import { memo } from 'react';
import type { ProductLayout } from '@/domain/menuScreen';
import type { HeadingRow, ProductsRow } from '@/domain/virtualMenu';
import { ProductCard } from './ProductCard';
import type { MenuItemRow as ItemRow } from './types';
import { CategoryTitle } from './CategoryTitle';

export type HeadingRowViewProps = {
  row: HeadingRow<ItemRow>;
  collapsible: boolean;
  onToggle: (categoryId: number) => void;
};

export const HeadingRowView = memo(function HeadingRowView({
  row,
  collapsible,
  onToggle,
}: HeadingRowViewProps) {
  const { section, level, open } = row;
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    // The category bar's target: focused after a jump, so keyboard users land here too.
    <div
      id={section.anchorId}
      className={level === 2 ? 'category-section' : 'category-section category-section--child'}
      tabIndex={-1}
    >
      <CategoryTitle
        heading={Heading}
        id={`${section.anchorId}-heading`}
        name={section.name}
        collapsible={collapsible}
        open={open}
        onToggle={() => onToggle(section.id)}
      />
      {open && section.desc && <p className="category-section__desc">{section.desc}</p>}
    </div>
  );
});

export type ProductsRowViewProps = {
  row: ProductsRow<ItemRow>;
  layout: ProductLayout;
  currencySign: string;
  showDietary: boolean;
  showImages: boolean;
  eagerItemIds: ReadonlySet<number>;
  onAdd: (item: ItemRow) => void;
};

export const ProductsRowView = memo(function ProductsRowView({
  row,
  layout,
  currencySign,
  showDietary,
  showImages,
  eagerItemIds,
  onAdd,
}: ProductsRowViewProps) {
  return (
    <div
      className={`product-grid product-grid--${layout} virtual-menu__products`}
      role="list"
      aria-label={row.section.name}
    >
      {row.items.map((item, offset) => (
        <div
          key={item.id}
          className="virtual-menu__cell"
          role="listitem"
          aria-posinset={row.firstPosition + offset}
          aria-setsize={row.setSize}
        >
          <ProductCard
            item={item}
            currencySign={currencySign}
            showDietary={showDietary}
            showImage={showImages}
            eager={eagerItemIds.has(item.id)}
            headingLevel={row.level === 2 ? 3 : 4}
            onAdd={onAdd}
          />
        </div>
      ))}
    </div>
  );
});

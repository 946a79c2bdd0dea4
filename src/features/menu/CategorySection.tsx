import { memo } from 'react';
import type { MenuItemRow as ItemRow } from './types';
import type { ProductLayout } from '@/domain/menuScreen';
import type { MenuSection } from '@/domain/menuSections';
import { ProductCard } from './ProductCard';
import { CategoryTitle } from './CategoryTitle';
import type { SectionRendering } from './useSkipOffscreen';

export type CategorySectionProps = {
  /** A top-level section's rendering while off screen (content-visibility; useSkipOffscreen). */
  rendering?: SectionRendering;
  section: MenuSection<ItemRow>;
  level: 2 | 3;
  currencySign: string;
  showDietary: boolean;
  showImages: boolean;
  layout: ProductLayout;
  /** group_menu_by_category: each category is a group that can be folded away. */
  collapsible: boolean;
  /** Category ids folded away (only when collapsible). */
  collapsed: ReadonlySet<number>;
  onToggle: (categoryId: number) => void;
  /** Item ids whose images load eagerly (the first screenful). */
  eagerItemIds: ReadonlySet<number>;
  onAdd: (item: ItemRow) => void;
};

/**
 * A category heading with its products, then its sub-categories (all one heading level down).
 * With group_menu_by_category on, the heading is a button that folds the group (spec 1 §2.4
 * 'category list with expandable groups').
 */
export const CategorySection = memo(function CategorySection(props: CategorySectionProps) {
  const { section, level, collapsible, collapsed, onToggle } = props;
  const Heading = level === 2 ? 'h2' : 'h3';
  const headingId = `${section.anchorId}-heading`;
  const bodyId = `${section.anchorId}-body`;
  const open = !collapsible || !collapsed.has(section.id);
  return (
    <section
      id={section.anchorId}
      className={
        level === 3
          ? 'category-section category-section--child'
          : props.rendering === undefined
            ? 'category-section'
            : `category-section category-section--${props.rendering}`
      }
      aria-labelledby={headingId}
      tabIndex={-1}
    >
      <CategoryTitle
        heading={Heading}
        id={headingId}
        name={section.name}
        collapsible={collapsible}
        open={open}
        controls={bodyId}
        onToggle={() => onToggle(section.id)}
      />
      <div id={bodyId} hidden={!open}>
        {section.desc && <p className="category-section__desc">{section.desc}</p>}
        {section.items.length > 0 && (
          <div className={`product-grid product-grid--${props.layout}`}>
            {section.items.map((item) => (
              <ProductCard
                key={item.id}
                item={item}
                currencySign={props.currencySign}
                showDietary={props.showDietary}
                showImage={props.showImages}
                eager={props.eagerItemIds.has(item.id)}
                headingLevel={level === 2 ? 3 : 4}
                onAdd={props.onAdd}
              />
            ))}
          </div>
        )}
        {section.children.map((child) => (
          <CategorySection
            key={child.id}
            {...props}
            section={child}
            level={3}
            rendering={undefined}
          />
        ))}
      </div>
    </section>
  );
});

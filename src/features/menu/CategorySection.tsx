import type { MenuItemRow as ItemRow } from './types';
import type { MenuSection } from '@/domain/menuSections';
import { ProductCard } from './ProductCard';

export type CategorySectionProps = {
  section: MenuSection<ItemRow>;
  level: 2 | 3;
  currencySign: string;
  showDietary: boolean;
  showImages: boolean;
  /** Item ids whose images load eagerly (the first screenful). */
  eagerItemIds: ReadonlySet<number>;
  onAdd: (item: ItemRow) => void;
};

/** A category heading with its product grid, then its sub-categories (all one heading level down). */
export function CategorySection({
  section,
  level,
  currencySign,
  showDietary,
  showImages,
  eagerItemIds,
  onAdd,
}: CategorySectionProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const headingId = `${section.anchorId}-heading`;
  return (
    <section
      id={section.anchorId}
      className={level === 2 ? 'category-section' : 'category-section category-section--child'}
      aria-labelledby={headingId}
      tabIndex={-1}
    >
      <Heading id={headingId} className="category-section__title">
        {section.name}
      </Heading>
      {section.desc && <p className="category-section__desc">{section.desc}</p>}
      {section.items.length > 0 && (
        <div className="product-grid">
          {section.items.map((item) => (
            <ProductCard
              key={item.id}
              item={item}
              currencySign={currencySign}
              showDietary={showDietary}
              showImage={showImages}
              eager={eagerItemIds.has(item.id)}
              headingLevel={level === 2 ? 3 : 4}
              onAdd={onAdd}
            />
          ))}
        </div>
      )}
      {section.children.map((child) => (
        <CategorySection
          key={child.id}
          section={child}
          level={3}
          currencySign={currencySign}
          showDietary={showDietary}
          showImages={showImages}
          eagerItemIds={eagerItemIds}
          onAdd={onAdd}
        />
      ))}
    </section>
  );
}

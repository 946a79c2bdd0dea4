import { memo, useEffect, useRef, type MouseEvent } from 'react';
import { prefersReducedMotion } from './useActiveSection';

export type CategoryLink = { anchorId: string; name: string };

export type CategoryBarProps = {
  categories: CategoryLink[];
  /** The anchor id of the section in view. */
  activeId: string | null;
  /** Called when a category is tapped, before the page scrolls to it. */
  onSelect: (anchorId: string) => void;
  /**
   * Scrolls to the category instead of the section element (the windowed list of a big menu,
   * where the section may not be in the page yet) and moves focus there itself.
   */
  scrollTo?: (anchorId: string) => void;
};

/**
 * The sticky horizontal list of categories. A tap scrolls to the section (its scroll-margin
 * leaves room for this bar); the section in view is highlighted and kept visible in the bar.
 */
export const CategoryBar = memo(function CategoryBar({
  categories,
  activeId,
  onSelect,
  scrollTo,
}: CategoryBarProps) {
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    const list = listRef.current;
    const link = list?.querySelector<HTMLElement>('[aria-current="true"]');
    if (!list || !link) return;
    const left = link.offsetLeft - (list.clientWidth - link.offsetWidth) / 2;
    list.scrollTo({ left, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }, [activeId]);

  function jump(event: MouseEvent<HTMLAnchorElement>, anchorId: string) {
    event.preventDefault();
    onSelect(anchorId);
    if (scrollTo) {
      scrollTo(anchorId);
      return;
    }
    const section = document.getElementById(anchorId);
    if (!section) return;
    section.scrollIntoView({
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
      block: 'start',
    });
    // Move focus with the view so keyboard and screen-reader users land in the section too.
    section.focus({ preventScroll: true });
  }

  return (
    <nav className="category-bar" aria-label="Menu categories">
      <ul className="category-bar__list" ref={listRef}>
        {categories.map((category) => {
          const active = category.anchorId === activeId;
          return (
            <li key={category.anchorId}>
              <a
                className={
                  active ? 'category-bar__link category-bar__link--active' : 'category-bar__link'
                }
                href={`#${category.anchorId}`}
                aria-current={active ? 'true' : undefined}
                onClick={(event) => jump(event, category.anchorId)}
              >
                {category.name}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
});

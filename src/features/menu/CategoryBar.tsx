import { useEffect, useRef, type MouseEvent } from 'react';
import { prefersReducedMotion } from './useActiveSection';

export type CategoryLink = { anchorId: string; name: string };

export type CategoryBarProps = {
  categories: CategoryLink[];
  /** The anchor id of the section in view. */
  activeId: string | null;
  /** Called when a category is tapped, before the page scrolls to it. */
  onSelect: (anchorId: string) => void;
};

/**
 * The sticky horizontal list of categories. A tap scrolls to the section (its scroll-margin
 * leaves room for this bar); the section in view is highlighted and kept visible in the bar.
 */
export function CategoryBar({ categories, activeId, onSelect }: CategoryBarProps) {
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
}

import { Skeleton } from '@/ui/Skeleton';
import './productCards.css';

/** Spec 1 §9: three placeholder cards hold the space while the menu loads. */
export const PLACEHOLDER_CARDS = 3;

/** The menu's loading state, shaped like the real store line, heading and product cards. */
export function MenuSkeleton() {
  return (
    <div className="menu-skeleton" aria-busy="true">
      <p className="visually-hidden" role="status">
        Loading menu…
      </p>
      <div className="store-line" aria-hidden="true">
        <div className="store-line__bar">
          <Skeleton className="store-line__logo" />
          <Skeleton className="skeleton--line skeleton--title" />
        </div>
      </div>
      <Skeleton className="skeleton--line skeleton--heading" />
      <div className="product-grid" aria-hidden="true">
        {Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => (
          <div
            key={index}
            className="product-card product-card--skeleton"
            data-testid="placeholder-card"
          >
            <Skeleton className="product-card__media" />
            <div className="product-card__body">
              <Skeleton className="skeleton--line skeleton--title" />
              <Skeleton className="skeleton--line" />
              <Skeleton className="skeleton--line skeleton--short" />
            </div>
            <div className="product-card__footer">
              <Skeleton className="skeleton--line skeleton--price" />
              <Skeleton className="skeleton--button" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}

import { Skeleton } from '@/ui/Skeleton';

/** 'Placeholder cards: 3' (spec 1 §2.3, §9), shaped like location cards so nothing jumps. */
export const PLACEHOLDER_CARDS = 3;

export function LocationsSkeleton() {
  return (
    <ul className="location-list" aria-hidden="true" data-testid="location-placeholders">
      {Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => (
        <li key={index} className="location-card location-card--placeholder">
          <Skeleton className="location-card__hero" />
          <div className="location-card__body">
            <Skeleton className="skeleton--title" />
            <Skeleton className="skeleton--line" />
            <Skeleton className="skeleton--short" />
            <Skeleton className="skeleton--button" />
          </div>
        </li>
      ))}
    </ul>
  );
}

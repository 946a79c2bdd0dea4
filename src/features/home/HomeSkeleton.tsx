import { Skeleton } from '@/ui/Skeleton';

/** Holds the home's first blocks' space while the first answer loads. */
export function HomeSkeleton() {
  return (
    <div className="home__blocks" aria-hidden="true">
      <Skeleton className="home-skeleton__hero" />
      <Skeleton className="skeleton--title" />
      <Skeleton className="skeleton--line" />
      <Skeleton className="skeleton--button home-skeleton__button" />
      <Skeleton className="skeleton--heading" />
      <Skeleton className="skeleton--line" />
      <Skeleton className="skeleton--line skeleton--short" />
    </div>
  );
}

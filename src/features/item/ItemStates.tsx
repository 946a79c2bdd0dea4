/**
 * The popup's other bodies: a skeleton while the options load, the spec's error with a way to
 * try again (spec 1 §8 'Modifiers: Error displaying modifiers, try again'), and an item that can't
 * be ordered (spec 1 §5: available_str or 'Product unavailable', and no Add button).
 */
import { MODIFIERS_ERROR, PRODUCT_UNAVAILABLE } from '@/domain/messages';
import { Skeleton } from '@/ui/Skeleton';
import { Notice } from '@/ui/Notes';
import { ItemMedia } from './ItemMedia';

/**
 * While the options load. What the menu's copy of the item already says (its picture, its
 * description) shows at once, where the options will show it: an item link's server render paints
 * it from the HTML (issue 18), and nothing moves when the options arrive.
 */
export function ItemSkeleton({ imageUrl = '', desc = '' }: { imageUrl?: string; desc?: string }) {
  return (
    <div className="sheet__body" aria-busy="true">
      <p className="visually-hidden" role="status">
        Loading…
      </p>
      {imageUrl ? (
        <ItemMedia imageUrl={imageUrl} />
      ) : (
        <Skeleton className="item-sheet__media item-sheet__media--skeleton" />
      )}
      {desc ? (
        <p className="item-sheet__desc">{desc}</p>
      ) : (
        <>
          <Skeleton className="skeleton--line" />
          <Skeleton className="skeleton--line skeleton--short" />
        </>
      )}
      <Skeleton className="skeleton--heading" />
      <Skeleton className="skeleton--line" />
      <Skeleton className="skeleton--line" />
      <Skeleton className="skeleton--button" />
    </div>
  );
}

export function ItemLoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="sheet__body item-sheet__failed">
      <p role="alert">{MODIFIERS_ERROR}</p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

export function ItemUnavailable({
  desc,
  imageUrl,
  availableStr,
}: {
  desc: string;
  imageUrl: string;
  availableStr: string;
}) {
  return (
    <div className="sheet__body">
      <ItemMedia imageUrl={imageUrl} />
      {desc && <p className="item-sheet__desc">{desc}</p>}
      <Notice>{availableStr || PRODUCT_UNAVAILABLE}</Notice>
    </div>
  );
}

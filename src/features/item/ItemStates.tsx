/**
 * The popup's other bodies (the options form shows the loading state itself): the spec's error
 * with a way to try again (spec 1 §8 'Modifiers: Error displaying modifiers, try again'), and an
 * item that can't be ordered (spec 1 §5: available_str or 'Product unavailable', and no Add
 * button).
 */
import { MODIFIERS_ERROR, PRODUCT_UNAVAILABLE } from '@/domain/messages';
import { Notice } from '@/ui/Notes';
import { ItemMedia } from './ItemMedia';

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

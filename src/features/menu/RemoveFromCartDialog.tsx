/**
 * The removal confirmation (spec 2 §2.1 'Setting a quantity to 0 asks for confirmation of
 * removal', §5.3): Remove sends update_quantity 0; Keep leaves the line as it is. Loaded on first
 * use: it shows only when a card's minus would empty its line.
 */
import { removeFromCartText } from '@/domain/messages';
import { ConfirmPopup } from '@/ui/ConfirmPopup';
import '@/features/cart/destructive.css';

export default function RemoveFromCartDialog({
  name,
  onRemove,
  onKeep,
}: {
  name: string;
  onRemove: () => void;
  onKeep: () => void;
}) {
  return (
    <ConfirmPopup
      title={removeFromCartText(name)}
      onClose={onKeep}
      actions={
        <>
          <button type="button" className="button" onClick={onKeep}>
            Keep
          </button>
          <button type="button" className="button button--danger" onClick={onRemove}>
            Remove
          </button>
        </>
      }
    />
  );
}

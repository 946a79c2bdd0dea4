/**
 * The removal confirmation (spec 2 §2.1 'Setting a quantity to 0 asks for confirmation of
 * removal', §5.3): Remove sends update_quantity 0; Keep leaves the line as it is. Loaded on first
 * use: it shows only when a card's minus would empty its line.
 */
import { useId } from 'react';
import { removeFromCartText } from '@/domain/messages';
import { ModalDialog } from '@/ui/ModalDialog';
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
  const id = useId();
  return (
    <ModalDialog labelledBy={`${id}-title`} onClose={onKeep}>
      <div className="confirm-popup">
        <h2 id={`${id}-title`} className="confirm-popup__title">
          {removeFromCartText(name)}
        </h2>
        <div className="confirm-popup__actions">
          <button type="button" className="button" onClick={onKeep}>
            Keep
          </button>
          <button type="button" className="button button--danger" onClick={onRemove}>
            Remove
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}

/**
 * Cart changes waiting for the network, shown as pending under the header (DESIGN 'optimistic
 * updates from the outbox marked pending until the server confirms'): 'Waiting to send: Flat
 * White ×1, …'. The header's cart badge already counts them. The live region is always in the
 * DOM, so the strip is announced when it appears.
 */
import { useOutbox } from '@/db/useOutbox';
import { waitingChangesText } from '@/domain/itemOptions';
import './pending.css';

export function PendingCartChanges() {
  const { data } = useOutbox();
  const text = waitingChangesText(data ?? []);
  return (
    <div className="pending-changes" role="status">
      {text !== null && <p className="pending-changes__text">{text}</p>}
    </div>
  );
}

/**
 * Cart changes waiting for the network, shown as pending under the header (DESIGN 'optimistic
 * updates from the outbox marked pending until the server confirms'): 'Waiting to send: Flat
 * White ×1, …'. The header's cart badge already counts them. The live region is always in the
 * DOM, so the strip is announced when it appears.
 *
 * Changes the server refused after they were queued (or whose session ended) are listed with the
 * reason, Retry and Remove: no add is dropped without the customer being told.
 */
import { worker } from '@/app/workerClient';
import { useOutbox } from '@/liveQueries/useOutbox';
import { waitingChangesText } from '@/domain/itemOptions';
import '@/features/cart/destructive.css';
import { waitingRows } from '@/domain/outboxDelivery';
import './pending.css';

/** What a failed row offers: send it again as the current session, or give it up. */
const FAILED_ROW_ACTIONS = [
  ['Retry', (row: { id: number }) => worker.retryOutboxRow(row)],
  ['Remove', (row: { id: number }) => worker.removeOutboxRow(row)],
] as const;

export function PendingCartChanges() {
  const { data } = useOutbox();
  const rows = data ?? [];
  const text = waitingChangesText(waitingRows(rows));
  const failed = rows.filter((row) => row.status === 'failed' && row.id !== undefined);
  return (
    <>
      <div className="pending-changes" role="status">
        {text !== null && <p className="pending-changes__text">{text}</p>}
      </div>
      {failed.length > 0 && (
        <section className="pending-changes" aria-label="Cart changes not sent">
          <ul className="pending-changes__failed">
            {failed.map((row) => (
              <li key={row.id} className="pending-changes__row">
                <p className="pending-changes__reason">
                  <strong>
                    {row.label ?? 'Cart change'} ×{row.quantity ?? 1}
                  </strong>{' '}
                  {row.lastError}
                </p>
                {FAILED_ROW_ACTIONS.map(([name, act]) => (
                  <button
                    key={name}
                    type="button"
                    className={name === 'Remove' ? 'button button--danger-quiet' : 'button'}
                    onClick={() => void act({ id: row.id! })}
                  >
                    {name}
                  </button>
                ))}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

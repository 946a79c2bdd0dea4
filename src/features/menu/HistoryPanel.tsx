import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { PastOrder } from '@/api/merchant';
import { CHECKOUT_PATH, MENU_LOGIN_PATH } from '@/app/paths';
import { worker } from '@/app/workerClient';
import { LOADING, LOADING_TOAST_MS } from '@/domain/messages';
import { showToast } from '@/ui/notify';

/** Spec 1 §6: what a guest sees instead of past orders. */
export const SIGN_IN_TO_REPEAT = 'Sign in to repeat previous orders';

/** Router state /checkout reads: it came from a repeat order (spec 1 §2.1). */
export type CheckoutLocationState = { fromRepeatOrder: true };

/**
 * The History tab: a member's past orders here, each with Repeat (spec 1 §4 'A repeat order goes
 * to /checkout on success after a 'Loading...' toast'); anyone else is invited to sign in.
 */
export function HistoryPanel({
  slug,
  orders,
  isMember,
}: {
  slug: string;
  orders: readonly PastOrder[];
  isMember: boolean;
}) {
  const navigate = useNavigate();
  const [repeating, setRepeating] = useState<number | null>(null);

  const repeat = async (orderId: number) => {
    if (repeating !== null) return;
    setRepeating(orderId);
    showToast({ message: LOADING, tone: 'info', durationMs: LOADING_TOAST_MS });
    const result = await worker.repeatOrder({ slug, orderId });
    setRepeating(null);
    if (result.ok) {
      const state: CheckoutLocationState = { fromRepeatOrder: true };
      navigate(CHECKOUT_PATH, { state });
    }
  };

  return (
    <section className="menu-panel" aria-labelledby="history-heading">
      <h2 id="history-heading" className="menu-panel__title">
        History
      </h2>
      {!isMember ? (
        <p>
          <Link className="menu-panel__link" to={MENU_LOGIN_PATH}>
            {SIGN_IN_TO_REPEAT}
          </Link>
        </p>
      ) : orders.length === 0 ? (
        <p className="menu-panel__empty">No previous orders from this store yet.</p>
      ) : (
        <ul className="repeat-orders">
          {orders.map((order) => (
            <li key={order.id} className="repeat-order">
              <div className="repeat-order__text">
                <p className="repeat-order__id">Order #{order.id}</p>
                <p className="repeat-order__items">{order.items_desc}</p>
              </div>
              <button
                type="button"
                className="button"
                disabled={repeating !== null}
                aria-label={`Repeat order #${order.id}`}
                onClick={() => void repeat(order.id)}
              >
                {repeating === order.id ? 'Repeating…' : 'Repeat'}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

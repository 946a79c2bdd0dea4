/**
 * The cart's lines with their quantity editors (spec 2 §2.1). Changes go through the worker's
 * outbox (update_quantity), one at a time, so a change made offline is kept and sent once. Setting
 * a quantity to 0 asks first; declining reloads the cart. A line whose item the menu no longer
 * offers (sold out by staff, heard live) says so on the line.
 */
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import type { CartItem } from '@/api/manageCart';
import { worker } from '@/app/workerClient';
import { useOutbox } from '@/liveQueries/useOutbox';
import { unavailableLines } from '@/domain/cartAvailability';
import { shownCartLines } from '@/domain/cartLines';
import { pendingLines } from '@/domain/menuStepper';
import { CartLineRow } from './CartLineRow';

const RemoveFromCartDialog = lazy(() => import('@/features/menu/RemoveFromCartDialog'));

export function CartLines({
  slug,
  items,
  menuItems,
  currencySign,
  onReload,
}: {
  slug: string;
  items: readonly CartItem[];
  /** The menu as last fetched: a line whose item it no longer offers says so. */
  menuItems: readonly { id: number; is_available: 0 | 1; available_str: string }[];
  currencySign: string;
  /** Asks the server for the cart again (a declined removal). */
  onReload: () => void;
}) {
  const outbox = useOutbox().data;
  const pending = useMemo(() => pendingLines(outbox ?? [], slug), [outbox, slug]);
  const shown = shownCartLines(items, pending);
  const unavailable = useMemo(() => unavailableLines(items, menuItems), [items, menuItems]);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const [removing, setRemoving] = useState<CartItem | null>(null);

  const send = (line: CartItem, quantity: number) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    void worker
      .updateQuantity({
        requestId: crypto.randomUUID(),
        slug,
        line: { cart_item_slot_id: line.cart_item_slot_id, quantity },
        label: line.name,
      })
      .finally(() => {
        inFlight.current = false;
        setBusy(false);
      });
  };

  const onQuantity = (line: CartItem, quantity: number) => {
    if (quantity <= 0) setRemoving(line);
    else send(line, Math.min(quantity, 99));
  };

  return (
    <>
      <ul className="cart-lines" aria-label="Items in your cart">
        {shown.map(({ line, quantity, pending: waiting }) => (
          <CartLineRow
            key={line.cart_item_slot_id}
            line={line}
            quantity={quantity}
            pending={waiting}
            unavailable={unavailable.get(line.cart_item_slot_id) ?? null}
            currencySign={currencySign}
            busy={busy}
            onQuantity={(next) => onQuantity(line, next)}
          />
        ))}
      </ul>
      {removing !== null ? (
        <Suspense fallback={null}>
          <RemoveFromCartDialog
            name={removing.name}
            onRemove={() => {
              setRemoving(null);
              send(removing, 0);
            }}
            onKeep={() => {
              setRemoving(null);
              onReload();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}

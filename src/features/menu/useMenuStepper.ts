/**
 * The menu product stepper's state and actions for one menu (spec 1 §2.4, §4 'Add to cart: only
 * one request at a time', §5 stepper limits). Quantities come from the cart the server last
 * answered plus the changes waiting in the outbox; the rules are in src/domain/menuStepper.ts.
 */
import { createContext, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { CART_PATH } from '@/app/paths';
import { useOnline } from '@/app/useOnline';
import { worker } from '@/app/workerClient';
import { useCart, useOutbox } from '@/liveQueries/hooks';
import {
  pendingLines,
  stepperChange,
  stepperQuantity,
  type PendingLine,
  type StepperCartLine,
} from '@/domain/menuStepper';
import { addToCart } from '@/features/cart/addToCart';

export type StepperItem = { id: number; name: string; max_qty: number };

export type MenuStepper = {
  quantity: (itemId: number) => number;
  canStep: (item: StepperItem, direction: 1 | -1) => boolean;
  step: (item: StepperItem, direction: 1 | -1) => void;
  /** A request is on its way; every stepper waits for it. */
  busy: boolean;
  /** The item whose last one '-' would remove, while the removal confirmation asks. */
  confirming: StepperItem | null;
  /** The confirmation's answer: true sends the removal, false keeps the line. */
  answerRemoval: (remove: boolean) => void;
};

const EMPTY: MenuStepper = {
  quantity: () => 0,
  canStep: () => false,
  step: () => undefined,
  busy: false,
  confirming: null,
  answerRemoval: () => undefined,
};

export const MenuStepperContext = createContext<MenuStepper>(EMPTY);

export function useMenuStepperContext(): MenuStepper {
  return useContext(MenuStepperContext);
}

const NO_LINES: StepperCartLine[] = [];

export function useMenuStepper(slug: string): MenuStepper {
  const navigate = useNavigate();
  const online = useOnline();
  const { data: cart } = useCart();
  const { data: outbox } = useOutbox();
  const [busy, setBusy] = useState(false);
  const [removal, setRemoval] = useState<{ item: StepperItem; slotId: number } | null>(null);
  const inFlight = useRef(false);

  const lines = cart && cart.slug === slug ? cart.order.items : NO_LINES;
  const pending: PendingLine[] = useMemo(() => pendingLines(outbox ?? [], slug), [outbox, slug]);

  const changeFor = useCallback(
    (item: StepperItem, direction: 1 | -1) =>
      stepperChange({ itemId: item.id, lines, pending, maxQty: item.max_qty, online, direction }),
    [lines, pending, online],
  );

  /** One request at a time for the whole menu: the steppers wait while one is out. */
  const send = useCallback((request: () => Promise<unknown>) => {
    inFlight.current = true;
    setBusy(true);
    void request().finally(() => {
      inFlight.current = false;
      setBusy(false);
    });
  }, []);

  const step = useCallback(
    (item: StepperItem, direction: 1 | -1) => {
      const change = changeFor(item, direction);
      if (change === null || inFlight.current) return;
      if (change.quantity === 0) {
        setRemoval({ item, slotId: change.cartItemSlotId });
        return;
      }
      const payload = {
        menu_item_id: item.id,
        quantity: change.quantity,
        options: {},
        cart_item_slot_id: change.cartItemSlotId,
      };
      // Made here, in the tap's handler: one gesture, one request id (ARCHITECTURE).
      const requestId = crypto.randomUUID();
      send(() =>
        direction === 1
          ? addToCart({
              requestId,
              slug,
              item: payload,
              label: item.name,
              goToCart: () => navigate(CART_PATH),
            })
          : worker.addToCart({ requestId, slug, item: payload, label: item.name }),
      );
    },
    [changeFor, navigate, send, slug],
  );

  const answerRemoval = useCallback(
    (remove: boolean) => {
      setRemoval(null);
      if (!remove || removal === null || inFlight.current) return;
      const { item, slotId } = removal;
      const requestId = crypto.randomUUID();
      send(() =>
        worker.updateQuantity({
          requestId,
          slug,
          line: { quantity: 0, cart_item_slot_id: slotId },
          label: item.name,
        }),
      );
    },
    [removal, send, slug],
  );

  return useMemo(
    () => ({
      quantity: (itemId: number) => stepperQuantity({ itemId, lines, pending }),
      canStep: (item: StepperItem, direction: 1 | -1) => changeFor(item, direction) !== null,
      step,
      busy,
      confirming: removal?.item ?? null,
      answerRemoval,
    }),
    [lines, pending, changeFor, step, busy, removal, answerRemoval],
  );
}

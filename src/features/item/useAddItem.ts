/**
 * The popup's Add (spec 1 §4 'Add to cart: only one request at a time', §5 item options): checks
 * the options and shows every problem in one toast; otherwise adds the line through the outbox
 * (src/features/cart/addToCart.ts tells the customer how it went). While a request is out, further
 * presses do nothing.
 */
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { MenuItemDetailsResponse } from '@/api/menuItemDetails';
import { CART_PATH } from '@/app/paths';
import {
  cartOptionsPayload,
  modifierToast,
  validateModifiers,
  VALIDATION_TOAST_MS,
  type ModifierSelection,
} from '@/domain/modifierValidation';
import { addToCart } from '@/features/cart/addToCart';
import { showToast } from '@/ui/notify';

/** cart_item_slot_id -1: a new line (spec 1 §7 MenuItemDetails, ManageCart add_to_order). */
const NEW_LINE = -1;

export function useAddItem(input: {
  slug: string;
  /** null while the options load: there is nothing to add yet. */
  details: MenuItemDetailsResponse | null;
  onAdded: () => void;
}): { busy: boolean; add: (selection: ModifierSelection, quantity: number) => Promise<void> } {
  const { slug, details, onAdded } = input;
  const navigate = useNavigate();
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);

  async function add(selection: ModifierSelection, quantity: number): Promise<void> {
    if (details === null || inFlight.current) return;
    const problems = modifierToast(validateModifiers(details.options, selection));
    if (problems !== null) {
      showToast({ message: problems, tone: 'error', durationMs: VALIDATION_TOAST_MS });
      return;
    }
    inFlight.current = true;
    setBusy(true);
    try {
      const outcome = await addToCart({
        requestId: crypto.randomUUID(),
        slug,
        item: {
          menu_item_id: details.item_id,
          quantity,
          options: cartOptionsPayload(details.options, selection),
          cart_item_slot_id: NEW_LINE,
        },
        label: details.name,
        goToCart: () => void navigate(CART_PATH),
      });
      if (outcome !== 'refused') onAdded();
    } catch (error) {
      // A throw is a bug (the worker returns failures as values); let the customer try again.
      console.error('addToCart threw', error);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  return { busy, add };
}

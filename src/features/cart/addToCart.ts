/**
 * Adds a line to the cart through the worker's outbox and tells the customer (spec 1 §4 'Add to
 * cart'): 'Added to Cart' with the item's name under it and 'Proceed to Cart', for 10 s once the
 * server has it; offline, a note that it is saved and will be sent (the badge already counts it).
 * Refusals are toasted by the worker. Callers keep one request at a time by awaiting this before
 * allowing another.
 */
import type { CartItemPayload } from '@/api/manageCart';
import { worker } from '@/app/workerClient';
import { QUEUED_OFFLINE } from '@/domain/cartMessages';
import { ADDED_TO_CART, PROCEED_TO_CART, SNACKBAR_MS } from '@/domain/messages';
import { showSnackbar } from '@/ui/notify';

export type AddOutcome = 'sent' | 'queued' | 'refused';

export async function addToCart(input: {
  /** Made in the tap's handler: one gesture, one request id. */
  requestId: string;
  slug: string;
  item: CartItemPayload;
  label: string;
  goToCart: () => void;
}): Promise<AddOutcome> {
  const result = await worker.addToCart({
    requestId: input.requestId,
    slug: input.slug,
    item: input.item,
    label: input.label,
  });
  if (!result.ok) return 'refused';
  if (result.data.state === 'sent') {
    showSnackbar({
      key: 'cart',
      message: ADDED_TO_CART,
      detail: input.label,
      action: { label: PROCEED_TO_CART, onClick: input.goToCart },
      durationMs: SNACKBAR_MS,
    });
    return 'sent';
  }
  showSnackbar({ key: 'cart', message: QUEUED_OFFLINE, durationMs: SNACKBAR_MS });
  return 'queued';
}

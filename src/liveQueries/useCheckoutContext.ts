import type { CheckoutContextRow } from '@worker/db/rows';
import { liveResult, type LiveResult } from './liveResult';
import { useWorkerQuery } from './useWorkerQuery';

/** What load_checkout last said about slug's cart (menu, customer, merchant); null before any. */
export function useCheckoutContext(slug: string): LiveResult<CheckoutContextRow> {
  return liveResult(useWorkerQuery('checkoutContext', slug));
}

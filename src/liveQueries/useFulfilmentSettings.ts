import type { DeliveryAddressState, FulfilmentRow, FulfilmentSettingsRow } from '@worker/db/rows';
import { liveResult, type LiveResult } from './liveResult';
import { useWorkerQuery } from './useWorkerQuery';

export type { DeliveryAddressState, FulfilmentRow, FulfilmentSettingsRow };

/**
 * The fulfilment type settings of a menu's store (spec 1 §3 'Fulfilment type settings'), as the
 * last Merchant answer gave them; empty before the first load. Ordered by code: callers order them
 * by the merchant's fulfilment list.
 */
export function useFulfilmentSettings(slug: string): LiveResult<FulfilmentSettingsRow[]> {
  return liveResult(useWorkerQuery('fulfilmentSettings', slug));
}

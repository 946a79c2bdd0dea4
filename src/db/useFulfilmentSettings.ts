import { useLiveQuery } from 'dexie-react-hooks';
import type { DeliveryAddressState, FulfilmentRow, FulfilmentSettingsRow } from './database';
import { db } from './db';
import { liveResult, type LiveResult } from './liveResult';

export type { DeliveryAddressState, FulfilmentRow, FulfilmentSettingsRow };

/**
 * The fulfilment type settings of a menu's store (spec 1 §3 'Fulfilment type settings'), as the
 * last Merchant answer gave them; empty before the first load. Ordered by code: callers order them
 * by the merchant's fulfilment list.
 */
export function useFulfilmentSettings(slug: string): LiveResult<FulfilmentSettingsRow[]> {
  return liveResult(
    useLiveQuery(() => db.fulfilmentSettings.where('slug').equals(slug).toArray(), [slug]),
  );
}

import { useLiveQuery } from 'dexie-react-hooks';
import type { CustomerRow } from './database';
import { db } from './db';
import { GUEST_CUSTOMER } from './defaults';
import { queryCustomer } from './queries';

/** The held customer; the guest (id 0, status 0) until one is stored and while loading. */
export function useCustomer(): CustomerRow {
  return useLiveQuery(() => queryCustomer(db), [], GUEST_CUSTOMER);
}

import type { CustomerRow } from '@worker/db/rows';
import { GUEST_CUSTOMER } from './defaults';
import { useWorkerQuery } from './useWorkerQuery';

/** The held customer; the guest (id 0, status 0) until one is stored and while loading. */
export function useCustomer(): CustomerRow {
  return useWorkerQuery('customer') ?? GUEST_CUSTOMER;
}

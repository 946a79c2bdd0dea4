import type { CustomerRow } from '@worker/db/rows';

/** Nobody: id 0, status 0 (spec 1 §4 'resets the customer to id 0, status 0'). */
export const GUEST_CUSTOMER: CustomerRow = Object.freeze({
  key: 'current',
  id: 0,
  status: 0,
  name: '',
  email: '',
});

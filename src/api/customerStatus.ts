/**
 * The customer's `status` on the wire and in the customers table (spec 1 §4 'Customer flags
 * derived from status'). The page reads flags from it (src/domain/roles.ts); the server stores it
 * and answers with it. Its own module, without zod, so both read it without the schemas.
 */
export const CUSTOMER_STATUS = { member: 1, guest: 2, kiosk: 3, staff: 8, test: 9 } as const;

export type CustomerStatus = (typeof CUSTOMER_STATUS)[keyof typeof CUSTOMER_STATUS];

/**
 * Customer flags derived from the server's id and status (spec 1 §4 'Customer flags', §6).
 * The flags overlap on purpose: staff and test users also count as members, and a signed-in
 * customer with status 2 is still a guest.
 */
import { CUSTOMER_STATUS } from '../api/customerStatus';

export type CustomerIdentity = { id: number; status: number };

export type CustomerFlags = {
  isLoggedIn: boolean;
  isMember: boolean;
  isGuest: boolean;
  isKiosk: boolean;
  isStaff: boolean;
  isTest: boolean;
};

/** What an AUTH answer or 'Session expired' resets the customer to (spec 1 §4 'Customer state'). */
export const SIGNED_OUT_CUSTOMER: CustomerIdentity = { id: 0, status: 0 };

const MEMBER_STATUSES: readonly number[] = [
  CUSTOMER_STATUS.member,
  CUSTOMER_STATUS.staff,
  CUSTOMER_STATUS.test,
];

/** 'isLoggedIn (id above 0)'. */
export function isLoggedIn(customer: CustomerIdentity): boolean {
  return customer.id > 0;
}

/** 'isMember (status 1, 8 or 9)'. */
export function isMember(customer: CustomerIdentity): boolean {
  return MEMBER_STATUSES.includes(customer.status);
}

/** 'isGuest (id 0 or status 2)'. */
export function isGuest(customer: CustomerIdentity): boolean {
  return customer.id === 0 || customer.status === CUSTOMER_STATUS.guest;
}

/** 'isKiosk (status 3)'. */
export function isKiosk(customer: CustomerIdentity): boolean {
  return customer.status === CUSTOMER_STATUS.kiosk;
}

/** 'isStaff (status 8)'. */
export function isStaff(customer: CustomerIdentity): boolean {
  return customer.status === CUSTOMER_STATUS.staff;
}

/** 'isTest (status 9)'. */
export function isTest(customer: CustomerIdentity): boolean {
  return customer.status === CUSTOMER_STATUS.test;
}

export function customerFlags(customer: CustomerIdentity): CustomerFlags {
  return {
    isLoggedIn: isLoggedIn(customer),
    isMember: isMember(customer),
    isGuest: isGuest(customer),
    isKiosk: isKiosk(customer),
    isStaff: isStaff(customer),
    isTest: isTest(customer),
  };
}

/** 'Only logged-in members get history and favourites' (spec 1 §6). */
export function canUseHistory(customer: CustomerIdentity): boolean {
  return isLoggedIn(customer) && isMember(customer);
}

/** 'Kiosk and staff modes turn browser autofill off' on the address fields (spec 1 §2.6). */
export function autofillOff(customer: CustomerIdentity): boolean {
  return isKiosk(customer) || isStaff(customer);
}

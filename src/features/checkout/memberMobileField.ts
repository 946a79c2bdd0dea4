import { memberNeedsMobile, type DetailsRole } from '@/domain/checkoutDetails';

/** A member's new-mobile field (§5.2); call only once the phone metadata is here. */
export const memberMobileField = (role: DetailsRole, storedMobile: string, country: string) =>
  role === 'member' && memberNeedsMobile(storedMobile, country);

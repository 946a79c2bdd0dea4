/**
 * The checkout's details block (spec 2 §2.2 block 2, §5.1, §5.2, §6): who is ordering decides the
 * title and which fields are required. Each rule returns the spec's words; the screen toasts the
 * first failure for 6 s and scrolls to the top (§5.3). The server checks an order's details with
 * the same `detailsErrors` and answers with the first message.
 */
import { isValidEmail } from './email';
import { isMobileBlank, mobileError } from './phone';
import { isKiosk, isLoggedIn, isMember, isStaff, type CustomerIdentity } from './roles';

/** 'Minimum name length 2' (spec 2 §9). */
export const MIN_NAME_LENGTH = 2;

export const NAME_REQUIRED = 'Enter your name for the order';
export const EMAIL_REQUIRED = 'Enter your email address for your receipt';
export const EMAIL_INVALID = 'Enter a valid email address';

/** Sign-in placeholders that do not name a person (spec 2 §5.2 'such as Apple User or Google User'). */
export const PLACEHOLDER_NAMES = ['Apple User', 'Google User'] as const;

/** 'Enter your real name for the order ("{value}" will not help identify this order as yours)' */
export function placeholderNameText(value: string): string {
  return `Enter your real name for the order ("${value}" will not help identify this order as yours)`;
}

/** Whose checkout this is, for the details block (spec 2 §6). */
export type DetailsRole = 'guest' | 'member' | 'kiosk' | 'staff';

/** Staff and kiosk first (both may also count as members); a signed-in member; else a guest. */
export function detailsRole(customer: CustomerIdentity): DetailsRole {
  if (isStaff(customer)) return 'staff';
  if (isKiosk(customer)) return 'kiosk';
  if (isLoggedIn(customer) && isMember(customer)) return 'member';
  return 'guest';
}

/**
 * The block's title: 'Staff Order for Customer' for staff, 'Your Details' for kiosk, 'Welcome back'
 * for members. The spec names none for guests; they get 'Your Details' too.
 */
export function detailsTitle(role: DetailsRole): string {
  if (role === 'staff') return 'Staff Order for Customer';
  if (role === 'member') return 'Welcome back';
  return 'Your Details';
}

export type DetailsField = 'name' | 'email' | 'mobile';
export type DetailsError = { field: DetailsField; message: string };

/** What a guest, kiosk or staff checkout typed (spec 2 §3 'Guest fields'). */
export type GuestDetails = { name: string; email: string; mobile: string; country: string };

/** Whether the brand shows the email and mobile fields ('or when the field is hidden'). */
export type DetailsFieldsShown = { email: boolean; mobile: boolean };

/**
 * §5.1, for guests, kiosk and staff: name of 2+ characters; email required for guests and valid;
 * mobile of 7+ characters and valid. Email and mobile are optional for kiosk and staff and when
 * hidden; an optional field left empty passes, one filled in must still be valid.
 */
export function guestDetailsErrors(
  role: Exclude<DetailsRole, 'member'>,
  details: GuestDetails,
  shown: DetailsFieldsShown,
): DetailsError[] {
  const errors: DetailsError[] = [];
  const required = role === 'guest';
  if (details.name.trim().length < MIN_NAME_LENGTH) {
    errors.push({ field: 'name', message: NAME_REQUIRED });
  }
  if (shown.email) {
    const email = details.email.trim();
    if (email === '') {
      if (required) errors.push({ field: 'email', message: EMAIL_REQUIRED });
    } else if (!isValidEmail(email)) {
      errors.push({ field: 'email', message: EMAIL_INVALID });
    }
  }
  if (shown.mobile && (required || !isMobileBlank(details.mobile))) {
    const message = mobileError(details.mobile, details.country);
    if (message !== null) errors.push({ field: 'mobile', message });
  }
  return errors;
}

export function isPlaceholderName(name: string): boolean {
  const value = name.trim().toLowerCase();
  return PLACEHOLDER_NAMES.some((placeholder) => placeholder.toLowerCase() === value);
}

/** §5.2 'A new name is required when the stored name is empty, under 2 characters, or a placeholder'. */
export function memberNeedsName(storedName: string): boolean {
  return storedName.trim().length < MIN_NAME_LENGTH || isPlaceholderName(storedName);
}

/** The member's new-mobile field shows when the stored mobile is missing or not a valid mobile. */
export function memberNeedsMobile(storedMobile: string, country: string): boolean {
  return mobileError(storedMobile, country) !== null;
}

export type MemberDetails = {
  storedName: string;
  storedMobile: string;
  /** name_new: asked for only when memberNeedsName. */
  nameNew: string;
  /** mobile_new: asked for only when the field is present. */
  mobileNew: string;
  country: string;
  mobileFieldShown: boolean;
};

/** §5.2: a missing or placeholder name needs a real new one; a present mobile field, a valid mobile. */
export function memberDetailsErrors(details: MemberDetails): DetailsError[] {
  const errors: DetailsError[] = [];
  if (memberNeedsName(details.storedName)) {
    const typed = details.nameNew.trim();
    if (isPlaceholderName(typed)) {
      errors.push({ field: 'name', message: placeholderNameText(typed) });
    } else if (typed === '' && isPlaceholderName(details.storedName)) {
      errors.push({ field: 'name', message: placeholderNameText(details.storedName.trim()) });
    } else if (typed.length < MIN_NAME_LENGTH) {
      errors.push({ field: 'name', message: NAME_REQUIRED });
    }
  }
  if (details.mobileFieldShown) {
    const message = mobileError(details.mobileNew, details.country);
    if (message !== null) errors.push({ field: 'mobile', message });
  }
  return errors;
}

/** What the details rule checks: the details a guest, kiosk or staff member typed, or a member's. */
export type DetailsToCheck =
  | { role: Exclude<DetailsRole, 'member'>; details: GuestDetails; shown: DetailsFieldsShown }
  | { role: 'member'; details: MemberDetails };

/**
 * The details rule of §5.1 and §5.2, for the page before Place Order and for the server before it
 * prices the order: the failures in the order the fields appear, none when the details will do.
 * The mobile rules read the phone metadata: await loadPhoneMetadata() first.
 */
export function detailsErrors(check: DetailsToCheck): DetailsError[] {
  return check.role === 'member'
    ? memberDetailsErrors(check.details)
    : guestDetailsErrors(check.role, check.details, check.shown);
}

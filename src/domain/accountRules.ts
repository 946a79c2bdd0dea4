/**
 * The account area's rules (spec 3 §5 'Validation rules', §6 'Roles', §2 Profile and Sign-in):
 * field checks for sign-in, sign-up, profile, password and PIN, the profile's title, and what the
 * sign-in screen is called. Pure: the client shows the messages under the fields, the server
 * checks the same rules again before it writes.
 *
 * Mobile checks read libphonenumber-js's metadata: callers await loadPhoneMetadata() first.
 */
import {
  ENTER_VALID_EMAIL,
  ENTER_VALID_PHONE,
  ENTER_YOUR_NAME,
  FIELD_REQUIRED,
  KIOSK_SIGN_IN_LABEL,
  NAME_MIN_TEXT,
  PASSWORD_MIN_TEXT,
  ACCOUNT_PHRASES,
} from './signInMessages';
import { CUSTOMER_STATUS } from '../api/customerStatus';
import { isPlaceholderName } from './checkoutDetails';
import { isValidEmail } from './email';
import { isMobileBlank, isValidMobile } from './phone';
import { isKiosk, isLoggedIn, isStaff, isTest, type CustomerIdentity } from './roles';
import { STAFF_BOARD_PATH, staffSignInDestination, type DevicePayments } from './staffDevice';

/** 'Password minimum 6; profile name minimum 3; PIN 6 digits' (§9). */
export const PASSWORD_MIN_LENGTH = 6;
export const PROFILE_NAME_MIN_LENGTH = 3;
export const PIN_LENGTH = 6;

/** Sign-up's countries (§2 'country (Australia or New Zealand)'). */
export const SIGN_UP_COUNTRIES = [
  { code: 'AU', name: 'Australia' },
  { code: 'NZ', name: 'New Zealand' },
] as const;
export type SignUpCountry = (typeof SIGN_UP_COUNTRIES)[number]['code'];

/** 'state/territory (ACT, NSW, NT, QLD, SA, TAS, VIC, WA; only for Australia)'. */
export const AU_STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const;

/** 'default country AU, default state WA' (§1). */
export const DEFAULT_SIGN_UP_COUNTRY: SignUpCountry = 'AU';
export const DEFAULT_SIGN_UP_STATE = 'WA';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** 'Required fields show 'This field is required''. */
function required(value: string): string | null {
  return value.trim() === '' ? FIELD_REQUIRED : null;
}

/** Profile and sign-up name: required, placeholders count as empty, at least 3 characters. */
export function nameError(name: string): string | null {
  if (isPlaceholderName(name)) return ENTER_YOUR_NAME;
  return required(name) ?? (name.trim().length < PROFILE_NAME_MIN_LENGTH ? NAME_MIN_TEXT : null);
}

export function emailError(email: string): string | null {
  return required(email) ?? (isValidEmail(email) ? null : ENTER_VALID_EMAIL);
}

/** A password that is set or changed: required, at least 6. */
export function newPasswordError(password: string): string | null {
  return required(password) ?? (password.length < PASSWORD_MIN_LENGTH ? PASSWORD_MIN_TEXT : null);
}

/** 'a valid international number' (needs the phone metadata). */
export function mobileFieldError(mobile: string, country: string): string | null {
  if (isMobileBlank(mobile)) return FIELD_REQUIRED;
  return isValidMobile(mobile, country) ? null : ENTER_VALID_PHONE;
}

/** 'PIN 6 digits, leading zeros allowed'. */
export function isValidPin(pin: string): boolean {
  return new RegExp(`^\\d{${PIN_LENGTH}}$`).test(pin);
}

export function pinError(pin: string): string | null {
  return required(pin) ?? (isValidPin(pin) ? null : ACCOUNT_PHRASES.pinFormat);
}

/** 'state required only for Australia'. */
export function stateRequired(country: string): boolean {
  return country.trim().toUpperCase() === 'AU';
}

export type SignInMethod = 'email' | 'mobile';

export type SignInFields = {
  method: SignInMethod;
  email: string;
  password: string;
  mobile: string;
  country: string;
  pin: string;
};

/** Sign-in: required fields; the password is not held to the minimum (an old one may be shorter). */
export function signInErrors(
  fields: SignInFields,
): FieldErrors<'email' | 'password' | 'mobile' | 'pin'> {
  const errors: FieldErrors<'email' | 'password' | 'mobile' | 'pin'> = {};
  if (fields.method === 'email') {
    const email = emailError(fields.email);
    if (email) errors.email = email;
    const password = required(fields.password);
    if (password) errors.password = password;
  } else {
    const mobile = mobileFieldError(fields.mobile, fields.country);
    if (mobile) errors.mobile = mobile;
    const pin = pinError(fields.pin);
    if (pin) errors.pin = pin;
  }
  return errors;
}

export type SignUpFields = {
  name: string;
  email: string;
  mobile: string;
  /** The mobile's country (the phone field's picker). */
  mobileCountry: string;
  password1: string;
  password2: string;
  country: string;
  state: string;
};

export type SignUpField = 'name' | 'email' | 'mobile' | 'password1' | 'password2' | 'state';

/**
 * Sign-up: name, email, password (min 6) and its confirmation, state for Australia. The mobile is
 * optional at sign-up (a PIN needs one later) but checked when typed.
 */
export function signUpErrors(fields: SignUpFields): FieldErrors<SignUpField> {
  const errors: FieldErrors<SignUpField> = {};
  const name = nameError(fields.name);
  if (name) errors.name = name;
  const email = emailError(fields.email);
  if (email) errors.email = email;
  if (!isMobileBlank(fields.mobile) && !isValidMobile(fields.mobile, fields.mobileCountry)) {
    errors.mobile = ENTER_VALID_PHONE;
  }
  const password1 = newPasswordError(fields.password1);
  if (password1) errors.password1 = password1;
  const password2 = required(fields.password2);
  if (password2) errors.password2 = password2;
  else if (!password1 && fields.password1 !== fields.password2) {
    errors.password2 = ACCOUNT_PHRASES.passwordsDoNotMatch;
  }
  if (stateRequired(fields.country)) {
    if (!(AU_STATES as readonly string[]).includes(fields.state)) errors.state = FIELD_REQUIRED;
  }
  return errors;
}

/** 'Forgot: email validity, or mobile required.' */
export function forgotErrors(input: {
  loginType: SignInMethod;
  email: string;
  mobile: string;
}): FieldErrors<'email' | 'mobile'> {
  if (input.loginType === 'email') {
    const email = emailError(input.email);
    return email ? { email } : {};
  }
  return isMobileBlank(input.mobile) ? { mobile: FIELD_REQUIRED } : {};
}

/**
 * 'Change password: current_password required; new_password required, at least 6;
 * confirm_new_password required.' Whether the confirmation matches is the server's to say.
 */
export function changePasswordErrors(input: {
  current: string;
  next: string;
  confirm: string;
}): FieldErrors<'current' | 'next' | 'confirm'> {
  const errors: FieldErrors<'current' | 'next' | 'confirm'> = {};
  const current = required(input.current);
  if (current) errors.current = current;
  const next = newPasswordError(input.next);
  if (next) errors.next = next;
  const confirm = required(input.confirm);
  if (confirm) errors.confirm = confirm;
  return errors;
}

/** 'Reset password: new_password required and min 6; confirm required.' */
export function resetPasswordErrors(input: {
  next: string;
  confirm: string;
}): FieldErrors<'next' | 'confirm'> {
  const errors: FieldErrors<'next' | 'confirm'> = {};
  const next = newPasswordError(input.next);
  if (next) errors.next = next;
  const confirm = required(input.confirm);
  if (confirm) errors.confirm = confirm;
  return errors;
}

/**
 * 'Change PIN: 6 digits, leading zeros allowed; current PIN only if a PIN exists; whether new and
 * confirm match is checked by the server.'
 */
export function changePinErrors(input: {
  hasPin: boolean;
  current: string;
  next: string;
  confirm: string;
}): FieldErrors<'current' | 'next' | 'confirm'> {
  const errors: FieldErrors<'current' | 'next' | 'confirm'> = {};
  if (input.hasPin) {
    const current = pinError(input.current);
    if (current) errors.current = current;
  }
  const next = pinError(input.next);
  if (next) errors.next = next;
  const confirm = pinError(input.confirm);
  if (confirm) errors.confirm = confirm;
  return errors;
}

/** 'Birthday (dd/mm)': a day that exists in that month (29/02 included). */
export function isValidBirthday(value: string): boolean {
  const match = /^(\d{2})\/(\d{2})$/.exec(value);
  if (!match) return false;
  const day = Number(match[1]);
  const month = Number(match[2]);
  const days = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  return days !== undefined && day >= 1 && day <= days;
}

/** 'Birthday is locked once set.' */
export function birthdayLocked(stored: string): boolean {
  return stored.trim() !== '';
}

/** 'Email is locked when a social account is connected.' */
export function emailLocked(connections: { apple: boolean; google: boolean }): boolean {
  return connections.apple || connections.google;
}

export type ProfileFields = {
  name: string;
  email: string;
  mobile: string;
  country: string;
  birthday: string;
};

export type ProfileField = 'name' | 'email' | 'mobile' | 'birthday';

/**
 * The profile's Save Changes (§5 'Profile'): name, email and mobile required and valid; a birthday,
 * when given, is dd/mm.
 */
export function profileErrors(fields: ProfileFields): FieldErrors<ProfileField> {
  const errors: FieldErrors<ProfileField> = {};
  const name = nameError(fields.name);
  if (name) errors.name = name;
  const email = emailError(fields.email);
  if (email) errors.email = email;
  const mobile = mobileFieldError(fields.mobile, fields.country);
  if (mobile) errors.mobile = mobile;
  if (fields.birthday.trim() !== '' && !isValidBirthday(fields.birthday.trim())) {
    errors.birthday = ACCOUNT_PHRASES.birthdayInvalid;
  }
  return errors;
}

/** 'Titled My Account, Guest Account, Kiosk Account, Staff Account or Test Account' (§2 Profile). */
export function accountTitle(customer: CustomerIdentity): string {
  if (isKiosk(customer)) return 'Kiosk Account';
  if (isStaff(customer)) return 'Staff Account';
  if (isTest(customer)) return 'Test Account';
  if (!isLoggedIn(customer) || customer.status === CUSTOMER_STATUS.guest) return 'Guest Account';
  return 'My Account';
}

/** The sign-in screen's heading: 'Labelled 'Kiosk or Merchant Sign In' on kiosk or POS devices'. */
export function signInHeading(appMode: 'PERSONAL' | 'KIOSK' | 'POS', signUp: boolean): string {
  if (appMode !== 'PERSONAL') return KIOSK_SIGN_IN_LABEL;
  return signUp ? 'Sign Up' : 'Sign In';
}

/** §6: kiosk and staff 'do not see Leave Feedback, Delete Account'. */
export function canDeleteAccount(customer: CustomerIdentity): boolean {
  return isLoggedIn(customer) && !isKiosk(customer) && !isStaff(customer);
}

/** A PIN typed on the numpad: digits only, at most 6, leading zeros kept. */
export function pinAfterKey(pin: string, key: string): string {
  if (key === 'back') return pin.slice(0, -1);
  if (key === 'clear') return '';
  if (!/^\d$/.test(key) || pin.length >= PIN_LENGTH) return pin;
  return pin + key;
}

/**
 * Where sign-in goes (spec 3 §4 'Sign-in outcome'): the eftpos screen for a kiosk or staff login
 * with Linkly enabled; else the menu named in the answer; else the next/from location (same-origin
 * paths only, already checked by signInReturnPath); else where the sign-in alias was for
 * (/cart/login → /cart); else home. Staff skip the pairing on a device that takes no payments
 * and otherwise land on their order board (src/domain/staffDevice.ts).
 */
export function signInDestination(input: {
  answer: {
    status: number;
    menu_name: string;
    eftpos: { is_eftpos_enabled: 0 | 1; eftpos_provider: string };
  };
  returnPath: string | null;
  aliasReturn: string | null;
  /** This device's payments setting; 'unset' when not given. */
  devicePayments?: DevicePayments;
}): string {
  const { answer } = input;
  const linklyEnabled =
    answer.eftpos.is_eftpos_enabled === 1 &&
    answer.eftpos.eftpos_provider.toUpperCase() === 'LINKLY';
  if (answer.status === CUSTOMER_STATUS.staff) {
    const to = staffSignInDestination({
      linklyEnabled,
      devicePayments: input.devicePayments ?? 'unset',
    });
    return to === STAFF_BOARD_PATH ? (input.returnPath ?? input.aliasReturn ?? to) : to;
  }
  if (answer.status === CUSTOMER_STATUS.kiosk && linklyEnabled) return '/eftpos/linkly';
  if (answer.menu_name.trim() !== '') return `/menu/${encodeURIComponent(answer.menu_name.trim())}`;
  return input.returnPath ?? input.aliasReturn ?? '/';
}

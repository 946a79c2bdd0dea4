/**
 * The words of spec 3 for the account area (§2, §5, §8), word for word, and the phrases the server
 * answers for sign-in and reset (ours where the spec shows none). Views, worker and server use these
 * constants, so a test can hold each sentence to the spec.
 */

/** 'Error {code}, please try again. If the problem continues, please log out and log back in again.' */
/** TP1 is spec 1 §8's 'Third-party login failure' (ThirdPartyUser, the session-in-URL login). */
export type AccountRetryCode =
  'LI1' | 'LI3' | 'LI4' | 'LIC3' | 'LIC4' | 'LO1' | 'GA1' | 'AA1' | 'TP1';

export function accountRetryText(code: AccountRetryCode): string {
  return `Error ${code}, please try again. If the problem continues, please log out and log back in again.`;
}

// ---- Spec 3 §8 ----
export const SESSION_EXPIRED_SIGN_IN = 'Session expired, sign in to try again';
export const ERROR_PLEASE_TRY_AGAIN = 'Error, please try again';
export const ERROR_PLEASE_TRY_AGAIN_2 = 'Error, please try again (2)';
export const ACCOUNT_UPDATED = 'Account updated';
export const PASSWORD_UPDATED = 'Password updated';
export const PIN_UPDATED = 'PIN updated';
export const REQUEST_SENT = 'Your request has been sent';
export const LOGGING_OUT = 'Logging out ...';
/** Ours (not a spec phrase): the 2 s pause after signing in, before moving on (spec 1 §4). */
export const SIGNED_IN_MOVING_ON = 'Signed in. Just a moment...';
export const KIOSK_SIGN_IN_LABEL = 'Kiosk or Merchant Sign In';
export const PIN_NEEDS_MOBILE =
  'A mobile phone number is required to set up your PIN. Add your mobile phone number in My Account.';
export const APPLE_INSUFFICIENT_DATA =
  'Insufficient data from Apple to log you in. Access to your Name and Email address are required.';
export const GOOGLE_UNKNOWN_RESPONSE = 'Unknown response from Google.';

/** 'Login result: ...' on a URL login the server refused. */
export function urlLoginResultText(message: string): string {
  return `Login result: ${message}`;
}
/** 'Error logging in: ...' on a URL login that failed on the way. */
export function urlLoginErrorText(message: string): string {
  return `Error logging in: ${message}`;
}

// ---- Spec 3 §5 (field messages) ----
export const FIELD_REQUIRED = 'This field is required';
export const NAME_MIN_TEXT = 'Has to be at least 3 characters long';
export const PASSWORD_MIN_TEXT = 'Has to be at least 6 characters long';
export const ENTER_YOUR_NAME = 'Enter your name';
export const ENTER_VALID_EMAIL = 'Enter a valid email address';
export const ENTER_VALID_PHONE = 'Enter a valid phone number';

// ---- The server's phrases (the spec shows none; ours) ----
export const ACCOUNT_PHRASES = {
  wrongEmailOrPassword: 'Incorrect email address or password',
  wrongMobileOrPin: 'Incorrect mobile number or PIN',
  tooManyAttempts: 'Too many failed attempts. Please wait 15 minutes and try again.',
  emailTaken: 'An account with this email address already exists. Sign in or reset your password.',
  mobileTaken: 'An account with this mobile number already exists. Sign in or reset your PIN.',
  passwordsDoNotMatch: 'The passwords do not match',
  pinsDoNotMatch: 'The PINs do not match',
  pinFormat: 'PIN must be 6 digits',
  wrongCurrentPassword: 'Your current password is incorrect',
  wrongCurrentPin: 'Your current PIN is incorrect',
  noPasswordSet: 'This account has no password yet: use Forgot Password to set one',
  resetLinkInvalid: 'This reset link is invalid or has expired. Request a new one.',
  loginLinkInvalid: 'This sign-in link is invalid or has expired.',
  unsupportedMethod: 'This sign-in method is not available',
  accountRequired: 'Account required',
  forgotSent: 'If an account matches, we have sent you a message with the next steps.',
  birthdayLocked: 'Your birthday cannot be changed once set',
  birthdayInvalid: 'Enter your birthday as dd/mm',
  emailLocked: 'Your email address is managed by your Apple or Google sign-in',
  accountClosed: 'This account has been closed',
} as const;

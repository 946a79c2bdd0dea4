/**
 * The customer's details on an order (spec 2 §5.1, §5.2, §6): a guest gives a name of 2 or more
 * characters, a valid email and a mobile of 7 or more; kiosk and staff (the session's customer has
 * status 3 or 8) give a name, email and mobile being optional; a member supplies a name only when
 * the stored one is missing, too short or a placeholder, and a new mobile only when changing it.
 * Pure; the server answers with the spec's §5.1 texts.
 */
import { SERVER_PHRASES } from '@domain/serverPhrases';

export const MIN_NAME_LENGTH = 2;
export const MIN_MOBILE_LENGTH = 7;

/** Spec 1 §4 customer statuses. */
export const KIOSK_STATUS = 3;
export const STAFF_STATUS = 8;

export type Caller =
  | { kind: 'guest' }
  | { kind: 'kiosk' | 'staff' }
  | { kind: 'member'; name: string; email: string; mobile: string };

export type DetailsInput = {
  name: string;
  nameNew: string;
  email: string;
  mobile: string;
  mobileNew: string;
};

export type Contact = { name: string; email: string; mobile: string };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PLACEHOLDER_NAMES = /^(apple|google|facebook) user$/i;

/** 'Enter your real name for the order ("Apple User" will not help identify this order as yours)' */
export function realNameMessage(value: string): string {
  return `Enter your real name for the order ("${value}" will not help identify this order as yours)`;
}

export function checkDetails(
  caller: Caller,
  input: DetailsInput,
): { ok: true; contact: Contact } | { ok: false; message: string } {
  const trim = (text: string) => text.trim();
  if (caller.kind === 'member') {
    const stored = trim(caller.name);
    const needsName = stored.length < MIN_NAME_LENGTH || PLACEHOLDER_NAMES.test(stored);
    const name = needsName ? trim(input.nameNew) || trim(input.name) : stored;
    if (name.length < MIN_NAME_LENGTH) return { ok: false, message: SERVER_PHRASES.nameRequired };
    if (PLACEHOLDER_NAMES.test(name)) return { ok: false, message: realNameMessage(name) };
    const mobileNew = trim(input.mobileNew);
    if (mobileNew !== '' && mobileNew.length < MIN_MOBILE_LENGTH)
      return { ok: false, message: SERVER_PHRASES.mobileRequired };
    return { ok: true, contact: { name, email: caller.email, mobile: mobileNew || caller.mobile } };
  }

  const name = trim(input.name) || trim(input.nameNew);
  const email = trim(input.email);
  const mobile = trim(input.mobile) || trim(input.mobileNew);
  const optional = caller.kind !== 'guest';
  if (name.length < MIN_NAME_LENGTH) return { ok: false, message: SERVER_PHRASES.nameRequired };
  if (email === '' && !optional) return { ok: false, message: SERVER_PHRASES.emailRequired };
  if (email !== '' && !EMAIL.test(email))
    return { ok: false, message: SERVER_PHRASES.emailInvalid };
  if (!optional && mobile.length < MIN_MOBILE_LENGTH)
    return { ok: false, message: SERVER_PHRASES.mobileRequired };
  if (optional && mobile !== '' && mobile.length < MIN_MOBILE_LENGTH)
    return { ok: false, message: SERVER_PHRASES.mobileRequired };
  return { ok: true, contact: { name, email, mobile } };
}

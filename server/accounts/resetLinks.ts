/**
 * The words and links of the reset messages ForgotLogin sends. Links point at PUBLIC_URL (the app's
 * public origin, e.g. https://order.figandolive.example) when set, else they are paths on the
 * app's own origin. The origin is never taken from the request: a forged Host or Origin header
 * must not be able to send a customer's reset link elsewhere.
 */
import { randomInt } from 'node:crypto';

const publicOrigin = (process.env.PUBLIC_URL ?? '').replace(/\/+$/, '');

export function resetLink(customerId: number, token: string): string {
  return `${publicOrigin}/account/reset?ri=${customerId}&ra=${encodeURIComponent(token)}`;
}

export function resetEmail(input: { brandName: string; name: string; link: string }): {
  subject: string;
  body: string;
} {
  return {
    subject: `${input.brandName}: reset your password`,
    body: [
      `Hi ${input.name || 'there'},`,
      '',
      'Someone asked to reset the password of your account. To choose a new one, open this link',
      `within an hour (it works once): ${input.link}`,
      '',
      'If it was not you, ignore this message: your password stays as it is.',
    ].join('\n'),
  };
}

/** A 6-digit PIN, leading zeros possible. */
export function temporaryPin(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export function pinSms(input: { brandName: string; pin: string }): string {
  return `${input.brandName}: your temporary PIN is ${input.pin}. It works for one hour; set your own PIN in My Account.`;
}

/** The email verification link: GET, answered by server/http/emailVerification.ts. */
export function verifyLink(customerId: number, token: string): string {
  return `${publicOrigin}/api/verify-email?vi=${customerId}&va=${encodeURIComponent(token)}`;
}

export function verifyEmail(input: { brandName: string; name: string; link: string }): {
  subject: string;
  body: string;
} {
  return {
    subject: `${input.brandName}: confirm your email address`,
    body: [
      `Hi ${input.name || 'there'},`,
      '',
      'To confirm this is your email address, open this link within an hour (it works once):',
      input.link,
      '',
      'Until you do, Apple and Google sign-in cannot be connected to your account.',
      'If you did not sign up, ignore this message.',
    ].join('\n'),
  };
}

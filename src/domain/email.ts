/**
 * Whether text reads as an email address (spec 2 §5.1, spec 3 §5 'Enter a valid email address'):
 * something@something.something, without spaces. Loose on purpose: the receipt that reaches the
 * mailbox is the real proof, and a stricter pattern turns away addresses that work.
 */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

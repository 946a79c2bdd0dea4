/**
 * Spec 3 §2 Withdraw: 'Button disabled when transferable balance is 0 or less, or while
 * withdrawing.' Offline too: a withdrawal is never queued.
 */
export function withdrawEnabled(input: {
  /** balance_transferable, in cents. */
  transferable: number;
  withdrawing: boolean;
  online: boolean;
}): boolean {
  return input.transferable > 0 && !input.withdrawing && input.online;
}

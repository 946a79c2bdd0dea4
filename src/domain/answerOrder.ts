/**
 * Which cart answer may be stored (the checkout pricing race): every ManageCart call that writes
 * the cart takes a ticket when it is sent, in send order, and its answer is stored only if no
 * answer to a later-sent call (or a later local write, such as Cancel Order) is stored already.
 * So an older load_checkout answered after a newer update_checkout is dropped instead of putting
 * the older order, and its older totals, back on the screen.
 */

/** The last ticket handed out and the ticket of the answer (or local write) last stored. */
export type AnswerOrder = { sent: number; applied: number };

export const NO_ANSWERS: AnswerOrder = { sent: 0, applied: 0 };

/** The ticket for a call about to be sent, and the order after handing it out. */
export function sendTicket(order: AnswerOrder): { ticket: number; order: AnswerOrder } {
  const ticket = order.sent + 1;
  return { ticket, order: { ...order, sent: ticket } };
}

/** The order after storing the answer to `ticket`, or null when a later one is stored already. */
export function acceptAnswer(order: AnswerOrder, ticket: number): AnswerOrder | null {
  if (ticket <= order.applied) return null;
  return { sent: Math.max(order.sent, ticket), applied: ticket };
}

/** A local write (the cart cleared here): newer than every answer to a call already sent. */
export function localWrite(order: AnswerOrder): AnswerOrder {
  const ticket = order.sent + 1;
  return { sent: ticket, applied: ticket };
}

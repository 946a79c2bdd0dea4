/**
 * The send order of cart calls in Dexie (appState 'cartAnswerOrder'; rules in
 * src/domain/answerOrder.ts). Shared by every tab's worker, since they share the cart row.
 */
import {
  acceptAnswer,
  localWrite,
  NO_ANSWERS,
  sendTicket,
  type AnswerOrder,
} from '@/domain/answerOrder';
import { readAppState, writeAppState } from '@worker/db/appState';
import type { DocketDatabase } from '@worker/db/database';

const read = async (db: DocketDatabase): Promise<AnswerOrder> =>
  (await readAppState(db, 'cartAnswerOrder')) ?? NO_ANSWERS;

/** The ticket for a ManageCart call about to be sent; pass it to applyCartAnswer. */
export function takeCartTicket(db: DocketDatabase): Promise<number> {
  return db.transaction('rw', [db.appState], async () => {
    const { ticket, order } = sendTicket(await read(db));
    await writeAppState(db, 'cartAnswerOrder', order);
    return ticket;
  });
}

/**
 * Whether the answer to `ticket` may be stored (nothing sent later is stored yet), recording it
 * as stored when so. Call inside the transaction that stores it (over appState).
 */
export async function claimCartAnswer(db: DocketDatabase, ticket: number): Promise<boolean> {
  const next = acceptAnswer(await read(db), ticket);
  if (next === null) return false;
  await writeAppState(db, 'cartAnswerOrder', next);
  return true;
}

/** The cart was changed here (cleared): answers to calls already out are older. Inside a transaction over appState. */
export async function markLocalCartWrite(db: DocketDatabase): Promise<void> {
  await writeAppState(db, 'cartAnswerOrder', localWrite(await read(db)));
}

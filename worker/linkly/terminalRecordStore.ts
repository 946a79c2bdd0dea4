/**
 * The last terminal transaction's row (Dexie `terminalTransaction`, key 'current'; the popup reads
 * it through the live query 'terminalTransaction'). Every change goes through `moveRecord`, which
 * refuses a move src/domain/terminalRecord.ts forbids: that would be a bug, so it throws.
 */
import { canMove, type TerminalState } from '@/domain/terminalRecord';
import type { DocketDatabase } from '@worker/db/database';
import type { TerminalTransactionRow } from '@worker/db/rows';

export type TerminalRecord = TerminalTransactionRow;

export async function readRecord(db: DocketDatabase): Promise<TerminalRecord | null> {
  return (await db.terminalTransaction.get('current')) ?? null;
}

/** Starts a new record, replacing a finished one (the caller has checked it is finished). */
export async function startRecord(db: DocketDatabase, record: TerminalRecord): Promise<void> {
  await db.terminalTransaction.put(record);
}

export type RecordChange = Partial<Pick<TerminalRecord, 'prompt' | 'message' | 'orderId'>> & {
  state: TerminalState;
};

/** Moves the record for `sessionId` to a new state; null when it is no longer the current one. */
export async function moveRecord(
  db: DocketDatabase,
  sessionId: string,
  change: RecordChange,
  now: number,
): Promise<TerminalRecord | null> {
  return db.transaction('rw', db.terminalTransaction, async () => {
    const current = await db.terminalTransaction.get('current');
    if (current === undefined || current.sessionId !== sessionId) return null;
    if (!canMove(current.state, change.state)) {
      throw new Error(`terminal record: ${current.state} may not become ${change.state}`);
    }
    const next: TerminalRecord = { ...current, ...change, updatedAt: now };
    await db.terminalTransaction.put(next);
    return next;
  });
}

/**
 * Shows the pad's prompt on the record for `sessionId` while its purchase is on the pad ('sending'
 * or 'polling'); false when the record has moved on (a prompt heard late never undoes an ending).
 */
export async function promptRecord(
  db: DocketDatabase,
  sessionId: string,
  prompt: string,
  now: number,
): Promise<boolean> {
  const hex = (id: string) => id.toLowerCase().replaceAll('-', '');
  return db.transaction('rw', db.terminalTransaction, async () => {
    const current = await db.terminalTransaction.get('current');
    if (current === undefined || hex(current.sessionId) !== hex(sessionId)) return false;
    if (current.state !== 'sending' && current.state !== 'polling') return false;
    if (current.prompt === prompt) return false;
    await db.terminalTransaction.put({ ...current, prompt, updatedAt: now });
    return true;
  });
}

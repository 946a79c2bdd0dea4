/**
 * The terminal's reads for the kiosk pages (issue 16): whether this device's pinpad is paired and
 * the last terminal transaction's progress. The pinpad's secret and token never leave the worker:
 * the page learns only that a secret is stored.
 *
 * The tables are the terminal part's (Dexie version 8: `pinpad`, `terminalTransaction`); read by
 * name so that a database opened before that version answers 'nothing stored'.
 */
import type { TerminalState } from '@/domain/terminalPopup';
import type { DocketDatabase } from './database';

/** What the checkout's popup and the pairing screen need of the kept transaction. */
export type TerminalProgressRow = {
  state: TerminalState;
  prompt?: string;
  message?: string;
  orderId?: number;
  amountCents: number;
  updatedAt: number;
};

function table(db: DocketDatabase, name: string) {
  return db.tables.find((candidate) => candidate.name === name) ?? null;
}

/** A pinpad secret is stored on this device (spec 3 §4 'no secret is stored'). */
export async function queryPinpadPaired(db: DocketDatabase): Promise<boolean> {
  const pinpad = table(db, 'pinpad');
  if (pinpad === null) return false;
  const row = (await pinpad.get('current')) as { secret?: unknown } | undefined;
  return typeof row?.secret === 'string' && row.secret !== '';
}

/** The last terminal transaction (the spec's transaction cookie), without its session ids. */
export async function queryTerminalProgress(
  db: DocketDatabase,
): Promise<TerminalProgressRow | null> {
  const transactions = table(db, 'terminalTransaction');
  if (transactions === null) return null;
  const row = (await transactions.get('current')) as TerminalProgressRow | undefined;
  if (row === undefined) return null;
  const { state, prompt, message, orderId, amountCents, updatedAt } = row;
  return { state, prompt, message, orderId, amountCents, updatedAt };
}

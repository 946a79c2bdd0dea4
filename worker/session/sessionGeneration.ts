/**
 * The session generation in Dexie (appState 'sessionGeneration', 0 when never moved on). Sign-out,
 * an AUTH answer and the kiosk reset start a new one, so outbox rows made under the old session
 * are never sent, or applied, under the next.
 */
import type { DocketDatabase } from '@worker/db/database';
import { readAppState, writeAppState } from '@worker/db/appState';

export async function currentGeneration(db: DocketDatabase): Promise<number> {
  return (await readAppState(db, 'sessionGeneration')) ?? 0;
}

/** Call inside a transaction over appState (and whatever else the reset clears). */
export async function startNewGeneration(db: DocketDatabase): Promise<number> {
  const next = (await currentGeneration(db)) + 1;
  await writeAppState(db, 'sessionGeneration', next);
  return next;
}

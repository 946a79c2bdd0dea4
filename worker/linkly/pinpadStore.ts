/**
 * The paired pinpad's row (Dexie `pinpad`, key 'current'): secret, token and its expiry, the POS
 * id. Only this worker reads it; the page learns only whether a pad is paired (`pinpadStatus`).
 */
import type { DocketDatabase } from '@worker/db/database';
import type { PinpadRow } from '@worker/db/rows';

export async function readPinpad(db: DocketDatabase): Promise<PinpadRow | null> {
  return (await db.pinpad.get('current')) ?? null;
}

export async function writePinpad(db: DocketDatabase, row: Omit<PinpadRow, 'key'>): Promise<void> {
  await db.pinpad.put({ key: 'current', ...row });
}

/** Forgets the token only (a 401 from the POS API): the next call asks for a new one. */
export async function dropToken(db: DocketDatabase): Promise<void> {
  await db.pinpad.update('current', { token: '', tokenExpiresAt: 0 });
}

export async function forgetPinpadRow(db: DocketDatabase): Promise<void> {
  await db.pinpad.delete('current');
}

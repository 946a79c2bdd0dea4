/**
 * a saved card's vault token is multi-use, so sent as a one-time card nonce it
 * would charge the member's card for whoever sent it. A multi-use token pays only for the
 * signed-in member whose saved card it is (server/accounts/savedCard.ts); anyone else is refused
 * before any charge.
 */
import type { Kysely } from 'kysely';
import { savedCardOf } from '../accounts/savedCard';
import type { Database } from '../db/schema';
import type { NonceCheck } from '../payments/types';
import { MESSAGES } from '../protocol/messages';
import type { Caller } from './customerDetails';

/** The refusal for a multi-use token that is not the caller's own saved card; null otherwise. */
export async function foreignTokenRefusal(
  db: Kysely<Database>,
  input: { check: NonceCheck; nonce: string; caller: Caller & { customerId: number } },
): Promise<string | null> {
  if (!input.check.ok || !input.check.multiUse) return null;
  const own =
    input.caller.kind === 'member' ? await savedCardOf(db, input.caller.customerId) : null;
  return own !== null && own.token === input.nonce ? null : MESSAGES.savedCardNotYours;
}

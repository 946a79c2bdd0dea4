/**
 * The seam to Apple and Google sign-in (issue 15 part 4, which writes server/accounts/thirdParty.ts
 * with `signInWithThirdParty`). Until that lands, Login answers methods apple and google with the
 * unsupported-method message, and no account counts as socially connected. Part 4 wires its
 * module here (two lines) and nothing else in part 1 changes.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { ActionContext, RequestFields } from '../protocol/context';

export type ThirdPartyMethod = 'apple' | 'google';

/** The customer a provider's payload signs in as, or the spec's failure message. */
export type ThirdPartyOutcome = { ok: true; customerId: number } | { ok: false; message: string };

export type ThirdPartySignIn = (
  ctx: ActionContext,
  method: ThirdPartyMethod,
  fields: RequestFields,
) => Promise<ThirdPartyOutcome>;

/** Part 4 replaces this with its signInWithThirdParty. */
export const thirdPartySignIn: ThirdPartySignIn | null = null;

/** Whether the customer signed in with Apple or Google (locks the profile's email). */
export async function socialConnections(
  _db: Kysely<Database>,
  _customerId: number,
): Promise<{ apple: boolean; google: boolean }> {
  return Promise.resolve({ apple: false, google: false });
}

/**
 * Apple and Google sign-in as the account actions use it: Login signs in the customer that
 * server/accounts/thirdParty.ts verified, and the profile locks the email of a customer with a
 * connected provider.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { connectedProviders } from './thirdParty';

/** Whether the customer signed in with Apple or Google (locks the profile's email). */
export async function socialConnections(
  db: Kysely<Database>,
  customerId: number,
): Promise<{ apple: boolean; google: boolean }> {
  const connected = await connectedProviders(db, customerId);
  return { apple: connected.is_apple_connected === 1, google: connected.is_google_connected === 1 };
}

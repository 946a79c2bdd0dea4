/**
 * Whether a customer has proved their email (account pre-takeover): anyone can sign
 * up with someone else's address, so Apple or Google sign-in is linked to an existing account only
 * once its email is verified. Proof is a link sent through the message outbox (at sign-up and on
 * an email change), a password reset by the mailed link, or a provider's verified email on an
 * account it created.
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { ActionContext } from '../protocol/context';
import { emailCustomer } from './outbox';
import { verifyEmail, verifyLink } from './resetLinks';
import { issueToken } from './tokens';

export async function sendVerificationLink(
  ctx: ActionContext,
  customer: { id: number; name: string; email: string },
): Promise<void> {
  const token = await issueToken(ctx, customer.id, 'verify');
  const mail = verifyEmail({
    brandName: ctx.brand.name,
    name: customer.name,
    link: verifyLink(customer.id, token),
  });
  await emailCustomer(ctx, customer.email, mail);
}

/** Uses a verification link once: true when it was the customer's, unused and unexpired. */
export async function confirmEmail(
  db: Kysely<Database>,
  input: { customerId: number; token: string; now: Date },
): Promise<boolean> {
  if (input.token === '' || !(input.customerId > 0)) return false;
  return db.transaction().execute(async (trx) => {
    const used = await trx
      .updateTable('reset_tokens')
      .set({ used_at: input.now })
      .where('customer_id', '=', input.customerId)
      .where('purpose', '=', 'verify')
      .where('token_hash', '=', createHash('sha256').update(input.token).digest('hex'))
      .where('used_at', 'is', null)
      .where('expires_at', '>', input.now)
      .returning('id')
      .executeTakeFirst();
    if (!used) return false;
    await trx
      .updateTable('customers')
      .set({ email_verified_at: input.now })
      .where('id', '=', input.customerId)
      .execute();
    return true;
  });
}

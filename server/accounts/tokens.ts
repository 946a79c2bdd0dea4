/**
 * One-time tokens: password reset links and the session-in-URL login. The token is 32
 * random bytes (base64url) handed to the customer once; only its SHA-256 is stored (a fast hash is
 * enough for a secret that long). It is valid for an hour and consumed by one atomic update, so two
 * uses racing each other cannot both succeed.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { ActionContext } from '../protocol/context';

export const TOKEN_LIFETIME_MS = 60 * 60_000;

/** 'verify': the email verification link. */
export type TokenPurpose = 'reset' | 'login' | 'verify';

function digest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function issueToken(
  ctx: ActionContext,
  customerId: number,
  purpose: TokenPurpose,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  // A new link revokes the older unused ones of its kind: only the latest works.
  await ctx.db
    .updateTable('reset_tokens')
    .set({ used_at: ctx.now })
    .where('brand_id', '=', ctx.brand.id)
    .where('customer_id', '=', customerId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
  await ctx.db
    .insertInto('reset_tokens')
    .values({
      brand_id: ctx.brand.id,
      customer_id: customerId,
      purpose,
      token_hash: digest(token),
      expires_at: new Date(ctx.now.getTime() + TOKEN_LIFETIME_MS),
      created_at: ctx.now,
    })
    .execute();
  return token;
}

/** Uses the token once: true when it was this customer's, unused and unexpired. */
export async function consumeToken(
  ctx: ActionContext,
  input: { customerId: number; token: string; purpose: TokenPurpose },
): Promise<boolean> {
  if (input.token === '' || input.customerId <= 0) return false;
  const used = await ctx.db
    .updateTable('reset_tokens')
    .set({ used_at: ctx.now })
    .where('brand_id', '=', ctx.brand.id)
    .where('customer_id', '=', input.customerId)
    .where('purpose', '=', input.purpose)
    .where('token_hash', '=', digest(input.token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', ctx.now)
    .returning('id')
    .executeTakeFirst();
  return used !== undefined;
}

/**
 * Sign-in and sign-out move a device to a NEW session (a fixation defence): the SID a guest held
 * (perhaps one planted in a link) is deleted, never promoted, so whoever knew it learns nothing of
 * the member's session. The guest's open carts move to the member in the same transaction: a cart
 * for a menu the member has no open cart for changes owner; otherwise its lines join the member's
 * cart. Sign-out deletes the member's session and hands out a fresh guest one.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { ActionContext } from '../protocol/context';
import { newSid, untouchedGuestExpiry } from '../protocol/session';
import { signInLimitsOf } from './attempts';

/** `remember: false` ('Remember me' unticked): a session that ends within a day. */
function expiry(ctx: ActionContext, remember: boolean): Date {
  const minutes = remember
    ? ctx.brand.session_minutes
    : signInLimitsOf(ctx.brand.code).unrememberedSessionHours * 60;
  return new Date(ctx.now.getTime() + minutes * 60_000);
}

async function insertSession(
  db: Kysely<Database> | Transaction<Database>,
  ctx: ActionContext,
  customerId: number,
  remember = true,
): Promise<string> {
  const sid = newSid();
  await db
    .insertInto('sessions')
    .values({
      sid,
      brand_id: ctx.brand.id,
      customer_id: customerId,
      created_at: ctx.now,
      // The guest session sign-out hands out lives a day until used.
      expires_at:
        customerId === 0
          ? untouchedGuestExpiry(ctx.now, ctx.brand.session_minutes)
          : expiry(ctx, remember),
      remember,
    })
    .execute();
  return sid;
}

async function moveGuestCarts(
  trx: Transaction<Database>,
  ctx: ActionContext,
  customerId: number,
): Promise<void> {
  const guestOwner = `session:${ctx.session.sid}`;
  const memberOwner = `customer:${customerId}`;
  const guestCarts = await trx
    .selectFrom('carts')
    .select(['id', 'menu_id'])
    .where('brand_id', '=', ctx.brand.id)
    .where('owner', '=', guestOwner)
    .where('status', '=', 'open')
    .forUpdate()
    .execute();
  for (const cart of guestCarts) {
    const memberCart = await trx
      .selectFrom('carts')
      .select('id')
      .where('brand_id', '=', ctx.brand.id)
      .where('owner', '=', memberOwner)
      .where('menu_id', '=', cart.menu_id)
      .where('status', '=', 'open')
      .forUpdate()
      .executeTakeFirst();
    if (memberCart) {
      await trx
        .updateTable('cart_items')
        .set({ cart_id: memberCart.id })
        .where('cart_id', '=', cart.id)
        .execute();
      await trx.deleteFrom('carts').where('id', '=', cart.id).execute();
      await trx
        .updateTable('carts')
        .set({ updated_at: ctx.now })
        .where('id', '=', memberCart.id)
        .execute();
    } else {
      await trx
        .updateTable('carts')
        .set({ owner: memberOwner, customer_id: customerId, updated_at: ctx.now })
        .where('id', '=', cart.id)
        .execute();
    }
  }
}

/**
 * Signs the caller in as `customerId`: a new session bound to the customer, the guest's carts
 * moved, the caller's old session deleted. Returns the new SID for the answer's envelope.
 */
export async function startCustomerSession(
  ctx: ActionContext,
  customerId: number,
  remember = true,
): Promise<string> {
  const sid = await ctx.db.transaction().execute(async (trx) => {
    const fresh = await insertSession(trx, ctx, customerId, remember);
    if (ctx.session.customerId === 0) await moveGuestCarts(trx, ctx, customerId);
    await trx
      .deleteFrom('sessions')
      .where('sid', '=', ctx.session.sid)
      .where('brand_id', '=', ctx.brand.id)
      .execute();
    return fresh;
  });
  ctx.hot.forgetSession(ctx.brand.id, ctx.session.sid);
  ctx.hot.carts.forget(`${ctx.brand.id}:session:${ctx.session.sid}:`);
  ctx.hot.carts.forget(`${ctx.brand.id}:customer:${customerId}:`);
  return sid;
}

/** Ends the caller's session (sign-out, a closed account) and returns a fresh guest SID. */
export async function endSession(ctx: ActionContext): Promise<string> {
  const sid = await ctx.db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('sessions')
      .where('sid', '=', ctx.session.sid)
      .where('brand_id', '=', ctx.brand.id)
      .execute();
    return insertSession(trx, ctx, 0);
  });
  ctx.hot.forgetSession(ctx.brand.id, ctx.session.sid);
  return sid;
}

/** Ends every session of a customer but the caller's (a password reset or change). */
export async function endOtherSessions(ctx: ActionContext, customerId: number): Promise<void> {
  const ended = await ctx.db
    .deleteFrom('sessions')
    .where('brand_id', '=', ctx.brand.id)
    .where('customer_id', '=', customerId)
    .where('sid', '<>', ctx.session.sid)
    .returning('sid')
    .execute();
  for (const row of ended) ctx.hot.forgetSession(ctx.brand.id, row.sid);
}

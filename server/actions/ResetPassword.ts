/**
 * RequestAction ResetPassword (spec 3 §7): user_id (ri) and reset_auth (ra) from the mailed link,
 * the new password twice. The token works once and for an hour; a success ends every session of
 * the account ('Reset-password success signs the customer out state', spec 3 §4).
 */
import { ACCOUNT_PHRASES, PASSWORD_UPDATED } from '@domain/signInMessages';
import { resetPasswordErrors } from '@domain/accountRules';
import { hashSecret } from '../accounts/secrets';
import { consumeToken } from '../accounts/tokens';
import { idField } from '../cart/parse';
import { whenHasherFree } from '../accounts/signIn';
import { fail, succeed, type ActionHandler } from '../protocol/context';

const resetPassword: ActionHandler<'ResetPassword'> = async (ctx, fields) => {
  const next = fields.new_password ?? '';
  const confirm = fields.confirm_password ?? '';
  const first = Object.values(resetPasswordErrors({ next, confirm }))[0];
  if (first) return fail(first);
  if (next !== confirm) return fail(ACCOUNT_PHRASES.passwordsDoNotMatch);
  const customerId = idField(fields, 'user_id');
  if (customerId === null) return fail(ACCOUNT_PHRASES.resetLinkInvalid);
  const hash = await hashSecret(next);
  const done = await ctx.db.transaction().execute(async (trx) => {
    const used = await consumeToken(
      { ...ctx, db: trx },
      { customerId, token: fields.reset_auth ?? '', purpose: 'reset' },
    );
    if (!used) return false;
    await trx
      .updateTable('customers')
      // The link came by email, so the email is proved.
      .set({ password_hash: hash, email_verified_at: ctx.now })
      .where('id', '=', customerId)
      .where('brand_id', '=', ctx.brand.id)
      .execute();
    const ended = await trx
      .deleteFrom('sessions')
      .where('brand_id', '=', ctx.brand.id)
      .where('customer_id', '=', customerId)
      .returning('sid')
      .execute();
    for (const row of ended) ctx.hot.forgetSession(ctx.brand.id, row.sid);
    return true;
  });
  return done ? succeed({ message: PASSWORD_UPDATED }) : fail(ACCOUNT_PHRASES.resetLinkInvalid);
};

export const ResetPassword: ActionHandler<'ResetPassword'> = (ctx, fields) =>
  whenHasherFree(() => resetPassword(ctx, fields));

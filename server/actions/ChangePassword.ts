/**
 * RequestAction ChangePassword (spec 3 §7): the current password (checked within the attempt
 * limits), the new one (min 6) and its confirmation. The customer's other sessions end; this one
 * stays signed in.
 */
import { ACCOUNT_PHRASES, PASSWORD_UPDATED } from '@domain/signInMessages';
import { changePasswordErrors } from '@domain/accountRules';
import { findCustomer } from '../accounts/customers';
import { hashSecret } from '../accounts/secrets';
import { endOtherSessions } from '../accounts/sessions';
import { checkCurrentPassword, whenHasherFree } from '../accounts/signIn';
import { fail, succeed, type ActionHandler } from '../protocol/context';

const changePassword: ActionHandler<'ChangePassword'> = async (ctx, fields) => {
  const customer = await findCustomer(ctx, ctx.session.customerId);
  if (!customer) return fail(ACCOUNT_PHRASES.accountRequired);
  const current = fields.current_password ?? '';
  const next = fields.new_password ?? '';
  const confirm = fields.confirm_password ?? '';
  const first = Object.values(changePasswordErrors({ current, next, confirm }))[0];
  if (first) return fail(first);
  if (next !== confirm) return fail(ACCOUNT_PHRASES.passwordsDoNotMatch);
  if (customer.password_hash === null) return fail(ACCOUNT_PHRASES.noPasswordSet);
  const check = await checkCurrentPassword(ctx, customer, current);
  if (!check.ok) return fail(check.message);
  await ctx.db
    .updateTable('customers')
    .set({ password_hash: await hashSecret(next) })
    .where('id', '=', customer.id)
    .execute();
  await endOtherSessions(ctx, customer.id);
  return succeed({ message: PASSWORD_UPDATED });
};

export const ChangePassword: ActionHandler<'ChangePassword'> = (ctx, fields) =>
  whenHasherFree(() => changePassword(ctx, fields));

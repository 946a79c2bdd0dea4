/**
 * RequestAction ChangePin (spec 3 §7, §2 'Change PIN'): a mobile number is needed first; the
 * current PIN only when one exists (checked within the attempt limits); new and confirm are 6
 * digits, leading zeros kept, and must match (the server's check). Answers the customer.
 */
import { ACCOUNT_PHRASES, PIN_NEEDS_MOBILE, PIN_UPDATED } from '@domain/signInMessages';
import { changePinErrors } from '@domain/accountRules';
import { accountCustomer, findCustomer } from '../accounts/customers';
import { hashSecret } from '../accounts/secrets';
import { checkSecret, whenHasherFree } from '../accounts/signIn';
import { fail, succeed, type ActionHandler } from '../protocol/context';

const changePin: ActionHandler<'ChangePin'> = async (ctx, fields) => {
  const customer = await findCustomer(ctx, ctx.session.customerId);
  if (!customer) return fail(ACCOUNT_PHRASES.accountRequired);
  if (customer.mobile === '') return fail(PIN_NEEDS_MOBILE);
  const hasPin = customer.pin_hash !== null;
  const current = fields.old_pin ?? '';
  const next = fields.new_pin ?? '';
  const confirm = fields.confirm_pin ?? '';
  const first = Object.values(changePinErrors({ hasPin, current, next, confirm }))[0];
  if (first) return fail(first);
  if (next !== confirm) return fail(ACCOUNT_PHRASES.pinsDoNotMatch);
  if (hasPin) {
    const check = await checkSecret(ctx, {
      accountKey: `customer:${customer.id}`,
      customer,
      secret: current,
      hashes: (row) => [row.pin_hash],
      wrongMessage: ACCOUNT_PHRASES.wrongCurrentPin,
    });
    if (!check.ok) return fail(check.message);
  }
  const updated = await ctx.db
    .updateTable('customers')
    .set({
      pin_hash: await hashSecret(next),
      pin_is_temporary: false,
      temp_pin_hash: null,
      temp_pin_expires_at: null,
    })
    .where('id', '=', customer.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return succeed({ message: PIN_UPDATED, customer: await accountCustomer(ctx, updated) });
};

export const ChangePin: ActionHandler<'ChangePin'> = (ctx, fields) =>
  whenHasherFree(() => changePin(ctx, fields));

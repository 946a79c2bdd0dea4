/**
 * RequestAction CustomerAccount (spec 3 §7): the signed-in customer and the account settings
 * (spec 3 §3). A caller with no customer gets 'Account required'.
 */
import { ACCOUNT_PHRASES } from '@domain/signInMessages';
import { customerAccountAnswer, findCustomer } from '../accounts/customers';
import { fail, succeed, type ActionHandler } from '../protocol/context';

export const CustomerAccount: ActionHandler<'CustomerAccount'> = async (ctx) => {
  const customer = await findCustomer(ctx, ctx.session.customerId);
  if (!customer) return fail(ACCOUNT_PHRASES.accountRequired);
  return succeed(await customerAccountAnswer(ctx, customer));
};

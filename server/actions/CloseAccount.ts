/**
 * RequestAction CloseAccount (spec 3 §7): records the customer's request to delete the account
 * (staff act on it; orders must be kept for the store's records) and confirms it by email through
 * the message sender. Kiosk and staff logins cannot ask (spec 3 §6).
 */
import { ACCOUNT_PHRASES, REQUEST_SENT } from '@domain/signInMessages';
import { canDeleteAccount } from '@domain/accountRules';
import { findCustomer } from '../accounts/customers';
import { sandboxSender } from '../accounts/outbox';
import { fail, succeed, type ActionHandler } from '../protocol/context';

export const CloseAccount: ActionHandler<'CloseAccount'> = async (ctx) => {
  const customer = await findCustomer(ctx, ctx.session.customerId);
  if (!customer || !canDeleteAccount(customer)) return fail(ACCOUNT_PHRASES.accountRequired);
  if (customer.close_requested_at === null) {
    await ctx.db
      .updateTable('customers')
      .set({ close_requested_at: ctx.now })
      .where('id', '=', customer.id)
      .execute();
    if (customer.email !== '') {
      await sandboxSender(ctx.db, {
        brandId: ctx.brand.id,
        channel: 'email',
        recipient: customer.email,
        subject: `${ctx.brand.name}: account deletion request`,
        body: 'We have your request to delete your account and will confirm within 30 days.',
        at: ctx.now,
      });
    }
  }
  return succeed({ message: REQUEST_SENT });
};

/**
 * RequestAction ThirdPartyUser, method login (spec 1 §7: userid, usertoken, device fields, pn_data;
 * answers the customer with id and email): the session-in-URL login of spec 3 §4. The user's
 * one-time token (reset_tokens, purpose 'login') is consumed, and a NEW session is issued for the
 * customer; the sid a link carries is never adopted, so a planted link cannot fix a session.
 * pn_data is the native app's push registration; the web app registers push on its own (Push).
 */
import { ACCOUNT_PHRASES } from '@domain/signInMessages';
import { findCustomer } from '../accounts/customers';
import { completeSignIn } from '../accounts/signIn';
import { consumeToken } from '../accounts/tokens';
import { idField } from '../cart/parse';
import { fail, type ActionHandler } from '../protocol/context';

export const ThirdPartyUser: ActionHandler<'ThirdPartyUser'> = async (ctx, fields) => {
  if ((fields.method ?? 'login') !== 'login') return fail(ACCOUNT_PHRASES.unsupportedMethod);
  const customerId = idField(fields, 'userid');
  if (customerId === null) return fail(ACCOUNT_PHRASES.loginLinkInvalid);
  const used = await consumeToken(ctx, {
    customerId,
    token: fields.usertoken ?? '',
    purpose: 'login',
  });
  const customer = used ? await findCustomer(ctx, customerId) : undefined;
  if (!customer) return fail(ACCOUNT_PHRASES.loginLinkInvalid);
  return completeSignIn(ctx, customer);
};

/**
 * RequestAction Login (spec 3 §7): email + password, mobile + PIN, and Apple/Google (verified by
 * server/accounts/thirdParty.ts). The session-in-URL login is ThirdPartyUser. Every
 * success answers a NEW SID (server/accounts/sessions.ts). Failed checks count against the attempt
 * limits (server/accounts/attempts.ts). 'Remember me' unticked (remember_me 0) gives a session that
 * ends within a day.
 */
import { ACCOUNT_PHRASES } from '@domain/signInMessages';
import { isValidPin } from '@domain/accountRules';
import {
  findCustomer,
  findCustomerByEmail,
  findCustomerByMobile,
  normaliseMobile,
} from '../accounts/customers';
import { checkSecret, completeSignIn, remembers, whenHasherFree } from '../accounts/signIn';
import { signInWithThirdParty } from '../accounts/thirdParty';
import { fail, type ActionHandler } from '../protocol/context';

export const Login: ActionHandler<'Login'> = (ctx, fields) =>
  whenHasherFree(async () => {
    const method = fields.method ?? 'email';
    if (method === 'email') {
      const email = (fields.email ?? '').trim();
      const customer = await findCustomerByEmail(ctx, email);
      const check = await checkSecret(ctx, {
        accountKey: `email:${email}`,
        customer,
        secret: fields.password ?? '',
        hashes: (row) => [row.password_hash],
        wrongMessage: ACCOUNT_PHRASES.wrongEmailOrPassword,
      });
      if (!check.ok || !customer)
        return fail(check.ok ? ACCOUNT_PHRASES.wrongEmailOrPassword : check.message);
      return completeSignIn(ctx, customer, { remember: remembers(fields) });
    }
    if (method === 'mobile') {
      const mobile = await normaliseMobile(ctx, fields.mobile ?? '', fields.mobile_metadata ?? '');
      const pin = fields.pin ?? '';
      const customer = mobile === '' ? undefined : await findCustomerByMobile(ctx, mobile);
      const check = await checkSecret(ctx, {
        accountKey: `mobile:${mobile || (fields.mobile ?? '')}`,
        customer: isValidPin(pin) ? customer : undefined,
        secret: pin,
        hashes: (row) => [
          row.pin_hash,
          row.temp_pin_expires_at !== null && row.temp_pin_expires_at > ctx.now
            ? row.temp_pin_hash
            : null,
        ],
        wrongMessage: ACCOUNT_PHRASES.wrongMobileOrPin,
      });
      if (!check.ok || !customer)
        return fail(check.ok ? ACCOUNT_PHRASES.wrongMobileOrPin : check.message);
      if (check.matched === 1) {
        // The temporary PIN ForgotLogin sent: it becomes the PIN until the customer sets their own.
        await ctx.db
          .updateTable('customers')
          .set({
            pin_hash: customer.temp_pin_hash,
            pin_is_temporary: true,
            temp_pin_hash: null,
            temp_pin_expires_at: null,
          })
          .where('id', '=', customer.id)
          .execute();
      }
      return completeSignIn(ctx, customer, { remember: remembers(fields) });
    }
    if (method === 'apple' || method === 'google') {
      const outcome = await signInWithThirdParty(ctx, method, fields);
      if (!outcome.ok) return fail(outcome.message);
      const customer = await findCustomer(ctx, outcome.customer.id);
      return customer
        ? completeSignIn(ctx, customer, { remember: remembers(fields) })
        : fail(ACCOUNT_PHRASES.unsupportedMethod);
    }
    return fail(ACCOUNT_PHRASES.unsupportedMethod);
  });

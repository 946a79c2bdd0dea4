/**
 * RequestAction ForgotLogin (spec 3 §7): by email, a single-use reset link valid for an hour; by
 * mobile, a temporary PIN valid for an hour beside the current one. Both go through the message
 * sender (the sandbox outbox). The answer is the same whether or not an account matched, so the
 * form does not tell strangers who has an account. Requests count like failed sign-ins (10 per 15
 * minutes per email or mobile and per address), so the form cannot be used to flood an inbox.
 */
import { ACCOUNT_PHRASES } from '@domain/signInMessages';
import { forgotErrors } from '@domain/accountRules';
import { loadPhoneMetadata } from '@domain/phone';
import { overAttemptLimit, recordFailure } from '../accounts/attempts';
import { findCustomerByEmail, findCustomerByMobile, normaliseMobile } from '../accounts/customers';
import { emailCustomer, sandboxSender } from '../accounts/outbox';
import { pinSms, resetEmail, resetLink, temporaryPin } from '../accounts/resetLinks';
import { hashSecret } from '../accounts/secrets';
import { issueToken, TOKEN_LIFETIME_MS } from '../accounts/tokens';
import { whenHasherFree } from '../accounts/signIn';
import { fail, succeed, type ActionHandler } from '../protocol/context';

const forgotLogin: ActionHandler<'ForgotLogin'> = async (ctx, fields) => {
  await loadPhoneMetadata();
  const loginType = fields.login_type === 'mobile' ? 'mobile' : 'email';
  const errors = forgotErrors({
    loginType,
    email: fields.email ?? '',
    mobile: fields.mobile ?? '',
  });
  const first = Object.values(errors)[0];
  if (first) return fail(first);
  const sent = succeed({ message: ACCOUNT_PHRASES.forgotSent });
  const asked =
    loginType === 'email'
      ? (fields.email ?? '').trim().toLowerCase()
      : (fields.mobile ?? '').replace(/\D/g, '');
  const keys = { account: `forgot:${asked}`, address: `forgot:${ctx.address ?? ''}` };
  if (await overAttemptLimit(ctx, keys)) return fail(ACCOUNT_PHRASES.tooManyAttempts);
  await recordFailure(ctx, keys);

  if (loginType === 'email') {
    const customer = await findCustomerByEmail(ctx, fields.email ?? '');
    if (!customer) return sent;
    const token = await issueToken(ctx, customer.id, 'reset');
    const mail = resetEmail({
      brandName: ctx.brand.name,
      name: customer.name,
      link: resetLink(customer.id, token),
    });
    await emailCustomer(ctx, customer.email, mail);
    return sent;
  }

  const mobile = await normaliseMobile(ctx, fields.mobile ?? '', fields.mobile_metadata ?? '');
  const customer = mobile === '' ? undefined : await findCustomerByMobile(ctx, mobile);
  if (!customer) return sent;
  const pin = temporaryPin();
  await ctx.db
    .updateTable('customers')
    .set({
      temp_pin_hash: await hashSecret(pin),
      temp_pin_expires_at: new Date(ctx.now.getTime() + TOKEN_LIFETIME_MS),
    })
    .where('id', '=', customer.id)
    .execute();
  await sandboxSender(ctx.db, {
    brandId: ctx.brand.id,
    channel: 'sms',
    recipient: customer.mobile,
    subject: '',
    body: pinSms({ brandName: ctx.brand.name, pin }),
    at: ctx.now,
  });
  return sent;
};

export const ForgotLogin: ActionHandler<'ForgotLogin'> = (ctx, fields) =>
  whenHasherFree(() => forgotLogin(ctx, fields));

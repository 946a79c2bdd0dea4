/**
 * RequestAction Register (spec 3 §7): a new member from the sign-up form, checked by the same
 * rules as the screen (src/domain/accountRules.ts), then signed in with a new SID like Login.
 */
import { ACCOUNT_PHRASES } from '@domain/signInMessages';
import { signUpErrors } from '@domain/accountRules';
import { loadPhoneMetadata, metadataCountry } from '@domain/phone';
import { singleLine } from '@domain/singleLine';
import { CUSTOMER_STATUS } from '@api/customerStatus';
import { findCustomerByEmail, findCustomerByMobile, normaliseMobile } from '../accounts/customers';
import { sendVerificationLink } from '../accounts/emailVerification';
import { hashSecret } from '../accounts/secrets';
import { completeSignIn, whenHasherFree } from '../accounts/signIn';
import { fail, type ActionHandler } from '../protocol/context';

const register: ActionHandler<'Register'> = async (ctx, fields) => {
  await loadPhoneMetadata();
  const country = (fields.country_code ?? '').trim().toUpperCase() || ctx.brand.country_code;
  const input = {
    name: singleLine(fields.name ?? ''),
    email: (fields.email ?? '').trim(),
    mobile: fields.mobile ?? '',
    mobileCountry: metadataCountry(fields.mobile_metadata ?? '', country),
    password1: fields.password1 ?? '',
    password2: fields.password2 ?? '',
    country,
    state: country === 'AU' ? (fields.state ?? '').trim().toUpperCase() : '',
  };
  const errors = signUpErrors(input);
  const first = Object.entries(errors)[0];
  if (first) return fail(first[0] === 'state' ? `State: ${first[1]}` : first[1]);
  if (!['AU', 'NZ'].includes(country)) return fail('Choose Australia or New Zealand');

  if (await findCustomerByEmail(ctx, input.email)) return fail(ACCOUNT_PHRASES.emailTaken);
  const mobile = await normaliseMobile(ctx, input.mobile, fields.mobile_metadata ?? '');
  if (mobile !== '' && (await findCustomerByMobile(ctx, mobile))) {
    return fail(ACCOUNT_PHRASES.mobileTaken);
  }
  const passwordHash = await hashSecret(input.password1);
  const inserted = await ctx.db
    .insertInto('customers')
    .values({
      brand_id: ctx.brand.id,
      name: input.name,
      email: input.email,
      status: CUSTOMER_STATUS.member,
      password_hash: passwordHash,
      mobile,
      country_code: country,
      state: input.state,
    })
    // Two sign-ups racing for one email meet on customers_email_idx: the second is refused.
    .onConflict((conflict) => conflict.doNothing())
    .returningAll()
    .executeTakeFirst();
  if (!inserted) return fail(ACCOUNT_PHRASES.emailTaken);
  // Until its link is opened, Apple and Google sign-in will not link to this account.
  await sendVerificationLink(ctx, inserted);
  return completeSignIn(ctx, inserted);
};

export const Register: ActionHandler<'Register'> = (ctx, fields) =>
  whenHasherFree(() => register(ctx, fields));

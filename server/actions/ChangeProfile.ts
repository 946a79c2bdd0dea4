/**
 * RequestAction ChangeProfile (spec 3 §7, §5 'Profile'): name, email, mobile and birthday, checked
 * by the profile's rules. The email cannot change while Apple or Google sign-in is connected, nor
 * the birthday once set; an email or mobile another account holds is refused. A new email needs
 * the current password, ends the account's other sessions and is unverified until its link is
 * opened.
 */
import { ACCOUNT_PHRASES, ACCOUNT_UPDATED } from '@domain/signInMessages';
import { birthdayLocked, emailLocked, profileErrors } from '@domain/accountRules';
import { loadPhoneMetadata, metadataCountry } from '@domain/phone';
import { singleLine } from '@domain/singleLine';
import {
  accountCustomer,
  findCustomer,
  findCustomerByEmail,
  findCustomerByMobile,
  normaliseMobile,
} from '../accounts/customers';
import { endOtherSessions } from '../accounts/sessions';
import { checkCurrentPassword, whenHasherFree } from '../accounts/signIn';
import { socialConnections } from '../accounts/socialConnections';
import { sendVerificationLink } from '../accounts/emailVerification';
import { MESSAGES } from '../protocol/messages';
import { fail, succeed, type ActionHandler } from '../protocol/context';

const changeProfile: ActionHandler<'ChangeProfile'> = async (ctx, fields) => {
  const customer = await findCustomer(ctx, ctx.session.customerId);
  if (!customer) return fail(ACCOUNT_PHRASES.accountRequired);
  await loadPhoneMetadata();
  const input = {
    name: singleLine(fields.name ?? ''),
    email: (fields.email ?? '').trim(),
    mobile: fields.mobile ?? '',
    country: metadataCountry(fields.mobile_metadata ?? '', customer.country_code),
    birthday: (fields.birthday ?? '').trim(),
  };
  const first = Object.values(profileErrors(input))[0];
  if (first) return fail(first);

  const emailChanged = input.email.toLowerCase() !== customer.email.toLowerCase();
  if (emailChanged && emailLocked(await socialConnections(ctx.db, customer.id))) {
    return fail(ACCOUNT_PHRASES.emailLocked);
  }
  if (emailChanged) {
    const holder = await findCustomerByEmail(ctx, input.email);
    if (holder && holder.id !== customer.id) return fail(ACCOUNT_PHRASES.emailTaken);
    // With the forgot flow a new email is the account: a stolen session must not set it.
    if (customer.password_hash === null) return fail(ACCOUNT_PHRASES.noPasswordSet);
    const current = fields.current_password ?? '';
    if (current === '') return fail(MESSAGES.currentPasswordForEmail);
    const check = await checkCurrentPassword(ctx, customer, current);
    if (!check.ok) return fail(check.message);
  }
  if (birthdayLocked(customer.birthday) && input.birthday !== customer.birthday) {
    return fail(ACCOUNT_PHRASES.birthdayLocked);
  }
  const mobile = await normaliseMobile(ctx, input.mobile, fields.mobile_metadata ?? '');
  if (mobile !== customer.mobile) {
    const holder = await findCustomerByMobile(ctx, mobile);
    if (holder && holder.id !== customer.id) return fail(ACCOUNT_PHRASES.mobileTaken);
  }
  const updated = await ctx.db
    .updateTable('customers')
    .set({
      name: input.name,
      email: input.email,
      mobile,
      birthday: input.birthday,
      ...(emailChanged ? { email_verified_at: null } : {}),
      // A new number needs its own PIN: the old one was set for another phone.
      ...(mobile !== customer.mobile ? { pin_hash: null, pin_is_temporary: false } : {}),
    })
    .where('id', '=', customer.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  if (emailChanged) {
    await endOtherSessions(ctx, customer.id);
    await sendVerificationLink(ctx, updated);
  }
  return succeed({ message: ACCOUNT_UPDATED, customer: await accountCustomer(ctx, updated) });
};

export const ChangeProfile: ActionHandler<'ChangeProfile'> = (ctx, fields) =>
  whenHasherFree(() => changeProfile(ctx, fields));

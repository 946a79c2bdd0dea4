/**
 * RequestAction ChangeProfile (spec 3 §7, §5 'Profile'): name, email, mobile and birthday, checked
 * by the profile's rules. The email cannot change while Apple or Google sign-in is connected, nor
 * the birthday once set; an email or mobile another account holds is refused.
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
import { socialConnections } from '../accounts/socialConnections';
import { fail, succeed, type ActionHandler } from '../protocol/context';

export const ChangeProfile: ActionHandler<'ChangeProfile'> = async (ctx, fields) => {
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
      // A new number needs its own PIN: the old one was set for another phone.
      ...(mobile !== customer.mobile ? { pin_hash: null, pin_is_temporary: false } : {}),
    })
    .where('id', '=', customer.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return succeed({ message: ACCOUNT_UPDATED, customer: await accountCustomer(ctx, updated) });
};

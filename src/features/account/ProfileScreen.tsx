/**
 * /account (spec 3 §2 'Profile'): titled by role; Name, Email (locked when Apple or Google sign-in
 * is connected; a new one asks for the current password), Mobile, Birthday dd/mm (locked once set) and Save Changes ('Account updated');
 * the Account Balance block (Credit, Debit, Manage Funds); the push toggle's place (part 4); and
 * Delete Account, disabled once sent ('Your request has been sent' for 15 s) and again on failure.
 * It shows the profile Dexie holds, so it opens offline once seen; online it is fetched again.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { AccountRow } from '@worker/db/rows';
import { BRAND } from '@/app/brand';
import { useOnline } from '@/app/useOnline';
import { useWorkerCall } from '@/app/useWorkerCall';
import { worker } from '@/app/workerClient';
import { useAccount } from '@/liveQueries/useAccount';
import { useCustomer } from '@/liveQueries/useCustomer';
import { ACCOUNT_UPDATED, REQUEST_SENT } from '@/domain/signInMessages';
import {
  accountTitle,
  birthdayLocked,
  canDeleteAccount,
  emailLocked,
  profileErrors,
  type FieldErrors,
  type ProfileField,
} from '@/domain/accountRules';
import { standingErrors } from '@/domain/messageLifetime';
import { formatMoney } from '@/domain/money';
import { loadPhoneMetadata } from '@/domain/phone';
import { TextField } from '@/features/checkout/TextField';
import { markFirstScreenShown } from '@/ui/firstScreen';
import { AccountMobileField, EmailField, NameField, PasswordField } from './AccountFields';
import { AccountLoadState } from './AccountLoadState';
import { AccountNav } from './AccountNav';
import { ProfilePushSlot } from './ProfilePushSlot';
import { useMobileNumber } from './useMobileNumber';
import { firstError, useSubmitting } from './useSubmitting';
import '@/features/checkout/checkout.css';
import './identity.css';

/** Spec 3 §9: 'account deletion' toasts last 15 s. */
const DELETION_TOAST_MS = 15_000;

export function ProfileScreen() {
  const online = useOnline();
  const account = useAccount();
  const customer = useCustomer();
  const { state, retry } = useWorkerCall(online ? `account:${customer.id}` : null, () =>
    worker.loadAccount(),
  );
  const title = accountTitle(customer);
  const loaded = account !== undefined && account !== null && account.customer.id === customer.id;

  useEffect(() => {
    if (loaded) markFirstScreenShown();
  }, [loaded]);

  if (!loaded)
    return <AccountLoadState title={title} online={online} state={state} retry={retry} />;
  return (
    <main id="main" className="page identity-page identity-page--nav">
      <title>{`${title} · ${BRAND.name}`}</title>
      <h1>{title}</h1>
      <ProfileForm key={account.fetchedAt} account={account} />
      <BalanceBlock account={account} />
      <ProfilePushSlot />
      {/* Change Password and Logout are in the account navigation; the PIN is only here. */}
      <p className="identity-links">
        <Link to="/account/pin">Change PIN</Link>
      </p>
      {canDeleteAccount(customer) ? <DeleteAccount account={account} /> : null}
      <AccountNav />
    </main>
  );
}

function ProfileForm({ account }: { account: AccountRow }) {
  const { customer } = account;
  const [name, setName] = useState(customer.name);
  const [email, setEmail] = useState(customer.email);
  const number = useMobileNumber(customer.mobile, customer.country_code || 'AU');
  const { mobile, country } = number;
  const [birthday, setBirthday] = useState(customer.birthday);
  const [currentPassword, setCurrentPassword] = useState('');
  const emailChanged = email.trim().toLowerCase() !== customer.email.toLowerCase();
  const [errors, setErrors] = useState<FieldErrors<ProfileField>>({});
  const { busy, submit, succeeded } = useSubmitting();
  // An error under a field goes as soon as the field passes (after a Save found it).
  const shown =
    firstError(errors) === null
      ? errors
      : standingErrors(errors, profileErrors({ name, email, mobile, country, birthday }));
  const lockedEmail = emailLocked({
    apple: customer.is_apple_connected === 1,
    google: customer.is_google_connected === 1,
  });
  const lockedBirthday = birthdayLocked(customer.birthday);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    await loadPhoneMetadata();
    const found = profileErrors({ name, email, mobile, country, birthday });
    setErrors(found);
    if (firstError(found) !== null) return;
    const answer = await submit(() =>
      worker.updateProfile({
        name: name.trim(),
        email: email.trim(),
        mobile,
        mobile_metadata: number.metadata(),
        birthday: birthday.trim(),
        ...(emailChanged ? { current_password: currentPassword } : {}),
      }),
    );
    if (answer !== null) succeeded(ACCOUNT_UPDATED);
  };

  return (
    <form className="identity-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <NameField id="profile-name" value={name} error={shown.name} onChange={setName} />
      <EmailField
        id="profile-email"
        value={email}
        readOnly={lockedEmail}
        error={shown.email}
        onChange={setEmail}
      />
      {emailChanged ? (
        <PasswordField
          id="profile-current-password"
          label="Current Password"
          autoComplete="current-password"
          value={currentPassword}
          error={undefined}
          onChange={setCurrentPassword}
        />
      ) : null}
      <AccountMobileField
        id="profile-mobile"
        label="Mobile"
        number={number}
        error={shown.mobile}
        required
      />
      <TextField
        id="profile-birthday"
        label="Birthday (dd/mm)"
        inputMode="numeric"
        placeholder="dd/mm"
        maxLength={5}
        value={birthday}
        readOnly={lockedBirthday}
        error={shown.birthday ?? null}
        onChange={setBirthday}
      />
      <button type="submit" className="button button--primary" disabled={busy}>
        Save Changes
      </button>
    </form>
  );
}

function BalanceBlock({ account }: { account: AccountRow }) {
  const sign = account.account.currency_sign;
  return (
    <section className="identity-section" aria-labelledby="balance-title">
      <h2 id="balance-title">Account Balance</h2>
      <dl className="identity-balance">
        <dt>Credit</dt>
        <dd>{formatMoney(account.customer.balance, sign)}</dd>
        <dt>Debit</dt>
        <dd>{formatMoney(account.customer.balance_debit, sign)}</dd>
      </dl>
      <Link className="button" to="/account/managecard">
        Manage Funds
      </Link>
    </section>
  );
}

function DeleteAccount({ account }: { account: AccountRow }) {
  const [sent, setSent] = useState(account.customer.close_requested === 1);
  const { busy, submit, succeeded } = useSubmitting();
  const onDelete = async () => {
    setSent(true);
    const answer = await submit(() => worker.closeAccount());
    if (answer === null) {
      setSent(false);
      return;
    }
    succeeded(REQUEST_SENT, DELETION_TOAST_MS);
  };
  return (
    <section className="identity-section" aria-labelledby="delete-title">
      <h2 id="delete-title">Delete Account</h2>
      <p className="identity-notice">
        We will delete your account and your personal details within 30 days of your request.
      </p>
      <button
        type="button"
        className="button"
        disabled={sent || busy}
        onClick={() => void onDelete()}
      >
        Delete Account
      </button>
    </section>
  );
}

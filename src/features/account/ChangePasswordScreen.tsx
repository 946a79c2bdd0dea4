/**
 * /account/password and /account/reset when signed in (spec 3 §2 'Change password'): current,
 * new (min 6) and confirm, all checked on Save; the call is sent only if all pass. 'Password
 * updated' on success.
 */
import { useEffect } from 'react';
import { BRAND } from '@/app/brand';
import { worker } from '@/app/workerClient';
import { PASSWORD_UPDATED } from '@/domain/signInMessages';
import { changePasswordErrors } from '@/domain/accountRules';
import { TextField } from '@/features/checkout/TextField';
import { markFirstScreenShown } from '@/ui/firstScreen';
import { NewPasswordFields } from './AccountFields';
import { AccountNav } from './AccountNav';
import { useSecretChange } from './useSecretChange';
import '@/features/checkout/checkout.css';
import './identity.css';

export function ChangePasswordScreen() {
  const form = useSecretChange({
    check: changePasswordErrors,
    send: ({ current, next, confirm }) =>
      worker.changePassword({
        currentPassword: current,
        newPassword: next,
        confirmPassword: confirm,
      }),
    updated: PASSWORD_UPDATED,
  });

  useEffect(() => {
    markFirstScreenShown();
  }, []);

  return (
    <main id="main" className="page identity-page identity-page--nav">
      <title>{`Change Password · ${BRAND.name}`}</title>
      <h1>Change Password</h1>
      <form className="identity-form" noValidate onSubmit={form.onSubmit}>
        <TextField
          id="password-current"
          label="Current Password"
          type="password"
          autoComplete="current-password"
          {...form.field('current')}
        />
        <NewPasswordFields idPrefix="password" field={form.field} />
        <button type="submit" className="button button--primary" disabled={form.busy}>
          Save
        </button>
      </form>
      <AccountNav />
    </main>
  );
}

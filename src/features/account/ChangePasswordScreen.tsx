/**
 * /account/password and /account/reset when signed in (spec 3 §2 'Change password'): current,
 * new (min 6) and confirm, all checked on Save; the call is sent only if all pass. 'Password
 * updated' on success.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { BRAND } from '@/app/brand';
import { worker } from '@/app/workerClient';
import { PASSWORD_UPDATED } from '@/domain/signInMessages';
import { changePasswordErrors, type FieldErrors } from '@/domain/accountRules';
import { TextField } from '@/features/checkout/TextField';
import { markFirstScreenShown } from '@/ui/firstScreen';
import { showToast } from '@/ui/notify';
import { firstError, INFO_TOAST_MS, useSubmitting } from './useSubmitting';
import '@/features/checkout/checkout.css';
import { AccountNav } from './AccountNav';
import './identity.css';

export function ChangePasswordScreen() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'current' | 'next' | 'confirm'>>({});
  const { busy, submit } = useSubmitting();

  useEffect(() => {
    markFirstScreenShown();
  }, []);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = changePasswordErrors({ current, next, confirm });
    setErrors(found);
    if (firstError(found) !== null) return;
    const answer = await submit(() =>
      worker.changePassword({
        currentPassword: current,
        newPassword: next,
        confirmPassword: confirm,
      }),
    );
    if (answer === null) return;
    showToast({ message: PASSWORD_UPDATED, tone: 'success', durationMs: INFO_TOAST_MS });
    setCurrent('');
    setNext('');
    setConfirm('');
  };

  return (
    <main id="main" className="page identity-page identity-page--nav">
      <title>{`Change Password · ${BRAND.name}`}</title>
      <h1>Change Password</h1>
      <form className="identity-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <TextField
          id="password-current"
          label="Current Password"
          type="password"
          autoComplete="current-password"
          value={current}
          error={errors.current ?? null}
          onChange={setCurrent}
        />
        <TextField
          id="password-new"
          label="New Password"
          type="password"
          autoComplete="new-password"
          value={next}
          error={errors.next ?? null}
          onChange={setNext}
        />
        <TextField
          id="password-confirm"
          label="Confirm New Password"
          type="password"
          autoComplete="new-password"
          value={confirm}
          error={errors.confirm ?? null}
          onChange={setConfirm}
        />
        <button type="submit" className="button button--primary" disabled={busy}>
          Save
        </button>
      </form>
      <AccountNav />
    </main>
  );
}

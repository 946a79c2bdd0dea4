/**
 * /account/reset when signed out (spec 3 §2 'reset password is opened with query parameters ri
 * (user id) and ra (reset auth token)'): new password (min 6) and confirm; after success it goes
 * to /account by way of sign-in (the reset ended every session of the account).
 */
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { BRAND } from '@/app/brand';
import { worker } from '@/app/workerClient';
import { PASSWORD_UPDATED } from '@/domain/signInMessages';
import { resetPasswordErrors, type FieldErrors } from '@/domain/accountRules';
import { parseQuery } from '@/domain/deepLinks';
import { TextField } from '@/features/checkout/TextField';
import { markFirstScreenShown } from '@/ui/firstScreen';
import { showToast } from '@/ui/notify';
import { firstError, INFO_TOAST_MS, useSubmitting } from './useSubmitting';
import '@/features/checkout/checkout.css';
import './identity.css';

export function ResetPasswordScreen() {
  const location = useLocation();
  const navigate = useNavigate();
  const query = parseQuery(location.search);
  const userId = query.ri ?? '';
  const resetAuth = query.ra ?? '';
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'next' | 'confirm'>>({});
  const { busy, submit } = useSubmitting();

  useEffect(() => {
    markFirstScreenShown();
  }, []);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = resetPasswordErrors({ next, confirm });
    setErrors(found);
    if (firstError(found) !== null) return;
    const answer = await submit(() =>
      worker.resetPassword({ userId, resetAuth, newPassword: next, confirmPassword: confirm }),
    );
    if (answer === null) return;
    showToast({ message: PASSWORD_UPDATED, tone: 'success', durationMs: INFO_TOAST_MS });
    // 'after success it goes to /account', which asks a signed-out visitor to sign in; going
    // there directly keeps the used link out of the sign-in page's 'from'.
    void navigate(`/login?next=${encodeURIComponent('/account')}`, { replace: true });
  };

  return (
    <main id="main" className="page identity-page">
      <title>{`Reset Password · ${BRAND.name}`}</title>
      <h1>Reset Password</h1>
      {userId === '' || resetAuth === '' ? (
        <p>
          This reset link is incomplete. <Link to="/forgot">Request a new one</Link>.
        </p>
      ) : (
        <form className="identity-form" noValidate onSubmit={(event) => void onSubmit(event)}>
          <TextField
            id="reset-new"
            label="New Password"
            type="password"
            autoComplete="new-password"
            value={next}
            error={errors.next ?? null}
            onChange={setNext}
          />
          <TextField
            id="reset-confirm"
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
      )}
    </main>
  );
}

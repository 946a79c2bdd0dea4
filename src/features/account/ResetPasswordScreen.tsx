/**
 * /account/reset when signed out (spec 3 §2 'reset password is opened with query parameters ri
 * (user id) and ra (reset auth token)'): new password (min 6) and confirm; after success it goes
 * to /account by way of sign-in (the reset ended every session of the account).
 */
import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { BRAND } from '@/app/brand';
import { worker } from '@/app/workerClient';
import { PASSWORD_UPDATED } from '@/domain/signInMessages';
import { resetPasswordErrors } from '@/domain/accountRules';
import { parseQuery } from '@/domain/deepLinks';
import { markFirstScreenShown } from '@/ui/firstScreen';
import { NewPasswordFields } from './AccountFields';
import { useSecretChange } from './useSecretChange';
import '@/features/checkout/checkout.css';
import './identity.css';

export function ResetPasswordScreen() {
  const location = useLocation();
  const navigate = useNavigate();
  const query = parseQuery(location.search);
  const userId = query.ri ?? '';
  const resetAuth = query.ra ?? '';
  const form = useSecretChange({
    check: resetPasswordErrors,
    send: ({ next, confirm }) =>
      worker.resetPassword({ userId, resetAuth, newPassword: next, confirmPassword: confirm }),
    updated: PASSWORD_UPDATED,
    // 'after success it goes to /account', which asks a signed-out visitor to sign in; going
    // there directly keeps the used link out of the sign-in page's 'from'.
    onSaved: () =>
      void navigate(`/login?next=${encodeURIComponent('/account')}`, { replace: true }),
  });

  useEffect(() => {
    markFirstScreenShown();
  }, []);

  return (
    <main id="main" className="page identity-page">
      <title>{`Reset Password · ${BRAND.name}`}</title>
      <h1>Reset Password</h1>
      {userId === '' || resetAuth === '' ? (
        <p>
          This reset link is incomplete. <Link to="/forgot">Request a new one</Link>.
        </p>
      ) : (
        <form className="identity-form" noValidate onSubmit={form.onSubmit}>
          <NewPasswordFields idPrefix="reset" field={form.field} />
          <button type="submit" className="button button--primary" disabled={form.busy}>
            Save
          </button>
        </form>
      )}
    </main>
  );
}

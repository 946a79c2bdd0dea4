/**
 * /forgot (spec 3 §2): reset the password by email, or the PIN by mobile, with a toggle between
 * them and Back to Sign in. The server answers alike whether or not an account matched.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { BRAND } from '@/app/brand';
import { worker } from '@/app/workerClient';
import { forgotErrors, type FieldErrors, type SignInMethod } from '@/domain/accountRules';
import { markFirstScreenShown } from '@/ui/firstScreen';
import { AccountMobileField, EmailField } from './AccountFields';
import { useMobileNumber } from './useMobileNumber';
import { firstError, useSubmitting } from './useSubmitting';
import '@/features/checkout/checkout.css';
import './identity.css';

export function ForgotScreen() {
  const [loginType, setLoginType] = useState<SignInMethod>('email');
  const [email, setEmail] = useState('');
  const number = useMobileNumber();
  const { mobile } = number;
  const [errors, setErrors] = useState<FieldErrors<'email' | 'mobile'>>({});
  const [sent, setSent] = useState<string | null>(null);
  const { busy, submit } = useSubmitting();

  useEffect(() => {
    markFirstScreenShown();
  }, []);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = forgotErrors({ loginType, email, mobile });
    setErrors(found);
    if (firstError(found) !== null) return;
    const answer = await submit(() =>
      worker.forgotLogin(
        loginType === 'email'
          ? { login_type: 'email', email: email.trim() }
          : { login_type: 'mobile', mobile, mobile_metadata: number.metadata() },
      ),
    );
    if (answer !== null) setSent(answer.message);
  };

  const title = loginType === 'email' ? 'Reset Password' : 'Reset PIN';
  return (
    <main id="main" className="page identity-page">
      <title>{`${title} · ${BRAND.name}`}</title>
      <h1>{title}</h1>
      {sent !== null ? (
        <p role="status">{sent}</p>
      ) : (
        <form className="identity-form" noValidate onSubmit={(event) => void onSubmit(event)}>
          {loginType === 'email' ? (
            <EmailField id="forgot-email" value={email} error={errors.email} onChange={setEmail} />
          ) : (
            <AccountMobileField
              id="forgot-mobile"
              label="Mobile"
              number={number}
              error={errors.mobile}
              required
            />
          )}
          <button type="submit" className="button button--primary" disabled={busy}>
            {loginType === 'email' ? 'Email me a reset link' : 'Text me a temporary PIN'}
          </button>
        </form>
      )}
      <div className="identity-links">
        <button
          type="button"
          className="button"
          onClick={() => {
            setSent(null);
            setErrors({});
            setLoginType(loginType === 'email' ? 'mobile' : 'email');
          }}
        >
          {loginType === 'email'
            ? 'Reset my PIN by mobile instead'
            : 'Reset my password by email instead'}
        </button>
        <Link to="/login">Back to Sign in</Link>
      </div>
    </main>
  );
}

/**
 * /forgot (spec 3 §2): reset the password by email, or the PIN by mobile, with a toggle between
 * them and Back to Sign in. The server answers alike whether or not an account matched.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { BRAND } from '@/app/brand';
import { worker } from '@/app/workerClient';
import { forgotErrors, type FieldErrors, type SignInMethod } from '@/domain/accountRules';
import { DEFAULT_PHONE_COUNTRY, mobileFieldValue, mobileMetadata } from '@/domain/phone';
import { MobileField } from '@/features/checkout/MobileField';
import { TextField } from '@/features/checkout/TextField';
import { markFirstScreenShown } from '@/ui/firstScreen';
import { firstError, useSubmitting } from './useSubmitting';
import '@/features/checkout/checkout.css';
import './identity.css';

export function ForgotScreen() {
  const [loginType, setLoginType] = useState<SignInMethod>('email');
  const [email, setEmail] = useState('');
  const [mobile, setMobile] = useState(() => mobileFieldValue('', DEFAULT_PHONE_COUNTRY));
  const [country, setCountry] = useState<string>(DEFAULT_PHONE_COUNTRY);
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
          : { login_type: 'mobile', mobile, mobile_metadata: mobileMetadata(mobile, country) },
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
            <TextField
              id="forgot-email"
              label="Email"
              type="email"
              autoComplete="email"
              value={email}
              error={errors.email ?? null}
              onChange={setEmail}
            />
          ) : (
            <MobileField
              id="forgot-mobile"
              label="Mobile"
              value={mobile}
              country={country}
              error={errors.mobile ?? null}
              required
              autoComplete="tel"
              onChange={(change) => {
                setMobile(mobileFieldValue(change.value, change.country));
                setCountry(change.country);
              }}
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

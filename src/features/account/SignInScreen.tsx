/**
 * The sign-in screen (spec 3 §2 'Sign-in and sign-up'), shared by /login, /signup, /signin and the
 * /menu, /cart, /checkout and /locations aliases: email + password or mobile + 6-digit PIN,
 * remember me (default on), the switch to sign-up, the forgot link, the terms and privacy notice,
 * and Sign in with Apple / Google (the provider's answer goes to Login; LI3/LI4 on a network
 * failure). On kiosk and POS devices it is the device's sign-in, 'Kiosk or Merchant Sign In',
 * without sign-up or Apple / Google (signInOffers). A success goes where spec 3 §4 says
 * (signInDestination): the answer's menu, the eftpos screen, next/from (same-origin only), the
 * alias's page, else home; after the 2 s pause of spec 1 §4 ('may navigate after 2 s'), with the
 * form held meanwhile.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { SignInResponse } from '@/api/account';
import { BRAND } from '@/app/brand';
import { DEVICE_APP_MODE } from '@/app/deviceMode';
import { useScreenArrival } from '@/app/screenArrival';
import { worker } from '@/app/workerClient';
import { readDevicePayments } from '@/liveQueries/devicePayments';
import {
  signInDestination,
  signInErrors,
  signInHeading,
  type FieldErrors,
  type SignInMethod,
} from '@/domain/accountRules';
import { loadPhoneMetadata } from '@/domain/phone';
import { signInOffers } from '@/domain/deviceSignIn';
import { signInReturnPath } from '@/domain/routeTable';
import { SIGNED_IN_MOVING_ON } from '@/domain/signInMessages';
import { SocialSignInButtons } from '@/features/socialSignIn/SocialSignInButtons';
import { markFirstScreenShown } from '@/ui/firstScreen';
import { useClientValue } from '@/ui/useClientValue';
import { AccountMobileField, EmailField, PasswordField } from './AccountFields';
import { PinField } from './PinField';
import { useNavigateAfterSignIn } from './useNavigateAfterSignIn';
import { SignUpForm } from './SignUpForm';
import { useMobileNumber } from './useMobileNumber';
import { firstError, useSubmitting } from './useSubmitting';
import '@/features/checkout/checkout.css';
import './identity.css';

type Field = 'email' | 'password' | 'mobile' | 'pin';

export function SignInScreen() {
  const location = useLocation();
  const navigate = useNavigate();
  const { params } = useScreenArrival();
  const offers = signInOffers(DEVICE_APP_MODE);
  const [signUp, setSignUp] = useState(offers.signUp && location.pathname === '/signup');
  const social = useSubmitting();
  const heading = signInHeading(DEVICE_APP_MODE, signUp);
  // The form arrives as HTML on a new visit; until the page has hydrated it, its fields and buttons
  // are disabled: typing there would be lost, and a press would submit the bare form.
  const ready = useClientValue(() => true, false);
  const { signedIn, goAfterPause } = useNavigateAfterSignIn(
    (to) => void navigate(to, { replace: true }),
  );

  useEffect(() => {
    markFirstScreenShown();
  }, []);

  /** Where to go once signed in (spec 3 §4). */
  const done = (answer: SignInResponse) => {
    const to = signInDestination({
      answer,
      returnPath: signInReturnPath(location.search, window.location.origin),
      aliasReturn: params.returnTo ?? null,
      devicePayments: readDevicePayments(),
    });
    goAfterPause(to);
  };

  return (
    <main id="main" className="page identity-page">
      <title>{`${heading} · ${BRAND.name}`}</title>
      <h1>{heading}</h1>
      <p className="identity-status" role="status">
        {signedIn ? SIGNED_IN_MOVING_ON : ''}
      </p>
      <fieldset className="identity-ready" disabled={!ready || signedIn}>
        {signUp ? <SignUpForm onDone={done} /> : <SignInForm onDone={done} />}
        {offers.social ? (
          <SocialSignInButtons
            disabled={social.busy}
            onPayload={async (method, payload) => {
              const answer = await social.submit(() =>
                worker.signInWithProvider({ method, payload, from: 'sign-in' }),
              );
              if (answer !== null) done(answer);
            }}
          />
        ) : null}
        <div className="identity-links">
          {offers.signUp ? (
            <button type="button" className="button" onClick={() => setSignUp(!signUp)}>
              {signUp ? 'Already have an account? Sign In' : 'New here? Create an Account'}
            </button>
          ) : null}
          {signUp ? null : <Link to="/forgot">Forgot your password or PIN?</Link>}
        </div>
      </fieldset>
      <p className="identity-notice">
        By continuing you agree to our <Link to="/terms">Terms and Conditions</Link> and{' '}
        <Link to="/privacy">Privacy Policy</Link>.
      </p>
    </main>
  );
}

function SignInForm({ onDone }: { onDone: (answer: SignInResponse) => void }) {
  const [method, setMethod] = useState<SignInMethod>('email');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const number = useMobileNumber();
  const { mobile, country } = number;
  const [pin, setPin] = useState('');
  const [rememberMe, setRememberMe] = useState(true);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const { busy, submit } = useSubmitting();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (method === 'mobile') await loadPhoneMetadata();
    const found = signInErrors({ method, email, password, mobile, country, pin });
    setErrors(found);
    if (firstError(found) !== null) return;
    const answer = await submit(() =>
      worker.signIn(
        method === 'email'
          ? { method, email, password, rememberMe }
          : { method, mobile, mobileMetadata: number.metadata(), pin, rememberMe },
      ),
    );
    if (answer !== null) onDone(answer);
  };

  return (
    <form className="identity-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <div className="identity-switch" role="group" aria-label="Sign in with">
        <button
          type="button"
          className="button"
          aria-pressed={method === 'email'}
          onClick={() => setMethod('email')}
        >
          Email and Password
        </button>
        <button
          type="button"
          className="button"
          aria-pressed={method === 'mobile'}
          onClick={() => setMethod('mobile')}
        >
          Mobile and PIN
        </button>
      </div>
      {method === 'email' ? (
        <>
          <EmailField id="signin-email" value={email} error={errors.email} onChange={setEmail} />
          <PasswordField
            id="signin-password"
            label="Password"
            autoComplete="current-password"
            value={password}
            error={errors.password}
            onChange={setPassword}
          />
        </>
      ) : (
        <>
          <AccountMobileField
            id="signin-mobile"
            label="Mobile"
            number={number}
            error={errors.mobile}
            required
          />
          <PinField
            id="signin-pin"
            label="PIN"
            value={pin}
            error={errors.pin ?? null}
            onChange={setPin}
          />
        </>
      )}
      <label className="identity-check">
        <input
          type="checkbox"
          checked={rememberMe}
          onChange={(event) => setRememberMe(event.target.checked)}
        />
        Remember me
      </label>
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? 'Signing in…' : 'Sign In'}
      </button>
    </form>
  );
}

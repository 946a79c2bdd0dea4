/**
 * Sign-up (spec 3 §2): name, email, mobile (optional; a PIN needs one later), password twice,
 * country (Australia or New Zealand) and state or territory, only for Australia (default WA).
 */
import { useState, type FormEvent } from 'react';
import type { SignInResponse } from '@/api/account';
import { worker } from '@/app/workerClient';
import {
  AU_STATES,
  DEFAULT_SIGN_UP_COUNTRY,
  DEFAULT_SIGN_UP_STATE,
  SIGN_UP_COUNTRIES,
  signUpErrors,
  stateRequired,
  type FieldErrors,
  type SignUpField,
} from '@/domain/accountRules';
import { isMobileBlank, loadPhoneMetadata } from '@/domain/phone';
import { AccountMobileField, EmailField, NameField, PasswordField } from './AccountFields';
import { useMobileNumber } from './useMobileNumber';
import { firstError, useSubmitting } from './useSubmitting';

export function SignUpForm({ onDone }: { onDone: (answer: SignInResponse) => void }) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const number = useMobileNumber();
  const { mobile, country: mobileCountry } = number;
  const [password1, setPassword1] = useState('');
  const [password2, setPassword2] = useState('');
  const [country, setCountry] = useState<string>(DEFAULT_SIGN_UP_COUNTRY);
  const [state, setState] = useState(DEFAULT_SIGN_UP_STATE);
  const [errors, setErrors] = useState<FieldErrors<SignUpField>>({});
  const { busy, submit } = useSubmitting();
  const withState = stateRequired(country);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    await loadPhoneMetadata();
    const fields = { name, email, mobile, mobileCountry, password1, password2, country, state };
    const found = signUpErrors(fields);
    setErrors(found);
    if (firstError(found) !== null) return;
    const blank = isMobileBlank(mobile);
    const answer = await submit(() =>
      worker.signUp({
        name,
        email,
        mobile: blank ? '' : mobile,
        mobileMetadata: blank ? '' : number.metadata(),
        password1,
        password2,
        countryCode: country,
        state: withState ? state : '',
      }),
    );
    if (answer !== null) onDone(answer);
  };

  return (
    <form className="identity-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <NameField id="signup-name" value={name} error={errors.name} onChange={setName} />
      <EmailField id="signup-email" value={email} error={errors.email} onChange={setEmail} />
      <AccountMobileField
        id="signup-mobile"
        label="Mobile (optional)"
        number={number}
        error={errors.mobile}
        required={false}
      />
      <PasswordField
        id="signup-password"
        label="Password"
        autoComplete="new-password"
        value={password1}
        error={errors.password1}
        onChange={setPassword1}
      />
      <PasswordField
        id="signup-password2"
        label="Confirm Password"
        autoComplete="new-password"
        value={password2}
        error={errors.password2}
        onChange={setPassword2}
      />
      <div className="checkout-field">
        <label htmlFor="signup-country">Country</label>
        <select
          id="signup-country"
          value={country}
          onChange={(event) => setCountry(event.target.value)}
        >
          {SIGN_UP_COUNTRIES.map((option) => (
            <option key={option.code} value={option.code}>
              {option.name}
            </option>
          ))}
        </select>
      </div>
      {withState ? (
        <div className="checkout-field">
          <label htmlFor="signup-state">State or Territory</label>
          <select
            id="signup-state"
            value={state}
            aria-invalid={errors.state !== undefined}
            aria-describedby={errors.state !== undefined ? 'signup-state-error' : undefined}
            onChange={(event) => setState(event.target.value)}
          >
            {AU_STATES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
          {errors.state !== undefined ? (
            <p id="signup-state-error" className="checkout-field__error">
              {errors.state}
            </p>
          ) : null}
        </div>
      ) : null}
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? 'Creating your account…' : 'Create Account'}
      </button>
    </form>
  );
}

/**
 * Block 2, the customer's details (spec 2 §2.2, §5.1, §5.2, §6): guests, kiosk and staff type a
 * name, email and mobile; a member sees 'Welcome back' and supplies only a missing name or mobile.
 * Guests get the sign-in link to /checkout/login.
 */
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { detailsTitle, type DetailsField, type DetailsRole } from '@/domain/checkoutDetails';
import type { CheckoutDraft } from '@/domain/submitOrderFields';
import { MobileField } from './MobileField';
import { TextField } from './TextField';

type Props = {
  role: DetailsRole;
  draft: CheckoutDraft;
  update: (change: Partial<CheckoutDraft>) => void;
  stored: { name: string; email: string };
  memberNeedsName: boolean;
  memberMobileShown: boolean;
  /** Kiosk and staff: browser autofill off (spec 2 §6). */
  autofillOff: boolean;
  errors: Partial<Record<DetailsField, string>>;
};

export function DetailsBlock(props: Props) {
  const { role, draft, update, errors } = props;
  const id = useId();
  const auto = (value: string) => (props.autofillOff ? 'off' : value);
  const error = (field: DetailsField) => errors[field] ?? null;

  return (
    <section className="checkout-block" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="checkout-block__title">
        {detailsTitle(role)}
      </h2>
      {role === 'member' ? (
        <>
          <p className="checkout-block__text">
            {props.stored.name}
            {props.stored.email !== '' ? ` · ${props.stored.email}` : ''}
          </p>
          {props.memberNeedsName ? (
            <TextField
              id={`${id}-name-new`}
              label="Your name"
              value={draft.nameNew}
              error={error('name')}
              autoComplete="name"
              onChange={(nameNew) => update({ nameNew })}
            />
          ) : null}
          {props.memberMobileShown ? (
            <MobileField
              id={`${id}-mobile-new`}
              label="Mobile phone"
              value={draft.mobileNew}
              country={draft.country}
              error={error('mobile')}
              required
              autoComplete="tel"
              onChange={({ value, country }) => update({ mobileNew: value, country })}
            />
          ) : null}
        </>
      ) : (
        <>
          {role === 'guest' ? (
            <p className="checkout-block__text">
              Have an account? <Link to="/checkout/login">Sign in</Link>
            </p>
          ) : null}
          <TextField
            id={`${id}-name`}
            label="Name"
            value={draft.name}
            error={error('name')}
            autoComplete={auto('name')}
            aria-required
            onChange={(name) => update({ name })}
          />
          <TextField
            id={`${id}-email`}
            label={role === 'guest' ? 'Email' : 'Email (optional)'}
            type="email"
            inputMode="email"
            value={draft.email}
            error={error('email')}
            autoComplete={auto('email')}
            aria-required={role === 'guest'}
            onChange={(email) => update({ email })}
          />
          <MobileField
            id={`${id}-mobile`}
            label={role === 'guest' ? 'Mobile phone' : 'Mobile phone (optional)'}
            value={draft.mobile}
            country={draft.country}
            error={error('mobile')}
            required={role === 'guest'}
            autoComplete={auto('tel')}
            onChange={({ value, country }) => update({ mobile: value, country })}
          />
        </>
      )}
    </section>
  );
}

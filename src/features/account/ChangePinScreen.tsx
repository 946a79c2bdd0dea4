/**
 * /account/pin (spec 3 §2 'Change PIN', §4 'PIN: loading, then form'): without a mobile number the
 * spec's message and a button to /account; otherwise Current PIN (only when one exists), New PIN
 * and Confirm New PIN, 6 digits each with leading zeros, and Save. 'PIN updated' on success.
 */
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { BRAND } from '@/app/brand';
import { useOnline } from '@/app/useOnline';
import { useWorkerCall } from '@/app/useWorkerCall';
import { worker } from '@/app/workerClient';
import { useAccount } from '@/liveQueries/useAccount';
import { PIN_NEEDS_MOBILE, PIN_UPDATED } from '@/domain/signInMessages';
import { changePinErrors } from '@/domain/accountRules';
import { markFirstScreenShown } from '@/ui/firstScreen';
import { AccountLoadState } from './AccountLoadState';
import { PinField } from './PinField';
import { useSecretChange } from './useSecretChange';
import '@/features/checkout/checkout.css';
import { AccountNav } from './AccountNav';
import './identity.css';

export function ChangePinScreen() {
  const online = useOnline();
  const account = useAccount();
  const { state, retry } = useWorkerCall(online ? 'account' : null, () => worker.loadAccount());
  const loaded = account !== undefined && account !== null;
  const hasPin = loaded && account.customer.has_mobile_pin === 1;
  const form = useSecretChange({
    check: ({ current, next, confirm }) => changePinErrors({ hasPin, current, next, confirm }),
    send: ({ current, next, confirm }) =>
      worker.changePin({ oldPin: hasPin ? current : '', newPin: next, confirmPin: confirm }),
    updated: PIN_UPDATED,
  });

  useEffect(() => {
    if (loaded) markFirstScreenShown();
  }, [loaded]);

  if (!loaded) {
    return <AccountLoadState title="Change PIN" online={online} state={state} retry={retry} />;
  }
  const { customer } = account;

  return (
    <main id="main" className="page identity-page identity-page--nav">
      <title>{`Change PIN · ${BRAND.name}`}</title>
      <h1>Change PIN</h1>
      {customer.has_mobile === 0 ? (
        <>
          <p>{PIN_NEEDS_MOBILE}</p>
          <Link className="button button--primary" to="/account">
            My Account
          </Link>
        </>
      ) : (
        <form className="identity-form" noValidate onSubmit={form.onSubmit}>
          {hasPin ? (
            <PinField
              id="pin-current"
              label="Current PIN"
              numpad={false}
              {...form.field('current')}
            />
          ) : null}
          <PinField id="pin-new" label="New PIN" numpad={false} {...form.field('next')} />
          <PinField
            id="pin-confirm"
            label="Confirm New PIN"
            numpad={false}
            {...form.field('confirm')}
          />
          <button type="submit" className="button button--primary" disabled={form.busy}>
            Save
          </button>
        </form>
      )}
      <AccountNav />
    </main>
  );
}

/**
 * /account/pin (spec 3 §2 'Change PIN', §4 'PIN: loading, then form'): without a mobile number the
 * spec's message and a button to /account; otherwise Current PIN (only when one exists), New PIN
 * and Confirm New PIN, 6 digits each with leading zeros, and Save. 'PIN updated' on success.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { BRAND } from '@/app/brand';
import { useOnline } from '@/app/useOnline';
import { useWorkerCall } from '@/app/useWorkerCall';
import { worker } from '@/app/workerClient';
import { useAccount } from '@/db/useAccount';
import { PIN_NEEDS_MOBILE, PIN_UPDATED } from '@/domain/signInMessages';
import { changePinErrors, type FieldErrors } from '@/domain/accountRules';
import { markFirstScreenShown } from '@/ui/firstScreen';
import { showToast } from '@/ui/notify';
import { AccountLoadState } from './AccountLoadState';
import { PinField } from './PinField';
import { firstError, INFO_TOAST_MS, useSubmitting } from './useSubmitting';
import '@/features/checkout/checkout.css';
import { AccountNav } from './AccountNav';
import './identity.css';

type Field = 'current' | 'next' | 'confirm';

export function ChangePinScreen() {
  const online = useOnline();
  const account = useAccount();
  const { state, retry } = useWorkerCall(online ? 'account' : null, () => worker.loadAccount());
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const { busy, submit } = useSubmitting();
  const loaded = account !== undefined && account !== null;

  useEffect(() => {
    if (loaded) markFirstScreenShown();
  }, [loaded]);

  if (!loaded) {
    return <AccountLoadState title="Change PIN" online={online} state={state} retry={retry} />;
  }
  const { customer } = account;
  const hasPin = customer.has_mobile_pin === 1;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = changePinErrors({ hasPin, current, next, confirm });
    setErrors(found);
    if (firstError(found) !== null) return;
    const answer = await submit(() =>
      worker.changePin({ oldPin: hasPin ? current : '', newPin: next, confirmPin: confirm }),
    );
    if (answer === null) return;
    showToast({ message: PIN_UPDATED, tone: 'success', durationMs: INFO_TOAST_MS });
    setCurrent('');
    setNext('');
    setConfirm('');
  };

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
        <form className="identity-form" noValidate onSubmit={(event) => void onSubmit(event)}>
          {hasPin ? (
            <PinField
              id="pin-current"
              label="Current PIN"
              value={current}
              error={errors.current ?? null}
              numpad={false}
              onChange={setCurrent}
            />
          ) : null}
          <PinField
            id="pin-new"
            label="New PIN"
            value={next}
            error={errors.next ?? null}
            numpad={false}
            onChange={setNext}
          />
          <PinField
            id="pin-confirm"
            label="Confirm New PIN"
            value={confirm}
            error={errors.confirm ?? null}
            numpad={false}
            onChange={setConfirm}
          />
          <button type="submit" className="button button--primary" disabled={busy}>
            Save
          </button>
        </form>
      )}
      <AccountNav />
    </main>
  );
}

/**
 * /eftpos/linkly, pinpad pairing for kiosk and staff (spec 3 §2 'Other', §4 'Pinpad pairing'): the
 * Linkly username, password and the pair code the pad shows; the worker pairs (Auth 1 of 2),
 * fetches a token (Auth 2 of 2) and checks the pad's status ('Validating Paired Pinpad...'), its
 * progress texts arriving as 'terminal-status' events. With a secret already stored it only
 * validates, by itself. Without a pos_guid it says an admin must assign one, with 'Logout to
 * restart pairing'. A success goes to the menu, or back to the checkout when a transaction is kept
 * and the cart has items. Staff may say here that this device takes no payments (kept on the
 * device, src/domain/staffDevice.ts): it says so once and goes to the order board; pairing a pad
 * later makes it a device that takes payments again.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { BRAND } from '@/app/brand';
import { setDevicePayments, useDevicePayments } from '@/liveQueries/devicePayments';
import { worker } from '@/app/workerClient';
import { useAccount } from '@/liveQueries/useAccount';
import { useAppState } from '@/liveQueries/useAppState';
import { useCustomer } from '@/liveQueries/useCustomer';
import { posGuidOf } from '@/liveQueries/pinpadSetup';
import { usePinpadPaired, useTerminalTransaction } from '@/liveQueries/useTerminal';
import {
  LOGOUT_TO_RESTART_PAIRING,
  POS_ID_REQUIRED,
  pairedDestination,
  pairingErrors,
  pairingView,
  type PairingField,
} from '@/domain/pinpadPairing';
import { isStaff } from '@/domain/roles';
import { NO_PAYMENTS_NOTICE, STAFF_BOARD_PATH } from '@/domain/staffDevice';
import { TextField } from '@/features/checkout/TextField';
import { markFirstScreenShown } from '@/ui/firstScreen';
import { showToast } from '@/ui/notify';
import { PageSkeleton } from '@/ui/PageSkeleton';
import { listenTerminalStatus, terminal, type PairPinpadInput } from './terminalWorker';
import '@/features/checkout/checkout.css';
import '@/features/account/identity.css';
import './eftpos.css';

const TITLE = 'Eftpos Pinpad';
const NOTICE_MS = 4000;

export function PairingScreen() {
  const customer = useCustomer();
  const account = useAccount();
  const paired = usePinpadPaired();
  const progress = useTerminalTransaction();
  const cartSummary = useAppState('cartSummary').data;
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const validated = useRef(false);

  // The profile holds the pos_guid: fetched if the device has none (e.g. signed in offline).
  useEffect(() => {
    if (account === null) void worker.loadAccount();
  }, [account]);

  const posGuid = account === undefined || account === null ? null : posGuidOf(customer, account);
  const view = paired === undefined ? 'loading' : pairingView({ posGuid, paired });

  useEffect(() => {
    if (view !== 'loading') markFirstScreenShown();
  }, [view]);

  const pair = async (input: PairPinpadInput) => {
    // A pairing stores the secret before its status check: the screen must not validate again.
    validated.current = true;
    setBusy(true);
    setFailure(null);
    setStatus('');
    const stop = await listenTerminalStatus(setStatus).catch(() => () => undefined);
    try {
      const result = await terminal.pairPinpad(input);
      if (!result.ok) {
        setFailure(result.error.message);
        return;
      }
      if (isStaff(customer)) setDevicePayments('pinpad');
      const to = pairedDestination({
        menuName: result.data.menuName || customer.menuName || '',
        brandMenu: BRAND.menuSlug,
        transactionKept: progress !== null && progress !== undefined,
        cartItems: cartSummary?.num_items ?? 0,
      });
      void navigate(to, { replace: true });
    } finally {
      stop();
      setBusy(false);
      setStatus('');
    }
  };

  // 'With a secret: only validate the token', then the status: once, on arrival.
  useEffect(() => {
    if (view !== 'validate' || validated.current) return;
    validated.current = true;
    void pair({});
    // Once per visit: a pairing that succeeds stores a secret and must not validate again here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [view]);

  const title = <title>{`${TITLE} · ${BRAND.name}`}</title>;
  if (view === 'loading') return <PageSkeleton title={TITLE} className="identity-page" />;

  return (
    <main id="main" className="page identity-page eftpos-page">
      {title}
      <h1>{TITLE}</h1>
      {view === 'no-pos-id' ? (
        <NoPosId />
      ) : (
        <>
          {failure !== null ? (
            <p className="eftpos-failure" role="alert">
              {failure}
            </p>
          ) : null}
          <p className="eftpos-status" role="status" aria-live="polite">
            {busy ? status : ''}
          </p>
          {view === 'pair' ? (
            <PairForm busy={busy} onPair={(input) => void pair(input)} />
          ) : busy ? null : (
            <button type="button" className="button button--primary" onClick={() => void pair({})}>
              Validate Pinpad
            </button>
          )}
        </>
      )}
      {isStaff(customer) ? <StaffPaymentsChoice disabled={busy} /> : null}
    </main>
  );
}

/**
 * A staff device without a pinpad says so here, once, and goes to the board; a device that said so
 * is told, and pairing above takes it back.
 */
function StaffPaymentsChoice({ disabled }: { disabled: boolean }) {
  const navigate = useNavigate();
  const payments = useDevicePayments();
  if (payments === 'none') {
    return (
      <section className="eftpos-no-payments" aria-labelledby="eftpos-no-payments-heading">
        <h2 id="eftpos-no-payments-heading">{NO_PAYMENTS_NOTICE}</h2>
        <p>Pair a pinpad above to take payments here.</p>
        <button
          type="button"
          className="button"
          onClick={() => void navigate(STAFF_BOARD_PATH, { replace: true })}
        >
          Go to Today's orders
        </button>
      </section>
    );
  }
  return (
    <section className="eftpos-no-payments" aria-labelledby="eftpos-no-payments-heading">
      <h2 id="eftpos-no-payments-heading">No pinpad at this device?</h2>
      <p>Staff can run the order board without one. You can pair a pinpad here later.</p>
      <button
        type="button"
        className="button"
        disabled={disabled}
        onClick={() => {
          setDevicePayments('none');
          showToast({ message: NO_PAYMENTS_NOTICE, tone: 'info', durationMs: NOTICE_MS });
          void navigate(STAFF_BOARD_PATH, { replace: true });
        }}
      >
        {NO_PAYMENTS_NOTICE}
      </button>
    </section>
  );
}

/** 'POS ID needs to be assigned…' with 'Logout to restart pairing'. */
function NoPosId() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  return (
    <>
      <p className="eftpos-failure" role="alert">
        {POS_ID_REQUIRED}
      </p>
      <button
        type="button"
        className="button button--primary"
        disabled={busy}
        onClick={() => {
          setBusy(true);
          // Whatever pairing was half done goes with the session.
          void terminal
            .forgetPinpad({})
            .catch(() => undefined)
            .finally(() => void navigate('/logout'));
        }}
      >
        {LOGOUT_TO_RESTART_PAIRING}
      </button>
    </>
  );
}

function PairForm({ busy, onPair }: { busy: boolean; onPair: (input: PairPinpadInput) => void }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [pairCode, setPairCode] = useState('');
  const [errors, setErrors] = useState<Partial<Record<PairingField, string>>>({});

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = pairingErrors({ username, password, pairCode });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    // The password and pair code leave this form only for the worker's pair request. A pair code
    // is shown once by the pad, so a failed one goes; what else was typed stays for the next try.
    onPair({ username: username.trim(), password, pairCode: pairCode.trim() });
    setPairCode('');
  };

  return (
    <form className="identity-form" noValidate onSubmit={onSubmit}>
      <p>Enter your Linkly Cloud username and password, and the pair code shown on the pinpad.</p>
      <TextField
        id="pinpad-username"
        label="Username"
        value={username}
        error={errors.username ?? null}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        onChange={setUsername}
      />
      <TextField
        id="pinpad-password"
        label="Password"
        type="password"
        value={password}
        error={errors.password ?? null}
        autoComplete="off"
        onChange={setPassword}
      />
      <TextField
        id="pinpad-pair-code"
        label="Pair code"
        inputMode="numeric"
        value={pairCode}
        error={errors.pairCode ?? null}
        autoComplete="off"
        onChange={setPairCode}
      />
      <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
        Pair Pinpad
      </button>
    </form>
  );
}

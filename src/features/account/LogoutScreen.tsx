/**
 * /logout (spec 3 §2): 'Logging out ...' while Logout revokes the session and the device forgets
 * it and every member row; then home. A failure to reach the server is toasted (LO1) after the
 * device is cleared anyway.
 */
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { BRAND } from '@/app/brand';
import { worker } from '@/app/workerClient';
import { LOGGING_OUT } from '@/domain/signInMessages';
import { markFirstScreenShown } from '@/ui/firstScreen';
import { showToast } from '@/ui/notify';
import { ERROR_TOAST_MS } from './useSubmitting';
import './identity.css';

export function LogoutScreen() {
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    markFirstScreenShown();
    if (started.current) return;
    started.current = true;
    void worker.signOut().then((result) => {
      if (!result.ok) {
        showToast({ message: result.error.message, tone: 'error', durationMs: ERROR_TOAST_MS });
      }
      void navigate('/', { replace: true });
    });
  }, [navigate]);
  return (
    <main id="main" className="page identity-page">
      <title>{`Logout · ${BRAND.name}`}</title>
      <h1 role="status">{LOGGING_OUT}</h1>
    </main>
  );
}

import { useEffect, useState } from 'react';
import { useRouteError } from 'react-router-dom';
import { worker } from '@/app/workerClient';

/**
 * The route-level error boundary. Small on purpose: the full crash screen is a later issue.
 * 'Clear Session' drops the stored session and cached state, which is what fixes a bad one.
 */
export function RouteError() {
  const error = useRouteError();
  const [clearing, setClearing] = useState(false);
  useEffect(() => console.error('Route error', error), [error]);

  async function clearSession() {
    setClearing(true);
    try {
      await worker.clearSession();
    } finally {
      window.location.reload();
    }
  }

  return (
    <main id="main" className="page route-error">
      <h1>Something went wrong</h1>
      <p>Try again, or clear your session if the problem continues.</p>
      <div className="route-error__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => window.location.reload()}
        >
          Try again
        </button>
        <button
          type="button"
          className="button"
          onClick={() => void clearSession()}
          disabled={clearing}
        >
          Clear Session
        </button>
      </div>
    </main>
  );
}

import { useEffect, useRef } from 'react';
import './ui.css';

export type CrashAction = 'retry' | 'clear' | 'logout';

type Props = {
  /** Text for the 'Details' disclosure (message, page, version). */
  details: string;
  /** mailto: link for 'Report Problem'. */
  reportHref: string;
  /** The action under way, if any: every button waits for it. */
  busy: CrashAction | null;
  onRetry: () => void;
  onClearSession: () => void;
  onLogout: () => void;
};

/**
 * 'Something went wrong' (spec 3 §2 Shell): what a route shows instead of a blank screen when it
 * throws. Presentational and dependency-free, so it still renders when the app around it is broken.
 */
export function CrashScreen({
  details,
  reportHref,
  busy,
  onRetry,
  onClearSession,
  onLogout,
}: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Screen-reader and keyboard users land on the news, not wherever focus was when it broke.
  useEffect(() => heading.current?.focus(), []);

  return (
    <main id="main" className="page crash-screen">
      <div className="crash-screen__card">
        <svg
          className="crash-screen__icon"
          viewBox="0 0 24 24"
          width="40"
          height="40"
          aria-hidden="true"
        >
          <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M12 7v6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          <circle cx="12" cy="16.5" r="1.3" fill="currentColor" />
        </svg>
        <h1 className="crash-screen__title" ref={heading} tabIndex={-1}>
          Something went wrong
        </h1>
        <p className="crash-screen__text">
          Sorry, this screen stopped working. Try again, or clear your session to start afresh (your
          cart and sign-in are reset).
        </p>
      </div>
      <div className="crash-screen__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={onRetry}
          disabled={busy !== null}
        >
          Try again
        </button>
        <button type="button" className="button" onClick={onClearSession} disabled={busy !== null}>
          {busy === 'clear' ? 'Clearing…' : 'Clear Session'}
        </button>
        <button type="button" className="button" onClick={onLogout} disabled={busy !== null}>
          {busy === 'logout' ? 'Logging out…' : 'Logout'}
        </button>
        <a className="button" href={reportHref}>
          Report Problem
        </a>
      </div>
      <details className="crash-screen__details">
        <summary>Details</summary>
        <pre>{details}</pre>
      </details>
    </main>
  );
}

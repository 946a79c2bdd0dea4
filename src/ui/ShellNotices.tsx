/**
 * Notices the shell shows above every screen (spec 3 §2 Shell): cookies switched off, and an
 * 'Open in new Window' link when the app runs inside another site's frame.
 */
import { useLocation } from 'react-router-dom';
import { useClientValue } from './useClientValue';
import './ui.css';

function isFramed(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    // A cross-origin parent throws on access: that is a frame too.
    return true;
  }
}

export const COOKIES_MESSAGE =
  'Cookies must be enabled to sign in and order. Turn cookies on in your browser settings, then reload this page.';

const cookiesAreOff = () => !navigator.cookieEnabled;

export function ShellNotices() {
  const { pathname, search, hash } = useLocation();
  // A server render assumes neither; a hydrating page shows the notice right after.
  const cookiesOff = useClientValue(cookiesAreOff, false);
  const framed = useClientValue(isFramed, false);
  if (!cookiesOff && !framed) return null;
  return (
    <div className="shell-notices">
      {cookiesOff && (
        <p className="shell-notice shell-notice--warning" role="alert">
          {COOKIES_MESSAGE}
        </p>
      )}
      {framed && (
        <p className="shell-notice">
          <span>Ordering works best in its own window.</span>
          <a
            className="shell-notice__action"
            href={`${window.location.origin}${pathname}${search}${hash}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            Open in new Window
          </a>
        </p>
      )}
    </div>
  );
}

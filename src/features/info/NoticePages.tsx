/** The one-line pages of spec 3 §2 Other: /logs, /tests and the 'Currently unavailable' ones. */
import { Link, useLocation } from 'react-router-dom';
import { InfoPage } from './InfoPage';

export function LogsPage() {
  return (
    <InfoPage heading="Logs">
      <p className="info-page__notice">Logs not enabled</p>
    </InfoPage>
  );
}

export function TestsPage() {
  return (
    <InfoPage heading="Tests">
      <p className="info-page__notice">Tests not enabled</p>
    </InfoPage>
  );
}

const UNAVAILABLE_HEADINGS: Readonly<Record<string, string>> = {
  settings: 'Settings',
  notifications: 'Notifications',
  deliveries: 'Deliveries',
  invoices: 'Invoices',
};

/** /account/settings, /account/notifications, /account/deliveries, /account/invoices. */
export function UnavailablePage() {
  const { pathname } = useLocation();
  const page = pathname.replace(/\/+$/, '').split('/').at(-1)?.toLowerCase() ?? '';
  return (
    <InfoPage heading={UNAVAILABLE_HEADINGS[page] ?? 'My Account'}>
      <p className="info-page__notice">Currently unavailable</p>
      <p>
        <Link to="/account">Back to My Account</Link>
      </p>
    </InfoPage>
  );
}

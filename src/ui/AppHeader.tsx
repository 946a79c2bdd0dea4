import { Link } from 'react-router-dom';
import './ui.css';

/** The brand bar: logo and name linking home, and a quiet status pill while offline. */
export function AppHeader({ online }: { online: boolean }) {
  return (
    <header className="app-header">
      <div className="app-header__inner">
        <Link to="/" className="app-header__brand">
          <img
            className="app-header__logo"
            src={__BRAND__.assets.logo}
            alt=""
            width={36}
            height={36}
          />
          <span className="app-header__name">{__BRAND__.name}</span>
        </Link>
        {!online && (
          <span className="status-pill" role="status">
            Offline
          </span>
        )}
      </div>
    </header>
  );
}

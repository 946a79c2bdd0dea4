import { Link } from 'react-router-dom';

/** 'Account required' (spec 3 §2 Rewards, §6): what an account page shows someone not signed in. */
export function AccountRequired({ title }: { title: string }) {
  return (
    <main id="main" className="page account-page">
      <title>{`${title} · ${__BRAND__.name}`}</title>
      <h1 className="account-page__title">Account required</h1>
      <p>Sign in to see your {title.toLowerCase()}.</p>
      <Link className="button button--primary" to="/login">
        Sign in
      </Link>
    </main>
  );
}

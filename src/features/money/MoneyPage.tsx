/**
 * The frame every money page shares: 'Account required' for someone not signed in, the account's
 * loading state, 'Top-up is not available' where the account has top-up off, the offline note,
 * and the account navigation under the page.
 */
import type { ReactNode } from 'react';
import type { AccountRow } from '@worker/db/rows';
import { AccountLoadState } from '@/features/account/AccountLoadState';
import { AccountNav } from '@/features/account/AccountNav';
import { AccountRequired } from '@/features/account/AccountRequired';
import { OfflineNote } from '@/ui/OfflineNote';
import { useMoneyAccount } from './useMoneyAccount';
import '@/features/account/account.css';
import '@/features/checkout/checkout.css';
import './money.css';

/** Not a spec phrase: the account's is_topup_enabled is off (the server's words for the same). */
export const TOPUP_NOT_AVAILABLE = 'Top-up is not available';

export function MoneyPage({
  title,
  children,
}: {
  title: string;
  children: (props: { account: AccountRow; online: boolean; reload: () => void }) => ReactNode;
}) {
  const { online, signedIn, account, load } = useMoneyAccount();
  if (!signedIn) return <AccountRequired title={title} />;
  if (account === null) {
    return <AccountLoadState title={title} online={online} state={load.state} retry={load.retry} />;
  }
  const enabled = account.account.is_topup_enabled === 1;
  return (
    <main id="main" className="page account-page money-page">
      <title>{`${title} · ${__BRAND__.name}`}</title>
      <h1 className="account-page__title">{title}</h1>
      {!online ? <OfflineNote /> : null}
      {enabled ? (
        children({ account, online, reload: load.reload })
      ) : (
        <p className="account-section__empty">{TOPUP_NOT_AVAILABLE}</p>
      )}
      <AccountNav />
    </main>
  );
}

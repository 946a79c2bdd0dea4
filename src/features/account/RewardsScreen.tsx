/**
 * /account/rewards (spec 3 §2 'Rewards'): the title says 'Loading...' until the rewards arrive,
 * 'Account required' for someone not signed in, else 'My Rewards'. The member's points (the sum of
 * their ledger) head the list; each reward shows its points and the member's balance; tapping one
 * goes to /menu/{menu_name}. The last rewards read are kept for the member, so the page opens
 * offline as last seen (the shell's offline banner says it is offline).
 */
import { Link } from 'react-router-dom';
import { menuPath } from '@/app/paths';
import { useOnline } from '@/app/useOnline';
import { useWorkerCall } from '@/app/useWorkerCall';
import { worker } from '@/app/workerClient';
import { useAppState } from '@/liveQueries/useAppState';
import { useCustomer } from '@/liveQueries/useCustomer';
import { ACCOUNT_REQUIRED, MY_REWARDS } from '@/domain/accountMessages';
import { LOADING } from '@/domain/messages';
import { pointsHeldText } from '@/domain/rewardsMessages';
import { OfflineNote } from '@/ui/OfflineNote';
import { AccountNav } from './AccountNav';
import { TryAgainAlert } from './TryAgainAlert';
import './account.css';

export function RewardsScreen() {
  const customer = useCustomer();
  const online = useOnline();
  const signedIn = customer.id > 0;
  const load = useWorkerCall(online && signedIn ? `rewards:${customer.id}` : null, () =>
    worker.loadRewards(),
  );
  const { state } = load;
  const kept = useAppState('rewards').data;
  const data = state.data ?? (kept?.customerId === customer.id ? kept : undefined);
  const refused = state.status === 'error' && state.error.message === ACCOUNT_REQUIRED;
  const title = !signedIn || refused ? ACCOUNT_REQUIRED : data ? MY_REWARDS : LOADING;

  return (
    <main id="main" className="page account-page">
      <title>{`${title} · ${__BRAND__.name}`}</title>
      <h1 className="account-page__title">{title}</h1>
      {!signedIn || refused ? (
        <Link className="button button--primary" to="/login">
          Sign in
        </Link>
      ) : !online && data === undefined ? (
        <OfflineNote />
      ) : state.status === 'error' && data === undefined ? (
        <TryAgainAlert onRetry={load.retry} />
      ) : data === undefined ? (
        <div className="page-skeleton" aria-busy="true" />
      ) : (
        <>
          {data.enabled ? <p className="reward-balance">{pointsHeldText(data.points)}</p> : null}
          {data.rewards.length === 0 ? (
            <p className="account-section__empty">No rewards available yet.</p>
          ) : (
            <ul className="reward-list">
              {data.rewards.map((reward) => (
                <li key={reward.rewards_name} className="reward-list__row">
                  <Link className="reward-list__link" to={menuPath(reward.menu_name)}>
                    <span className="reward-list__name">{reward.rewards_name}</span>
                    <span className="reward-list__points">
                      {reward.points_balance >= reward.points_required
                        ? `Ready to redeem · ${reward.points_balance} points`
                        : `${reward.points_balance} of ${reward.points_required} points`}
                    </span>
                    <progress
                      className="reward-list__progress"
                      max={reward.points_required}
                      value={Math.min(reward.points_balance, reward.points_required)}
                      aria-label={`${reward.rewards_name} progress`}
                    />
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      {signedIn && !refused ? <AccountNav /> : null}
    </main>
  );
}

/**
 * The account bottom navigation (spec 3 §2 Shell), its entries decided by src/domain/accountNav.ts
 * from the brand and the account: Rewards when the account's rewards are on (as the last order list
 * said), Change Password unless a third-party sign-in is connected (the CustomerAccount answer held
 * in Dexie's `account` says which) or the brand hides it; Billing and Top-up when that answer's
 * is_topup_enabled; a staff account's store order board.
 */
import { useEffect } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { BRAND } from '@/app/brand';
import { useAccount } from '@/liveQueries/useAccount';
import { useCustomer } from '@/liveQueries/useCustomer';
import { useOrderHistory } from '@/liveQueries/useOrderHistory';
import { accountNavEntries, thirdPartyConnected } from '@/domain/accountNav';
import { isStaff } from '@/domain/roles';
import { ScrollCueEdges } from '@/ui/ScrollCueEdges';
import { useScrollCue } from '@/ui/useScrollCue';
import './account.css';

export function AccountNav() {
  const customer = useCustomer();
  const history = useOrderHistory(customer.id).data;
  const account = useAccount();
  // The answer held is this customer's only while it names them (a sign-out may be under way).
  const held = account && account.customer.id === customer.id ? account.customer : null;
  const entries = accountNavEntries({
    hideHome: BRAND.features.hideHome,
    rewardsShown: history?.rewardsEnabled ?? false,
    thirdPartyConnected: held !== null && thirdPartyConnected(held),
    hideChangePassword: BRAND.features.hideChangePassword,
    hideLogout: BRAND.features.hideLogout,
    topupEnabled: held !== null && account?.account.is_topup_enabled === 1,
    staff: isStaff(customer),
  });
  // Seven entries do not fit a phone's width: the row scrolls, with a cue at the hidden edge.
  const [listRef, cue] = useScrollCue<HTMLUListElement>(entries.map((entry) => entry.id).join());
  const { pathname } = useLocation();
  useEffect(() => {
    listRef.current
      ?.querySelector('[aria-current="page"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [listRef, pathname]);
  return (
    <nav className="account-nav" aria-label="Account">
      <div className="account-nav__frame scroll-cue-frame">
        <ScrollCueEdges cue={cue} />
        <ul className="account-nav__list" ref={listRef}>
          {entries.map((entry) => (
            <li key={entry.id}>
              <NavLink className="account-nav__link" to={entry.path} end>
                {entry.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}

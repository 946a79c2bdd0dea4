/**
 * The account bottom navigation (spec 3 §2 Shell), its entries decided by src/domain/accountNav.ts
 * from the brand and the account: Rewards when the account's rewards are on (as the last order
 * list said), Change Password unless a third-party sign-in is connected or the brand hides it.
 */
import { NavLink } from 'react-router-dom';
import { BRAND } from '@/app/brand';
import { useCustomer } from '@/db/useCustomer';
import { useOrderHistory } from '@/db/useOrderHistory';
import { accountNavEntries } from '@/domain/accountNav';

export function AccountNav() {
  const customer = useCustomer();
  const history = useOrderHistory(customer.id).data;
  const entries = accountNavEntries({
    hideHome: BRAND.features.hideHome,
    rewardsShown: history?.rewardsEnabled ?? false,
    // The identity part's customer row says which sign-ins are connected; none until it does.
    thirdPartyConnected: thirdPartyConnected(customer),
    hideChangePassword: BRAND.features.hideChangePassword,
    hideLogout: BRAND.features.hideLogout,
  });
  return (
    <nav className="account-nav" aria-label="Account">
      <ul className="account-nav__list">
        {entries.map((entry) => (
          <li key={entry.id}>
            <NavLink className="account-nav__link" to={entry.path} end>
              {entry.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function thirdPartyConnected(customer: object): boolean {
  const flags = customer as Partial<
    Record<'is_apple_connected' | 'is_google_connected' | 'is_facebook_connected', unknown>
  >;
  return [flags.is_apple_connected, flags.is_google_connected, flags.is_facebook_connected].some(
    (flag) => flag === true || flag === 1,
  );
}

/** 'Orders | Menu': the staff device's two screens, side by side at the top of each. */
import { Link } from 'react-router-dom';

const TABS = [
  { id: 'orders', label: 'Orders', path: '/staff/orders' },
  { id: 'menu', label: 'Menu', path: '/staff/menu' },
] as const;

export type StaffTab = (typeof TABS)[number]['id'];

export function StaffTabs({ current }: { current: StaffTab }) {
  return (
    <nav className="staff-tabs" aria-label="Staff">
      {TABS.map((tab) => (
        <Link
          key={tab.id}
          to={tab.path}
          className="staff-tabs__tab"
          aria-current={tab.id === current ? 'page' : undefined}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}

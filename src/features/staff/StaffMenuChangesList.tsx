/** The store's menu changes for the manager, newest first: when, who, what. Presentational. */
import type { StaffMenuChangeEntry } from '@/api/staffMenu';
import { changeTimeText } from '@/domain/staffMenu';

export function StaffMenuChangesList({ changes }: { changes: StaffMenuChangeEntry[] | null }) {
  if (changes === null) return <p className="staff-menu__note">Changes show here once loaded.</p>;
  if (changes.length === 0) return <p className="staff-menu__note">No changes yet.</p>;
  return (
    <ol className="staff-menu-changes">
      {changes.map((change) => (
        <li key={change.id} className="staff-menu-changes__entry">
          <time dateTime={change.at}>{changeTimeText(change.at)}</time>
          <span>
            <bdi>{change.by}</bdi>: <bdi>{change.what}</bdi>
          </span>
        </li>
      ))}
    </ol>
  );
}

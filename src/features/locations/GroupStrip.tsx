import { Link } from 'react-router-dom';
import type { MerchantGroup } from '@/api/merchants';
import { groupIsClickable } from '@/domain/locationsList';

function GroupCardContent({ group }: { group: MerchantGroup }) {
  return (
    <>
      {group.hero_img_url !== '' && (
        <img className="group-card__hero" src={group.hero_img_url} alt="" width={240} height={96} />
      )}
      <span className="group-card__text">
        {group.logo_square_url !== '' && (
          <img
            className="group-card__logo"
            src={group.logo_square_url}
            alt=""
            width={40}
            height={40}
          />
        )}
        <span className="group-card__words">
          <span className="group-card__title">{group.group_title}</span>
          {group.group_subtitle !== '' && (
            <span className="group-card__subtitle">{group.group_subtitle}</span>
          )}
        </span>
      </span>
    </>
  );
}

/**
 * The tab strip of location groups (spec 1 §2.3): each group card shows its hero image, logo,
 * title and subtitle, and opens /locations/{group} only when the group is active and has merchants.
 * 'All locations' leads back to the whole list.
 */
export function GroupStrip({
  groups,
  selected,
}: {
  groups: readonly MerchantGroup[];
  selected: string | null;
}) {
  if (groups.length === 0) return null;
  return (
    <nav className="group-strip" aria-label="Location groups">
      <ul className="group-strip__list">
        <li>
          <Link
            className="group-card group-card--all"
            to="/locations"
            aria-current={selected === null ? 'page' : undefined}
          >
            <span className="group-card__text">
              <span className="group-card__words">
                <span className="group-card__title">All locations</span>
              </span>
            </span>
          </Link>
        </li>
        {groups.map((group) => (
          <li key={group.id}>
            {groupIsClickable(group) ? (
              <Link
                className="group-card"
                to={`/locations/${encodeURIComponent(group.code)}`}
                aria-current={selected === group.code ? 'page' : undefined}
              >
                <GroupCardContent group={group} />
              </Link>
            ) : (
              <div className="group-card group-card--inactive">
                <GroupCardContent group={group} />
              </div>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

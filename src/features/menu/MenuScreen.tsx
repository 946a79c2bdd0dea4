/**
 * The menu screen (spec 1 §2.4). Reads the cached menu from Dexie and asks the worker to load it
 * on open and when the slug changes; the worker decides whether the cache is fresh enough
 * (spec 1 §4 Menu load) and raises its own error toasts. The view only renders what Dexie holds.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Outlet, useNavigate, useParams } from 'react-router-dom';
import { onMenuStale } from '@/app/serviceWorker';
import { itemPath } from '@/app/paths';
import { useOnline } from '@/app/useOnline';
import { worker } from '@/app/workerClient';
import { useMenu } from '@/db/useMenu';
import { itemIdsInPageOrder, menuSections } from '@/domain/menuSections';
import { menuPageTitle } from '@/domain/pageTitle';
import { OfflineNote } from '@/ui/OfflineNote';
import { CategoryBar } from './CategoryBar';
import { CategorySection } from './CategorySection';
import { ClosedStore } from './ClosedStore';
import { InfoNotes } from './InfoNotes';
import { MenuFooter } from './MenuFooter';
import { MenuSkeleton } from './MenuSkeleton';
import { MerchantCard } from './MerchantCard';
import type { MenuCacheRow as MenuRow, MenuItemRow as ItemRow } from './types';
import { useActiveSection } from './useActiveSection';
import './menu.css';

/** How many cards' images load eagerly: roughly the first screen on a phone or a desktop row. */
const EAGER_IMAGES = 4;

type LoadState = 'loading' | 'done' | 'failed';

export function MenuScreen() {
  const { slug = '' } = useParams();
  const online = useOnline();
  const navigate = useNavigate();
  const { data } = useMenu(slug);
  const [load, setLoad] = useState<{ slug: string; state: LoadState }>({ slug, state: 'loading' });

  // The result of the last load for this slug; until it arrives the load counts as in flight.
  const request = useCallback(
    (force: boolean) =>
      worker.loadMenu({ slug, force }).then(
        (result) => setLoad({ slug, state: result.ok ? 'done' : 'failed' }),
        // A throw is a worker bug (expected failures are values); still stop showing a spinner.
        (error: unknown) => {
          console.error('loadMenu threw', error);
          setLoad({ slug, state: 'failed' });
        },
      ),
    [slug],
  );

  const refresh = useCallback(() => {
    setLoad({ slug, state: 'loading' });
    void request(true);
  }, [slug, request]);

  // Load on open, on a new slug, and when the connection comes back. Offline there is nothing to
  // ask for: the cached menu (if any) is already showing.
  useEffect(() => {
    if (online) void request(false);
  }, [online, request]);

  // The service worker's periodic check found this menu stale while the app was open.
  useEffect(
    () =>
      onMenuStale((slugs) => {
        if (slugs.includes(slug)) void request(true);
      }),
    [slug, request],
  );

  const onAdd = useCallback(
    (item: ItemRow) => navigate(itemPath(slug, item.id), { preventScrollReset: true }),
    [navigate, slug],
  );

  const loadState = load.slug === slug ? load.state : 'loading';

  if (data === undefined || (data === null && online && loadState === 'loading')) {
    return (
      <main id="main" className="page">
        <title>{__BRAND__.name}</title>
        <MenuSkeleton />
      </main>
    );
  }

  if (data === null) {
    return (
      <main id="main" className="page">
        <title>{__BRAND__.name}</title>
        <h1 className="visually-hidden">Menu</h1>
        {online ? (
          <div className="menu-empty" role="status">
            <p>The menu could not be loaded.</p>
            <button type="button" className="button button--primary" onClick={refresh}>
              Try again
            </button>
          </div>
        ) : (
          <OfflineNote />
        )}
      </main>
    );
  }

  return (
    <MenuView
      row={data.row}
      items={data.items}
      onAdd={onAdd}
      onRefresh={refresh}
      refreshing={loadState === 'loading'}
    />
  );
}

type MenuViewProps = {
  row: MenuRow;
  items: ItemRow[];
  onAdd: (item: ItemRow) => void;
  onRefresh: () => void;
  refreshing: boolean;
};

function MenuView({ row, items, onAdd, onRefresh, refreshing }: MenuViewProps) {
  const { merchant, menu } = row;
  const sections = useMemo(() => menuSections(row.categories, items), [row.categories, items]);
  const anchorIds = useMemo(() => sections.map((section) => section.anchorId), [sections]);
  const inView = useActiveSection(anchorIds);
  // A tap highlights its category at once; the next change the observer sees takes over again.
  const [tapped, setTapped] = useState<{ id: string; inViewAtTap: string | null } | null>(null);
  const eagerItemIds = useMemo(
    () => new Set(itemIdsInPageOrder(sections).slice(0, EAGER_IMAGES)),
    [sections],
  );

  const activeId =
    (tapped !== null && tapped.inViewAtTap === inView ? tapped.id : inView) ?? anchorIds[0] ?? null;

  const closed =
    menu === null || (menu.is_merchant_ready === 0 && menu.is_order_for_later_enabled === 0);
  const showMerchantCard = !__BRAND__.features.hideMerchantCard;

  return (
    <>
      <main id="main" className="page menu">
        <title>{menuPageTitle(merchant)}</title>
        {showMerchantCard ? (
          <MerchantCard
            name={merchant.name}
            address1={merchant.address1}
            suburb={merchant.suburb}
            phone={merchant.phone}
            logoUrl={merchant.logo_square_url}
          />
        ) : (
          <h1 className="visually-hidden">{merchant.name}</h1>
        )}
        <InfoNotes
          notes={[
            { kind: 'warning', text: merchant.warning_text },
            { kind: 'info', text: menu?.public_notice ?? '' },
            { kind: 'promo', text: merchant.promo_text },
            { kind: 'info', text: merchant.payment_text },
            { kind: 'info', text: merchant.delivery_text },
          ]}
        />
        {closed ? (
          <ClosedStore hours={menu?.hours ?? []} onRefresh={onRefresh} refreshing={refreshing} />
        ) : (
          <>
            <CategoryBar
              categories={sections}
              activeId={activeId}
              onSelect={(id) => setTapped({ id, inViewAtTap: inView })}
            />
            {sections.map((section) => (
              <CategorySection
                key={section.id}
                section={section}
                level={2}
                currencySign={merchant.locale.currency_sign}
                showDietary={menu.show_dietary_info === 1}
                showImages={menu.display_images === 1}
                eagerItemIds={eagerItemIds}
                onAdd={onAdd}
              />
            ))}
          </>
        )}
        <Outlet />
      </main>
      <MenuFooter
        name={merchant.name}
        address1={merchant.address1}
        suburb={merchant.suburb}
        phone={merchant.phone}
        hours={menu?.hours ?? []}
        openingTimesHeading={menu?.opening_times_heading ?? ''}
      />
    </>
  );
}

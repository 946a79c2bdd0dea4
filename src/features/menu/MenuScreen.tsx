/**
 * The menu screen (spec 1 §2.4). Reads the cached menu from Dexie and asks the worker to load it
 * on open and when the slug changes; the worker decides whether the cache is fresh enough
 * (spec 1 §4 Menu load) and raises its own error toasts. The view only renders what Dexie holds.
 */
import { useCallback, useDeferredValue, useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { onMenuStale } from '@/app/serviceWorker';
import { itemPath } from '@/app/paths';
import { useOnline } from '@/app/useOnline';
import { useWorkerCall } from '@/app/useWorkerCall';
import { worker } from '@/app/workerClient';
import { INVALID_MENU_NAME, NO_MENU_YET } from '@/domain/messages';
import { useMenu } from '@/liveQueries/useMenu';
import { markFirstScreenShown } from '@/ui/firstScreen';
import { OfflineNote } from '@/ui/OfflineNote';
import { MenuSkeleton } from './MenuSkeleton';
import { MenuView } from './MenuView';
import type { MenuItemRow as ItemRow } from './types';
import { useLinkPromo } from './useLinkPromo';
import { useFollowMenu } from './useFollowMenu';
import { useMenuLink } from './useMenuLink';
import './productCards.css';
import './menu.css';

export function MenuScreen() {
  const { slug = '' } = useParams();
  const online = useOnline();
  const navigate = useNavigate();
  // The menu renders from a deferred copy: React builds a newly arrived menu in the background,
  // yielding to input every few milliseconds, instead of one long task that blocks input.
  const { data: liveData } = useMenu(slug);
  const data = useDeferredValue(liveData);
  const { link, linkAt, linkKey } = useMenuLink();
  // Load on open, on a new slug, and when the connection comes back; Refresh and the service
  // worker's stale notice force a fresh load. Offline there is nothing to ask for: the cached menu
  // (if any) is already showing.
  const load = useWorkerCall(online ? slug : null, ({ forced }) =>
    worker.loadMenu({ slug, force: forced }),
  );
  const { retry: refresh, reload } = load;
  // Staff changes (sold out, paused) redraw the open menu without a reload.
  useFollowMenu(slug);

  // The service worker's periodic check found this menu stale while the app was open.
  useEffect(
    () =>
      onMenuStale((slugs) => {
        if (slugs.includes(slug)) reload();
      }),
    [slug, reload],
  );

  const onAdd = useCallback((item: ItemRow) => navigate(itemPath(slug, item.id)), [navigate, slug]);

  const loadState = load.state.status;
  useLinkPromo({
    slug,
    code: link.promo,
    linkKey,
    ready: data !== undefined && data !== null && loadState === 'ok',
    online,
  });

  const settled = !(data === undefined || (data === null && online && loadState === 'loading'));
  useEffect(() => {
    if (settled) markFirstScreenShown();
  }, [settled]);

  if (!settled) {
    return (
      <main id="main" className="page">
        <title>{__BRAND__.name}</title>
        <MenuSkeleton />
      </main>
    );
  }

  // The server has no menu by this name (a new brand before its restaurant file is imported, an
  // old link): asking again would not help.
  const noSuchMenu =
    load.state.status === 'error' && load.state.error.message === INVALID_MENU_NAME;

  if (data === null) {
    return (
      <main id="main" className="page">
        <title>{__BRAND__.name}</title>
        <h1 className="visually-hidden">Menu</h1>
        {noSuchMenu ? (
          <div className="menu-empty" role="status">
            <p>{NO_MENU_YET}</p>
          </div>
        ) : online ? (
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
      slug={slug}
      data={data}
      link={link}
      linkAt={linkAt}
      onAdd={onAdd}
      onRefresh={refresh}
      refreshing={loadState === 'loading'}
    />
  );
}

/**
 * The menu screen (spec 1 §2.4). Reads the cached menu from Dexie and asks the worker to load it
 * on open and when the slug changes; the worker decides whether the cache is fresh enough
 * (spec 1 §4 Menu load) and raises its own error toasts. The view only renders what Dexie holds.
 */
import { useCallback, useDeferredValue, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { onMenuStale } from '@/app/serviceWorker';
import { itemPath } from '@/app/paths';
import { useOnline } from '@/app/useOnline';
import { worker } from '@/app/workerClient';
import { useMenu } from '@/db/useMenu';
import { markFirstScreenShown } from '@/ui/firstScreen';
import { OfflineNote } from '@/ui/OfflineNote';
import { MenuSkeleton } from './MenuSkeleton';
import { MenuView } from './MenuView';
import type { MenuItemRow as ItemRow } from './types';
import { useLinkPromo } from './useLinkPromo';
import { useMenuLink } from './useMenuLink';
import './menu.css';

type LoadState = 'loading' | 'done' | 'failed';

export function MenuScreen() {
  const { slug = '' } = useParams();
  const online = useOnline();
  const navigate = useNavigate();
  // The menu renders from a deferred copy: React builds a newly arrived menu in the background,
  // yielding to input every few milliseconds, instead of one long task (issue 5: TBT, INP).
  const { data: liveData } = useMenu(slug);
  const data = useDeferredValue(liveData);
  const { link, linkAt, linkKey } = useMenuLink();
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

  const onAdd = useCallback((item: ItemRow) => navigate(itemPath(slug, item.id)), [navigate, slug]);

  const loadState = load.slug === slug ? load.state : 'loading';
  useLinkPromo({
    slug,
    code: link.promo,
    linkKey,
    ready: data !== undefined && data !== null && loadState === 'done',
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

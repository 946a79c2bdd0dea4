/**
 * On a cold open of /menu/{slug}, starts the three slow things at once instead of one after
 * another: the menu screen's code, the API worker's script, and the worker's Merchant call. The
 * router and MenuScreen then ask for the same things and get the ones already under way
 * (dynamic imports are shared; the worker merges concurrent loads of one slug). A cold open's
 * answer that shows a big menu also starts its windowed list's code while the route is decided,
 * rather than once the menu has rendered, so the first items follow the data without a wait.
 */
import { menuSlugOfPath } from '@/domain/menuPath';
import { windowsItems } from '@/domain/virtualMenu';
import { loadVirtualMenu } from '@/features/menu/virtualMenuLoader';
import { coldMenuRead, worker } from './workerClient';

export function startEarlyMenuLoad(pathname: string): void {
  const slug = menuSlugOfPath(pathname);
  if (slug === null) return;
  void import('@/features/menu/MenuScreen');
  void worker.loadMenu({ slug }).catch(() => undefined);
  void coldMenuRead().then((menu) => {
    if (menu !== null && windowsItems(menu.rows.items))
      void loadVirtualMenu().catch(() => undefined);
  });
}

/**
 * On a cold open of /menu/{slug}, starts the three slow things at once instead of one after
 * another: the menu screen's code, the API worker's script, and the worker's Merchant call. The
 * router's loader and MenuScreen then ask for the same things and get the ones already under way
 * (dynamic imports are shared; the worker merges concurrent loads of one slug).
 */
import { strippedSlug } from '@/domain/menuSlug';
import { worker } from './workerClient';

const MENU_PATH = /^\/menu\/([^/]+)\/?(?:item\/[^/]+\/?)?$/;

/** The slug a path opens the menu of, or null ('/menu/login' is the sign-in link, not a menu). */
export function menuSlugOfPath(pathname: string): string | null {
  const match = MENU_PATH.exec(pathname);
  if (!match?.[1]) return null;
  let slug: string;
  try {
    slug = decodeURIComponent(match[1]);
  } catch {
    return null;
  }
  if (slug === 'login') return null;
  const clean = strippedSlug(slug);
  if (clean === '') return null;
  return clean ?? slug;
}

export function startEarlyMenuLoad(pathname: string): void {
  const slug = menuSlugOfPath(pathname);
  if (slug === null) return;
  void import('@/features/menu/MenuScreen');
  void worker.loadMenu({ slug }).catch(() => undefined);
}

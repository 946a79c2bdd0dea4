/** The menu a path opens (spec 1 §2.1 '/menu/{menu name}', '/menu/{slug}/item/{menuitemlink}'). */
import { strippedSlug } from './menuSlug';

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

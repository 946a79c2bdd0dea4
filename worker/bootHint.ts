/**
 * index.html starts the API worker before the app's code has loaded (scripts/firstLoadBoot.ts)
 * and, on a menu link, names it 'docket-api /menu/{slug}…'. The worker then starts that menu's
 * load at once instead of waiting for the page to ask; the page's own loadMenu call joins it.
 */
import { API_WORKER_NAME as NAME } from '@/app/bootNames';
import { menuSlugOfPath } from '@/domain/menuPath';

/** The menu slug the worker's name asks to load first, or null. */
export function bootMenuSlug(workerName: string): string | null {
  if (!workerName.startsWith(`${NAME} `)) return null;
  return menuSlugOfPath(workerName.slice(NAME.length + 1));
}

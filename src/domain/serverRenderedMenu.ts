/**
 * Whether a menu's page is rendered on the server. A menu the page windows (more than
 * VIRTUAL_THRESHOLD products, src/domain/virtualMenu.ts) is not: its first screen depends on the
 * viewport, which the server does not know, so its HTML would show no card, yet carry the whole
 * Merchant answer (megabytes for 10,000 items) and take more than a second to render before the
 * first byte. Such a menu is sent as index.html and rendered by the page, its answer fetched by the
 * boot script. Items are counted as the answer lists them, hidden ones included, so a menu near the
 * threshold errs towards the page's own render.
 */
import { shouldVirtualise } from './virtualMenu';

export function menuRenderedOnServer(itemCount: number): boolean {
  return !shouldVirtualise(itemCount);
}

/**
 * Whether a menu's page is rendered on the server (issue 18). A menu the page windows (more than
 * VIRTUAL_THRESHOLD products, src/domain/virtualMenu.ts) is not: its first screen depends on the
 * viewport, which the server does not know, so its HTML showed no card, yet it carried the whole
 * Merchant answer (8.9 MB for the bench's 10,000 items) and took 1.6 s to render before the first
 * byte. Such a menu is sent as index.html and loads as it did before, its answer fetched by the
 * boot script. Items are counted as the answer lists them, hidden ones included, so a menu near
 * the threshold errs towards the page it always had.
 */
import { shouldVirtualise } from './virtualMenu';

export function menuRenderedOnServer(itemCount: number): boolean {
  return !shouldVirtualise(itemCount);
}

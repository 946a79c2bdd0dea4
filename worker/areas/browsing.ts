/**
 * The browsing area (loaded on its first call): item details, locations, home, embeds,
 * and a member's favourite locations (building it registers the favourites' outbox sender).
 */
import type { Outbox } from '@worker/cart/outbox';
import type { WorkerContext } from '@worker/context';
import { createEmbedHtml } from '@worker/home/embedHtml';
import { createLoadHome } from '@worker/home/loadHome';
import { createLoadItemDetails } from '@worker/menu/loadItemDetails';
import { createFavouritesApi } from '@worker/merchants/favourites';
import { createLoadMerchants } from '@worker/merchants/loadMerchants';

export type BrowsingDeps = { fetch: typeof fetch; origin: string; timeoutMs?: number };

export function createBrowsingArea(ctx: WorkerContext, deps: BrowsingDeps, outbox: Outbox) {
  return {
    ...createFavouritesApi(ctx, outbox),
    loadItemDetails: createLoadItemDetails(ctx),
    loadMerchants: createLoadMerchants(ctx),
    loadHome: createLoadHome(ctx),
    embedHtml: createEmbedHtml(ctx, deps),
  };
}

export type BrowsingArea = ReturnType<typeof createBrowsingArea>;

/** The browsing area (issue 18: loaded on its first call): item details, locations, home, embeds. */
import type { WorkerContext } from '@worker/context';
import { createEmbedHtml } from '@worker/home/embedHtml';
import { createLoadHome } from '@worker/home/loadHome';
import { createLoadItemDetails } from '@worker/menu/loadItemDetails';
import { createLoadMerchants } from '@worker/merchants/loadMerchants';

export type BrowsingDeps = { fetch: typeof fetch; origin: string; timeoutMs?: number };

export function createBrowsingArea(ctx: WorkerContext, deps: BrowsingDeps) {
  return {
    loadItemDetails: createLoadItemDetails(ctx),
    loadMerchants: createLoadMerchants(ctx),
    loadHome: createLoadHome(ctx),
    embedHtml: createEmbedHtml(ctx, deps),
  };
}

export type BrowsingArea = ReturnType<typeof createBrowsingArea>;

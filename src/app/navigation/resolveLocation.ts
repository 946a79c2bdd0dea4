/**
 * Everything a location needs before it renders, so a screen never suspends or flashes a
 * fallback on the way in: the route table's decision (spec 3 §2), then the code of the screen it
 * names and of the item popup or crash test when the path opens one.
 */
import { GUEST_CUSTOMER } from '@/liveQueries/defaults';
import { decideRoute, type RouteDecision } from '@/domain/routeTable';
import { customerFlags } from '@/domain/roles';
import { loadItemRoute } from '@/features/item/loadItemRoute';
import { BRAND } from '../brand';
import { DEVICE_APP_MODE } from '../deviceMode';
import { pinpadSetupForcedFor } from '@/liveQueries/pinpadSetup';
import { loadedAhead, loadScreen } from '../screens';
import { readQuery } from '../workerClient';
import { matchAppRoute } from './appRoutes';

export type RenderDecision = Extract<RouteDecision, { action: 'render' }>;

export type Resolution =
  | { kind: 'render'; decision: RenderDecision | null }
  | { kind: 'redirect'; to: string }
  | { kind: 'error'; error: unknown };

export type ResolveInput = {
  pathname: string;
  search: string;
  /** The in-app location being left (for /login's 'from'); null on the first load. */
  leaving: string | null;
  /** The decision already on screen, when this move does not need a new one. */
  reuse: RenderDecision | null;
  /** The page's origin; the server's render passes it (there is no window there). */
  origin?: string;
};

const popups = loadedAhead({
  item: () => loadItemRoute().then((module) => module.ItemRoute),
  crash: () => import('@/features/info/CrashTest').then((module) => module.CrashTest),
});

/** The item popup's or crash test's component, once resolveLocation has loaded it. */
export const loadedPopup = popups.loaded;

async function decide(input: ResolveInput): Promise<RouteDecision> {
  // Storage can be unavailable (some private modes): decide as for a signed-out visitor.
  const [customer, account, paired] = await Promise.all([
    readQuery('customer').catch(() => GUEST_CUSTOMER),
    readQuery('account').catch(() => null),
    readQuery('pinpadStatus')
      .then((status) => status.paired)
      .catch(() => false),
  ]);
  const target = `${input.pathname}${input.search}`;
  return decideRoute({
    path: input.pathname,
    search: input.search,
    auth: customerFlags(customer),
    storeMode: BRAND.storeMode,
    menuSlug: BRAND.menuSlug,
    appMode: DEVICE_APP_MODE,
    // Spec 3 §4: the sign-in answer's eftpos, the profile's pos_guid, a stored pinpad secret.
    pinpadSetupForced: pinpadSetupForcedFor({ customer, account, paired }),
    // The sign-in answer's menu_name; '' or absent: none.
    customerMenu: customer.menuName ? customer.menuName : null,
    from: input.leaving === target ? null : input.leaving,
    origin: input.origin ?? window.location.origin,
  });
}

export async function resolveLocation(input: ResolveInput): Promise<Resolution> {
  try {
    const match = matchAppRoute(input.pathname);
    if (match.screen === 'crash') {
      await popups.load('crash');
      return { kind: 'render', decision: null };
    }
    const decision = input.reuse ?? (await decide(input));
    if (decision.action === 'redirect') return { kind: 'redirect', to: decision.to };
    await Promise.all([loadScreen(decision.screen), match.item ? popups.load('item') : null]);
    return { kind: 'render', decision };
  } catch (error) {
    return { kind: 'error', error };
  }
}

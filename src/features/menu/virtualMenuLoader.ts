/**
 * A big menu's windowed list (and its virtualizer) is fetched only for a big menu, so a small
 * menu's first load never carries it (everything fetched before the first paint delays it on a slow
 * link). A cold open asks for it as soon as its answer shows a big menu (src/app/coldStart.ts),
 * alongside deciding the route, rather than once the menu has rendered (so the first items follow
 * the data without a wait); MenuBody asks otherwise. One fetch however many ask; a failed one is
 * tried again by the next.
 */
import type { VirtualMenu } from './VirtualMenu';

let loaded: typeof VirtualMenu | null = null;
let loading: Promise<typeof VirtualMenu> | null = null;

/** The component once its chunk has run, else null. */
export function loadedVirtualMenu(): typeof VirtualMenu | null {
  return loaded;
}

export function loadVirtualMenu(): Promise<typeof VirtualMenu> {
  loading ??= import('./VirtualMenu').then(
    (module) => (loaded = module.VirtualMenu),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

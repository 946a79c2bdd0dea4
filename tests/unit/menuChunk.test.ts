import { describe, expect, it } from 'vitest';
import { loadedThrough, menuChunkName, type ChunkingContext } from '../../scripts/menuChunk';

const MENU = '/p/src/features/menu/MenuScreen.tsx';
const HOME = '/p/src/features/home/HomeScreen.tsx';
const CART = '/p/src/features/cart/CartScreen.tsx';
const MAIN = '/p/src/main.tsx';
/** A lazy part of the menu route, imported dynamically from the menu's own code. */
const POPUP = '/p/src/features/menu/Popup.tsx';

/**
 * A module graph: id → its static importers. MENU, HOME and CART are screens (imported dynamically by
 * the app), POPUP a lazy part of the menu (imported dynamically by the menu's code), MAIN the entry.
 */
const graph: Record<string, string[]> = {
  [MAIN]: [],
  [MENU]: [],
  [HOME]: [],
  [CART]: [],
  '/p/src/app/routes.tsx': [MAIN],
  '/p/src/features/menu/MenuBody.tsx': [MENU],
  '/p/src/features/cart/addToCart.ts': ['/p/src/features/menu/MenuBody.tsx', HOME],
  '/p/src/domain/dietary.ts': ['/p/src/features/cart/addToCart.ts'],
  '/p/src/domain/cartMessages.ts': ['/p/src/features/menu/MenuBody.tsx', CART, HOME],
  '/p/src/domain/messages.ts': ['/p/src/app/routes.tsx', '/p/src/features/menu/MenuBody.tsx'],
  '/p/src/features/home/HomeBlocks.tsx': [HOME],
  '/p/src/features/menu/loadPopup.ts': ['/p/src/features/menu/MenuBody.tsx'],
  [POPUP]: [],
  '/p/src/features/menu/ProductCard.tsx': ['/p/src/features/menu/MenuBody.tsx', POPUP],
  '/p/node_modules/react/index.js': [MENU, HOME, MAIN],
  '/p/src/domain/calendar.ts': ['/p/src/features/menu/MenuBody.tsx'],
  '/p/node_modules/date-fns/addDays.js': ['/p/src/domain/calendar.ts'],
};

const context: ChunkingContext = {
  getModuleInfo: (id) =>
    id in graph
      ? {
          importers: graph[id]!,
          dynamicImporters:
            id === MENU || id === HOME || id === CART
              ? ['/p/src/app/screens.ts']
              : id === POPUP
                ? ['/p/src/features/menu/loadPopup.ts']
                : [],
          isEntry: id === MAIN,
        }
      : null,
};

describe('the menu chunks', () => {
  it.each([
    ['a module of the menu screen alone', '/p/src/features/menu/MenuBody.tsx', 'menu'],
    ['the menu screen itself', MENU, 'menu'],
    [
      'a module the menu shares with another screen',
      '/p/src/features/cart/addToCart.ts',
      'menu-more',
    ],
    ['and what that module imports', '/p/src/domain/dietary.ts', 'menu-more'],
    [
      'a module the menu shares with the cart (and others)',
      '/p/src/domain/cartMessages.ts',
      'menu-shared',
    ],
    ['a module the entry loads stays in the entry', '/p/src/domain/messages.ts', null],
    ['a module of another screen only', '/p/src/features/home/HomeBlocks.tsx', null],
    [
      'a module the menu shares only with its own lazy parts',
      '/p/src/features/menu/ProductCard.tsx',
      'menu',
    ],
    ['a lazy part of the menu keeps its own chunk', POPUP, null],
    ['a package', '/p/node_modules/react/index.js', null],
    ['the date library goes with the calendar', '/p/node_modules/date-fns/addDays.js', 'menu'],
  ])('%s', (_case, id, expected) => {
    expect(menuChunkName(id, context)).toBe(expected);
  });

  it('finds the screens and the entry a module is loaded through', () => {
    expect([...loadedThrough('/p/src/domain/dietary.ts', context)].sort()).toEqual([HOME, MENU]);
    expect([...loadedThrough('/p/src/domain/messages.ts', context)].sort()).toEqual([MENU, MAIN]);
  });
});

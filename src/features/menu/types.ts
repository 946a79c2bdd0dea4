/** Row types the menu views render, taken from the db hooks' data (features don't import the schema). */
import type { MenuData } from '@worker/db/queries';

export type MenuItemRow = MenuData['items'][number];
export type MenuCacheRow = MenuData['row'];

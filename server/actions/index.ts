/** The RequestAction dispatcher: one handler per action of src/api/actions.ts, typed by that map. */
import type { RequestAction } from '../../src/api/actions';
import type { ActionHandlers } from '../protocol/context';
import { AppHome } from './AppHome';
import { MenuItemDetails } from './MenuItemDetails';
import { Merchant } from './Merchant';
import { Merchants } from './Merchants';

export const actions: ActionHandlers = { Merchants, Merchant, MenuItemDetails, AppHome };

export function isRequestAction(name: string): name is RequestAction {
  return Object.hasOwn(actions, name);
}

/**
 * One fulfilment type's clock facts for a moment (spec 1 §5 'Date picker', §2.5 ASAP): whether
 * it may be ordered for later (the menu's and the type's flags), whether it is online, its picker
 * window (the menu's hours, the type's available_today and min_notice) and when ASAP would be.
 * `now` is a merchant-local epoch.
 */
import type { FulfilmentTypeSettings, Menu } from '../api/merchant';
import { asapTime } from './asapLabel';
import type { LocalMs } from './calendar';
import { pickerWindow, type PickerWindow } from './pickerWindow';

export type MenuForTiming = Pick<Menu, 'availability' | 'is_order_for_later_enabled'>;

export type TypeTiming = {
  orderForLater: boolean;
  online: boolean;
  window: PickerWindow;
  /** When an ASAP order would be ready today; null when ASAP is not possible. */
  asapAt: LocalMs | null;
};

export function typeTiming(
  type: FulfilmentTypeSettings,
  menu: MenuForTiming,
  now: LocalMs,
): TypeTiming {
  const orderForLater =
    menu.is_order_for_later_enabled === 1 && type.availability.order_for_later === 1;
  const online = type.availability.online_status === 'online';
  const window = pickerWindow({
    now,
    availability: { ...menu.availability, available_today: type.availability.available_today },
    orderForLater,
    online,
    minNotice: type.min_notice,
  });
  const asapAt = asapTime({ now, asapAllowed: type.asap === 1, online, window });
  return { orderForLater, online, window, asapAt };
}

/**
 * The ordered migrations, imported statically so they bundle and run the same under tsx, vitest
 * and a build. Append new ones; never edit one that has shipped.
 */
import type { Migration } from 'kysely';
import * as m0001 from './0001_init';
import * as m0002 from './0002_home';
import * as m0003 from './0003_cart';
import * as m0004 from './0004_menu_features';
import * as m0005 from './0005_idempotency_owner';
import * as m0006 from './0006_checkout';
import * as m0007 from './0007_accounts';
import * as m0008 from './0008_order_history';
import * as m0009 from './0009_balance_ledger';
import * as m0010 from './0010_push';
import * as m0011 from './0011_terminal_payments';
// Staff devices (staff part): 0012; the terminal's 0011 joins before it at the merge.
import * as m0012 from './0012_staff_devices';
// Several server processes (scale out): 0013.
import * as m0013 from './0013_hot_read_notifications';
// The live order channel and the guessing limits across processes (scale out): 0014.
import * as m0014 from './0014_shared_order_events_and_limits';
import * as m0015 from './0015_payment_attempts';
// Sign-in that holds under attack: 0016.
import * as m0016 from './0016_sign_in_defences';
// Stored credit and cards: 0017.
import * as m0017 from './0017_stored_credit';
// Standing orders and their scheduler: 0018.
import * as m0018 from './0018_standing_orders';
// Reward points as a ledger: 0019.
import * as m0019 from './0019_reward_points';
// A member's favourite locations: 0020.
import * as m0020 from './0020_favourite_merchants';
// First-party analytics events: 0021.
import * as m0021 from './0021_analytics_events';
// What a cancelled order gave back: 0022.
import * as m0022 from './0022_order_refunds';
// Stable keys for a restaurant file's rows: 0023.
import * as m0023 from './0023_restaurant_keys';
// A restaurant's own menu photos: 0024.
import * as m0024 from './0024_media_bytes';
// The staff Menu tab: sold-out marks, paused fulfilment types, the record of changes: 0025.
import * as m0025 from './0025_staff_menu';

export const migrations: Record<string, Migration> = {
  '0001_init': m0001,
  '0002_home': m0002,
  '0003_cart': m0003,
  '0004_menu_features': m0004,
  '0005_idempotency_owner': m0005,
  '0006_checkout': m0006,
  '0007_accounts': m0007,
  '0008_order_history': m0008,
  '0009_balance_ledger': m0009,
  '0010_push': m0010,
  '0011_terminal_payments': m0011,
  '0012_staff_devices': m0012,
  '0013_hot_read_notifications': m0013,
  '0014_shared_order_events_and_limits': m0014,
  '0015_payment_attempts': m0015,
  '0016_sign_in_defences': m0016,
  '0017_stored_credit': m0017,
  '0018_standing_orders': m0018,
  '0019_reward_points': m0019,
  '0020_favourite_merchants': m0020,
  '0021_analytics_events': m0021,
  '0022_order_refunds': m0022,
  '0023_restaurant_keys': m0023,
  '0024_media_bytes': m0024,
  '0025_staff_menu': m0025,
};

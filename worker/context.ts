/** What every worker area needs: the database, the brand, the clock, the protocol and the events. */
import type { Brand } from '@/brand/schema';
import type { DocketDatabase } from '@worker/db/database';
import type { EventBus } from './events/eventBus';
import type { ProtocolClient } from './protocol/createProtocolClient';

export type WorkerContext = {
  db: DocketDatabase;
  brand: Brand;
  now: () => number;
  protocol: ProtocolClient;
  events: EventBus;
  /**
   * Pings the server now (the connectivity monitor's ping, its answer not stored): true when it
   * cannot be reached. A call that failed for that is the device being offline, a
   * state the views show, not a server failure to toast. Absent where a test builds a context
   * without the monitor: then every failure is the server's.
   */
  serverUnreachable?: () => Promise<boolean>;
};

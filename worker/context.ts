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
};

import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { IdentityProviders } from '../accounts/identityProviders';
import type { Database } from '../db/schema';
import type { MenuVersions } from '../menu/menuVersions';
import type { OrderEvents } from '../orders/orderEmitter';
import type { ConnectionLimits } from './connectionLimits';
import { registerEmailVerification } from './emailVerification';
import { registerEmbeds } from './embeds';
import { registerIdentityProvidersConfig } from './identityProviders';
import { registerMedia } from './media';
import { registerMenuEvents } from './menuEventStreams';
import { registerOrderEvents } from './orderEventStreams';
import { registerPing } from './ping';
import { registerPrintBridge } from './printBridge';
import { registerTerminalEvents } from './terminalEvents';
import { registerTerminalHosts } from './terminalHosts';
import { notifyBearers, notifyKeyFrom } from './terminalNotifyBearer';

/**
 * Every route besides POST /api and the PWA: the live order channel, the menu channel, the
 * staff devices' print bridge, the ping, the sign-in providers' settings, email verification, the Linkly terminal's
 * hosts and relayed prompts, and the generated media and embeds.
 */
export function registerHttpRoutes(
  app: FastifyInstance,
  deps: {
    db: Kysely<Database>;
    now: () => Date;
    orderEvents: OrderEvents;
    menuVersions: MenuVersions;
    connections: ConnectionLimits;
    identity: IdentityProviders;
    /** The payment sandbox's origin, where the Linkly simulator runs ('' for none). */
    sandboxOrigin: string;
  },
): void {
  const { db, now, connections } = deps;
  registerOrderEvents(app, { db, now, events: deps.orderEvents, limits: connections });
  registerMenuEvents(app, { db, versions: deps.menuVersions, limits: connections });
  registerPrintBridge(app, { db, now });
  registerPing(app);
  registerIdentityProvidersConfig(app, deps.identity);
  registerEmailVerification(app, { db, now });
  registerTerminalHosts(app, deps.sandboxOrigin);
  registerTerminalEvents(app, {
    db,
    now,
    limits: connections,
    bearers: notifyBearers(notifyKeyFrom(process.env.TERMINAL_NOTIFY_KEY)),
  });
  registerMedia(app, db);
  registerEmbeds(app, db);
}

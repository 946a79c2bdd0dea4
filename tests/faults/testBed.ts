/**
 * The real reference server (PGlite in memory) and the payment sandbox with its Linkly simulator,
 * joined in-process (inProcessNetwork.ts), set up for whole journeys: top-ups on, the terminal
 * offered at the demo store, a kiosk signed in with a paired pad, a staff device signed in.
 */
import { createServer } from '../../server/app';
import { linklyTerminalFor } from '../../server/payments/linkly';
import { createSandboxGateway } from '../../server/payments/sandboxGateway';
import { createPaymentSandbox } from '../../server/sandbox';
import { newSid } from '../../server/protocol/session';
import { insertMember } from '../support/memberRows';
import { inProcessNetwork, type Origins } from './inProcessNetwork';

export const APP = 'http://docket.test';
export const SANDBOX = 'http://sandbox.test';
export const SLUG = 'fig-and-olive';
/** Tuesday 07:30 in Perth: the demo store is open for the next 14.5 hours of fake time. */
export const OPENING = new Date('2026-11-23T23:30:00Z');
const WEEK_MS = 7 * 86_400_000;
const YEAR_MS = 400 * 86_400_000;

/**
 * Journey n starts at opening time n Tuesdays on: 'today' (the staff board, the store's day) holds
 * that journey's orders only, and the clock only ever moves forward, as a server's does. (A run
 * that went back 49 weeks at a time saw a later kiosk treated as a guest; not a clock that happens.)
 */
export const journeyStart = (seed: number) => new Date(OPENING.getTime() + seed * WEEK_MS);

export async function startTestBed() {
  const origins: Origins = {};
  const network = inProcessNetwork(origins);
  const sandbox = await createPaymentSandbox({ appOrigins: [APP] });
  const server = await createServer({
    // Thousands of journeys from one address on a stopped clock: the rate limits have their own tests.
    rateLimits: false,
    dataDir: 'memory://',
    payments: {
      gateway: createSandboxGateway({ origin: SANDBOX, fetch: network.send }),
      sandboxOrigin: SANDBOX,
    },
    terminal: linklyTerminalFor({ linklyCloudUrl: '' }, SANDBOX, {}, network.send)!,
    // No purge or scheduler job: its timer would be the fake clock's next stop and skip hours.
    scheduler: { every: () => ({ cancel: () => undefined }) },
  });
  origins[APP] = server.app;
  origins[SANDBOX] = sandbox.app;

  const brand = await server.db
    .selectFrom('brands')
    .select('id')
    .where('code', '=', 'demo')
    .executeTakeFirstOrThrow();
  await server.db.updateTable('brands').set({ topup_enabled: true }).execute();
  const merchant = await server.db
    .updateTable('merchants')
    .set({ eftpos_enabled: true })
    .where('brand_id', '=', brand.id)
    .where('slug', '=', SLUG)
    .returning('id')
    .executeTakeFirstOrThrow();
  const menus = await server.db
    .selectFrom('menus')
    .select('id')
    .where('merchant_id', '=', merchant.id)
    .execute();
  for (const menu of menus) {
    await server.db
      .insertInto('menu_payment_methods')
      .values({
        menu_id: menu.id,
        code: 'eftpos',
        description: 'Card',
        icon: 'eftpos',
        info: '',
        position: 50,
      })
      .onConflict((conflict) => conflict.columns(['menu_id', 'code']).doNothing())
      .execute();
  }

  /** A member signed in on a device of their own (no password: the session row is made here). */
  const newMember = (name: string, status = 1) =>
    insertMember(server.db, {
      brandId: brand.id,
      name,
      status,
      createdAt: new Date(Date.now()),
      expiresAt: new Date(Date.now() + YEAR_MS),
    });

  /** A new session of an existing customer (a staff device signing in). */
  async function newSession(customerId: number): Promise<string> {
    const sid = newSid();
    await server.db
      .insertInto('sessions')
      .values({
        sid,
        brand_id: brand.id,
        customer_id: customerId,
        created_at: new Date(Date.now()),
        expires_at: new Date(Date.now() + YEAR_MS),
      })
      .execute();
    return sid;
  }

  return {
    server,
    newSession,
    sandbox,
    network,
    brandId: brand.id,
    merchantId: merchant.id,
    newMember,
    sessionLifetimeMs: YEAR_MS,
    async close() {
      await server.close();
      await sandbox.close();
    },
  };
}

export type TestBed = Awaited<ReturnType<typeof startTestBed>>;

/**
 * Test harness for the server: every suite runs against in-memory PGlite and, when DATABASE_URL is
 * set, also against PostgreSQL in a fresh database created for the suite and dropped after it.
 * Calls go through `app.inject`, so no port is opened; answers are parsed with the src/api schemas.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { expect } from 'vitest';
import { responseSchemas, type ActionResponse, type RequestAction } from '../../src/api/actions';
import { envelopeSchema, failureMessagesSchema, type Envelope } from '../../src/api/envelope';
import { createServer, type CreateServerOptions, type DocketServer } from '../../server/app';
import { adminQuery, databaseUrl } from '../../server/db/template';
import { PG_TEMPLATE_ENV } from '../support/postgresTemplate';

export type Backend = { name: 'pglite' | 'postgres' };

export const backends: Backend[] = [
  { name: 'pglite' },
  ...(process.env.DATABASE_URL ? [{ name: 'postgres' as const }] : []),
];

/** Tuesday 24 November 2026, 11:00 in Perth (UTC+8, no daylight saving). */
export const TUESDAY_11AM = '2026-11-24T03:00:00Z';

export const DEMO = { token: 'demo-app-token', slug: 'fig-and-olive' } as const;
export const HARBOUR = { token: 'harbour-app-token', slug: 'harbour-cbd' } as const;

export type CallOptions = {
  token?: string;
  sid?: string;
  appVersion?: string;
  apiVersion?: string;
};

export type TestServer = DocketServer & {
  /** The PostgreSQL database's URL; null on PGlite. */
  databaseUrl: string | null;
  /** Sets the injected clock. */
  setNow(iso: string): void;
  /** POSTs one form-encoded call with the common fields; returns the parsed envelope. */
  call(action: string, fields?: Record<string, string>, options?: CallOptions): Promise<Envelope>;
  /** A call that must succeed; its Response parsed with the action's schema. */
  ok<A extends RequestAction>(
    action: A,
    fields?: Record<string, string>,
    options?: CallOptions,
  ): Promise<ActionResponse<A>>;
  /** A call that must fail; returns its code and first message. */
  failure(
    action: string,
    fields?: Record<string, string>,
    options?: CallOptions,
  ): Promise<{ code: string; message: string }>;
};

export async function startServer(
  backend: Backend,
  startAt = TUESDAY_11AM,
  extra: Pick<
    CreateServerOptions,
    | 'scheduler'
    | 'payments'
    | 'logger'
    | 'logLevel'
    | 'logStream'
    | 'push'
    | 'identity'
    | 'rateLimits'
    | 'staticDir'
    | 'paymentTimeoutMs'
    | 'reconcile'
    | 'standingOrders'
    | 'terminal'
    | 'connections'
  > = {},
  /** Another server on the same PostgreSQL database (several processes); `first` drops it. */
  sharing?: TestServer,
): Promise<TestServer> {
  let now = new Date(startAt);
  const shared = sharing?.databaseUrl ? { url: sharing.databaseUrl, drop: async () => {} } : null;
  const database = shared ?? (backend.name === 'postgres' ? await createTestDatabase() : null);
  let server: DocketServer;
  try {
    server = await createServer({
      ...(database ? { databaseUrl: database.url } : { dataDir: 'memory://' }),
      now: () => now,
      // One test address sends every call, faster than any person: the suites that prove the
      // limits (rateLimits.test.ts) turn them on.
      rateLimits: false,
      ...extra,
    });
  } catch (error) {
    await database?.drop();
    throw error;
  }

  const call: TestServer['call'] = async (action, fields = {}, options = {}) => {
    const body = new URLSearchParams({
      RequestAction: action,
      app_token: options.token ?? DEMO.token,
      api_version: options.apiVersion ?? '7',
      app_id: 'docket-tests',
      app_version: options.appVersion ?? '3.1.23',
      app_mode: 'PERSONAL',
      local_ts: String(Math.floor(now.getTime() / 1000)),
      ...(options.sid ? { sid: options.sid } : {}),
      ...fields,
    });
    const response = await server.app.inject({
      method: 'POST',
      url: '/api',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: body.toString(),
    });
    expect(response.statusCode).toBe(200);
    return envelopeSchema.parse(response.json());
  };

  return {
    ...server,
    databaseUrl: database?.url ?? null,
    setNow: (iso) => {
      now = new Date(iso);
    },
    call,
    ok: async (action, fields, options) => {
      const envelope = await call(action, fields, options);
      expect(envelope.ResponseCode, JSON.stringify(envelope.Response)).toBe('SUCCESS');
      expect(envelope.SID).toMatch(/^[A-Za-z0-9_-]{43}$/);
      return responseSchemas[action].parse(envelope.Response) as ActionResponse<typeof action>;
    },
    failure: async (action, fields, options) => {
      const envelope = await call(action, fields, options);
      expect(envelope.ResponseCode).not.toBe('SUCCESS');
      const [message = ''] = failureMessagesSchema.parse(envelope.Response);
      return { code: envelope.ResponseCode, message };
    },
    close: async () => {
      try {
        await server.close();
      } finally {
        await database?.drop();
      }
    },
  };
}

/** A new, empty database on DATABASE_URL's server; `drop` removes it. */
export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('DATABASE_URL is not set');
  const name = `docket_test_${randomBytes(6).toString('hex')}`;
  // A copy of the run's migrated, seeded database (tests/support/postgresTemplate.ts).
  const template = process.env[PG_TEMPLATE_ENV];
  await adminQuery(adminUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  return {
    url: databaseUrl(adminUrl, name),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        // The pool's sockets may still be closing; forcing them shut would surface as errors in
        // that pool, so wait for them first and force only as a last resort.
        for (let attempt = 0; attempt < 50; attempt++) {
          const { rows } = await client.query<{ n: number }>(
            'select count(*)::int as n from pg_stat_activity where datname = $1',
            [name],
          );
          if (rows[0]?.n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

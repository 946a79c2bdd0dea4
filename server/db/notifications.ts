/**
 * LISTEN on one channel, for either database. PostgreSQL: a connection of its own, outside the
 * pool (a pooled connection would LISTEN for whoever borrowed it), opened again when it drops,
 * quickly at first, then at most every 5 s. PGlite: its own listen(), in-process; it cannot drop.
 *
 * `live(false)` says messages may be missed from now on, `live(true)` that listening has (re)started;
 * a caller that remembers things must forget them on both (server/protocol/hotReads.ts).
 */
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export type NotificationHandlers = {
  message(payload: string): void;
  live(live: boolean): void;
  /** The connection dropped or could not be opened (it is retried); never for a message. */
  error(error: unknown): void;
};

export type Listening = { stop(): Promise<void> };

export type NotificationSource =
  { kind: 'postgres'; url: string } | { kind: 'pglite'; client: PGlite };

const FIRST_RETRY_MS = 100;
const LAST_RETRY_MS = 5_000;
/**
 * Shown in pg_stat_activity, so an operator (and the tests) can find the listening connections:
 * a process has two, the hot reads' (0013) and the live order channel's (0014).
 */
export const LISTENER_APPLICATION_NAME = 'docket-listening';

/** Channel names are fixed identifiers of ours, never input; checked so they can be spliced. */
const quoted = (channel: string) => {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
  return channel;
};

/** Starts listening; resolves once the first LISTEN is in place (live(true) has been called). */
export async function listen(
  source: NotificationSource,
  channel: string,
  handlers: NotificationHandlers,
): Promise<Listening> {
  if (source.kind === 'pglite') {
    const unlisten = await source.client.listen(quoted(channel), handlers.message);
    handlers.live(true);
    return { stop: () => (source.client.closed ? Promise.resolve() : unlisten()) };
  }
  return listenOnPostgres(source.url, quoted(channel), handlers);
}

async function listenOnPostgres(
  url: string,
  channel: string,
  handlers: NotificationHandlers,
): Promise<Listening> {
  let current: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;
  let delay = FIRST_RETRY_MS;

  const open = async (): Promise<pg.Client> => {
    const client = new pg.Client({
      connectionString: url,
      application_name: LISTENER_APPLICATION_NAME,
    });
    client.on('notification', (message) => {
      if (message.channel === channel && client === current)
        handlers.message(message.payload ?? '');
    });
    client.on('error', (error) => lost(client, error));
    client.on('end', () => lost(client, new Error('the listening connection ended')));
    try {
      await client.connect();
      await client.query(`listen ${channel}`);
    } catch (error) {
      client.end().catch(() => {});
      throw error;
    }
    return client;
  };

  const lost = (client: pg.Client, error: unknown) => {
    if (client !== current) return;
    current = null;
    handlers.live(false);
    handlers.error(error);
    client.end().catch(() => {});
    schedule();
  };

  const schedule = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => void attempt(), delay);
    retry.unref();
    delay = Math.min(delay * 2, LAST_RETRY_MS);
  };

  const attempt = async () => {
    retry = null;
    let client: pg.Client;
    try {
      client = await open();
    } catch (error) {
      handlers.error(error);
      schedule();
      return;
    }
    if (stopped) {
      await client.end().catch(() => {});
      return;
    }
    current = client;
    delay = FIRST_RETRY_MS;
    handlers.live(true);
  };

  current = await open();
  handlers.live(true);
  return {
    stop: async () => {
      stopped = true;
      if (retry) clearTimeout(retry);
      const client = current;
      current = null;
      await client?.end().catch(() => {});
    },
  };
}

/**
 * Opens the database: PostgreSQL through `pg` when a URL is given, otherwise PGlite (Postgres
 * compiled to WASM, in-process) on a data directory or in memory. Both speak the same SQL, so one
 * set of migrations and queries serves both.
 *
 * PGlite has a single connection. Kysely's transactions send BEGIN … COMMIT as separate queries,
 * so the PGlite driver here hands that connection out to one holder at a time (like Kysely's own
 * SQLite driver); without the lock a concurrent request could run inside someone else's transaction.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  Kysely,
  PostgresAdapter,
  PostgresDialect,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryResult,
} from 'kysely';
import pg from 'pg';
import type { NotificationSource } from './notifications';
import type { Database } from './schema';

export type DatabaseKind = 'pglite' | 'postgres';

export type OpenDatabaseOptions = {
  /** postgres://… ; when set, dataDir is ignored. */
  databaseUrl?: string;
  /** PGlite data directory, or 'memory://'. */
  dataDir?: string;
};

export type OpenedDatabase = {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** Where LISTEN is done (server/db/notifications.ts). */
  notifications: NotificationSource;
};

export async function openDatabase(options: OpenDatabaseOptions): Promise<OpenedDatabase> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
      kind: 'postgres',
      notifications: { kind: 'postgres', url: options.databaseUrl },
    };
  }
  const dataDir = options.dataDir ?? './data/pglite';
  if (!dataDir.includes('://')) mkdirSync(dataDir, { recursive: true });
  const template = dataDir === 'memory://' ? memoryTemplate() : undefined;
  return pgliteDatabase(await PGlite.create(dataDir, template && { loadDataDir: template }));
}

/** Names the file (server/db/template.ts) every new 'memory://' database starts from. */
export const MEMORY_TEMPLATE_ENV = 'DOCKET_MEMORY_TEMPLATE';

function memoryTemplate(): Blob | undefined {
  const file = process.env[MEMORY_TEMPLATE_ENV];
  return file ? new Blob([readFileSync(file)]) : undefined;
}

export function pgliteDatabase(client: PGlite): OpenedDatabase {
  return {
    db: new Kysely<Database>({ dialect: pgliteDialect(client) }),
    kind: 'pglite',
    notifications: { kind: 'pglite', client },
  };
}

function pgliteDialect(client: PGlite): Dialect {
  return {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new PGliteDriver(client),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  };
}

class PGliteDriver implements Driver {
  readonly #client: PGlite;
  readonly #connection: PGliteConnection;
  #queue: Promise<void> = Promise.resolve();
  #release: (() => void) | null = null;

  constructor(client: PGlite) {
    this.#client = client;
    this.#connection = new PGliteConnection(client);
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.#queue;
    let release!: () => void;
    this.#queue = new Promise<void>((resolve) => (release = resolve));
    await previous;
    this.#release = release;
    return this.#connection;
  }

  async releaseConnection(): Promise<void> {
    const release = this.#release;
    this.#release = null;
    release?.();
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async destroy(): Promise<void> {
    await this.#queue;
    if (!this.#client.closed) await this.#client.close();
  }
}

class PGliteConnection implements DatabaseConnection {
  readonly #client: PGlite;

  constructor(client: PGlite) {
    this.#client = client;
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.#client.query<R>(compiledQuery.sql, [...compiledQuery.parameters]);
    return result.affectedRows === undefined
      ? { rows: result.rows }
      : { rows: result.rows, numAffectedRows: BigInt(result.affectedRows) };
  }

  // eslint-disable-next-line require-yield -- the interface wants a generator; PGlite cannot stream.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite does not stream query results');
  }
}

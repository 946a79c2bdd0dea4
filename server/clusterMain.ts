/**
 * `npm run serve:cluster`: DOCKET_PROCESSES server processes (default: one per CPU) behind PORT,
 * on the PostgreSQL at DATABASE_URL, balanced by node's cluster module (server/cluster.ts). Each
 * process is server/main.ts with the same settings; this primary runs what must exist once: the
 * payment sandbox (its in-memory state is shared by card pages and charges), while the operator
 * console runs in the first process only. PGlite is one process's database, so it is refused.
 */
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { startCluster } from './cluster';
import { operatorPortFor } from './operator/console';
import { startPaymentsForApp } from './sandbox/forApp';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  process.stderr.write(
    'serve:cluster needs DATABASE_URL: several processes share one PostgreSQL (PGlite is one process)\n',
  );
  process.exit(1);
}
const processes = Number(process.env.DOCKET_PROCESSES ?? availableParallelism());
if (!Number.isInteger(processes) || processes < 1) {
  process.stderr.write(
    `DOCKET_PROCESSES must be a whole number from 1: ${process.env.DOCKET_PROCESSES}\n`,
  );
  process.exit(1);
}
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '0.0.0.0';
const operatorPort = Number(process.env.OPERATOR_PORT ?? operatorPortFor(port));

// Saved cards outlive a restart, as in server/main.ts.
const vaultFile =
  process.env.SANDBOX_VAULT_FILE ??
  join(process.env.DATA_DIR || './data/pglite', '..', 'sandbox-vault.json');
const { sandbox } = await startPaymentsForApp({ appPort: port, host, vaultFile });
const log = {
  info: (message: string) => process.stdout.write(`${message}\n`),
  error: (message: string) => process.stderr.write(`${message}\n`),
};
let cluster: Awaited<ReturnType<typeof startCluster>>;
try {
  cluster = await startCluster({
    processes,
    exec: new URL('./main.ts', import.meta.url).pathname,
    env: (index) => ({
      DOCKET_SANDBOX_ORIGIN: sandbox.origin,
      OPERATOR_PORT: String(index === 0 ? operatorPort : 0),
    }),
    log,
  });
} catch (error) {
  log.error(String(error));
  await sandbox.close();
  process.exit(1);
}

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) process.exit(1);
    stopping = true;
    Promise.all([cluster.stop(), sandbox.close()]).then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

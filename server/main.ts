/**
 * `npm run serve`: the server on PORT (8080) and HOST (0.0.0.0), PostgreSQL when DATABASE_URL is
 * set and PGlite in ./data/pglite otherwise, serving the built PWA from dist/. LOG_LEVEL (default
 * 'warn') controls the pino log; the first line on stdout says where it is serving.
 *
 * The payment sandbox (server/sandbox/) listens beside it on SANDBOX_PORT (default PORT + 10, so
 * 8080 → 8090) and is the payment gateway unless the brand (BRAND, default demo) has a Braintree
 * tokenization key (then BRAINTREE_PUBLIC_KEY and BRAINTREE_PRIVATE_KEY are required).
 *
 * The operator console (server/operator/console.ts), where orders are moved along, listens on
 * 127.0.0.1 at OPERATOR_PORT (default PORT + 20, so 8100; 0 turns it off). It answers the Host
 * names 127.0.0.1, localhost and [::1], and those OPERATOR_HOSTS adds (comma-separated), and only
 * with the token in OPERATOR_TOKEN_FILE (default: operator-token in the data folder, made on the
 * first start). Its `POST /standing-orders/run` runs the standing-order scheduler as of an
 * instant; STANDING_ORDERS=0 stops the server running it by itself (at start and every minute).
 *
 * Several of these processes run behind one port with `npm run serve:cluster` (server/clusterMain.ts),
 * which runs the payment sandbox once and gives its origin as DOCKET_SANDBOX_ORIGIN.
 */
import { join } from 'node:path';
import { createServer } from './app';
import { identitySandboxBrands } from './accounts/identityProviders';
import { identitySandboxLine } from './sandbox/identity';
import { announceReady } from './cluster';
import { operatorHostsFrom, operatorPortFor, startOperatorConsole } from './operator/console';
import { operatorToken, operatorTokenFile } from './operator/token';
import { paymentsOfSharedSandbox, startPaymentsForApp } from './sandbox/forApp';
import { localOrigins } from './sandbox/index';
import { DEMO_PAD, DEMO_PAD_PACE_MS } from './sandbox/linkly/pads';

/** The sandbox's origin as started, then its other local name. */
const sandboxOriginsOf = (origin: string) => [
  ...new Set([origin, ...localOrigins(Number(new URL(origin).port))]),
];

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '0.0.0.0';

// Saved cards outlive a restart, as at Braintree: the sandbox's vault is kept beside the data
// (SANDBOX_VAULT_FILE, default ./data/sandbox-vault.json; in memory when DATA_DIR is memory://).
const dataDir = process.env.DATA_DIR || './data/pglite';
const vaultFile = dataDir.includes('://')
  ? undefined
  : (process.env.SANDBOX_VAULT_FILE ?? join(dataDir, '..', 'sandbox-vault.json'));
// One of several processes (server/clusterMain.ts): the primary runs the sandbox for all.
const sharedSandbox = process.env.DOCKET_SANDBOX_ORIGIN;
const { sandbox, payments } = sharedSandbox
  ? paymentsOfSharedSandbox(sharedSandbox)
  : await startPaymentsForApp({
      appPort: port,
      host,
      ...(vaultFile ? { vaultFile } : {}),
      // A person at the kiosk sees each of the pad's prompts for a moment.
      linklyPads: [{ ...DEMO_PAD, stepMs: DEMO_PAD_PACE_MS }],
    });
const server = await createServer({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir,
  staticDir: process.env.STATIC_DIR ?? 'dist',
  logger: true,
  logLevel: process.env.LOG_LEVEL ?? 'warn',
  payments: { gateway: payments.gateway, sandboxOrigin: payments.sandboxOrigin },
  // The payment reconciler settles attempts older than RECONCILE_AFTER_MS (default 2 minutes).
  ...(process.env.STANDING_ORDERS === '0' ? { standingOrders: false as const } : {}),
  ...(process.env.RECONCILE_AFTER_MS
    ? { reconcile: { afterMs: Number(process.env.RECONCILE_AFTER_MS) } }
    : {}),
  // The push sandbox (server/sandbox/push.ts) is a push service subscriptions may point at.
  push: { sandboxOrigins: localOrigins(Number(new URL(sandbox.origin).port)) },
  // Apple and Google sign-in for brands without client ids that select it (brand.json
  // socialSignIn.identitySandbox): the identity sandbox beside it, where anyone can claim any email,
  // answering this machine only. IDENTITY_SANDBOX=0 turns it off for every brand.
  identity: {
    sandboxOrigins: process.env.IDENTITY_SANDBOX === '0' ? [] : sandboxOriginsOf(sandbox.origin),
  },
});

await server.app.listen({ port, host });
const operatorPort = Number(process.env.OPERATOR_PORT ?? operatorPortFor(port));
const operatorTokenAt = process.env.OPERATOR_TOKEN_FILE || operatorTokenFile(dataDir);
const operator =
  operatorPort > 0
    ? await startOperatorConsole({
        db: server.db,
        now: server.now,
        port: operatorPort,
        push: server.push,
        token: operatorToken(operatorTokenAt),
        standingOrders: server.standingOrders,
        hosts: operatorHostsFrom(process.env.OPERATOR_HOSTS),
      })
    : null;
const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
process.stdout.write(`Docket is serving on http://${shownHost}:${port}\n`);
process.stdout.write(
  `${identitySandboxLine(process.env.IDENTITY_SANDBOX === '0' ? [] : identitySandboxBrands(), sandbox.origin)}\n`,
);
process.stdout.write(
  payments.provider === 'sandbox'
    ? `Payment sandbox (test cards only) on ${sandbox.origin}\n`
    : `Payments by Braintree; the sandbox's pages are on ${sandbox.origin}\n`,
);
if (operator !== null)
  process.stdout.write(
    `Operator console (npm run order:status moves orders through it) on ${operator.origin}, its token in ${operatorTokenAt}\n`,
  );

announceReady();

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) process.exit(1);
    stopping = true;
    Promise.all([server.close(), sandbox.close(), operator?.close()]).then(
      () => process.exit(0),
      (error: unknown) => {
        server.app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}

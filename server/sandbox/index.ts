/**
 * Starting the payment sandbox on its own port, next to the app (scripts/serve.ts, server/main.ts).
 *
 *   const sandbox = await startPaymentSandbox({ port: 8090, host: '127.0.0.1', appOrigins: localOrigins(8080) });
 *   sandbox.origin // 'http://localhost:8090': what the page loads frames from
 */
import { join } from 'node:path';
import { adminTokenIn } from './adminAccess';
import { fileChargeStore } from './chargeFile';
import { fileVaultStore } from './vaultFile';
import { createPaymentSandbox, type PaymentSandbox } from './app';
import type { SimulatedPad } from './linkly/pads';

export { createPaymentSandbox, type PaymentSandbox, type PaymentSandboxOptions } from './app';
export type { SandboxCharge } from './ledger';
export type { SandboxPush } from './push';

/** SANDBOX_PORT's default: the app's port + 10 (8080 → 8090, 4173 → 4183). */
export const sandboxPortFor = (appPort: number) => appPort + 10;

/** An origin on this machine by both of its usual names. */
export const localOrigins = (port: number) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
];

/** The name a browser on this machine uses for a listening host. */
export const browserHost = (host: string) =>
  host === '0.0.0.0' || host === '::' ? 'localhost' : host;

export async function startPaymentSandbox(options: {
  port: number;
  host: string;
  appOrigins: readonly string[];
  logger?: boolean;
  /** The sandbox's clock (cards' expiry, tokens' iat/exp); the machine's unless given. */
  now?: () => Date;
  /** A file to keep the vault in across restarts (server/sandbox/vaultFile.ts). */
  vaultFile?: string;
  /**
   * The folder the sandbox keeps itself in across restarts, as Braintree keeps everything: the
   * vault (sandbox-vault.json, unless vaultFile says otherwise), the charge ledger
   * (sandbox-charges.jsonl) and the admin token (sandbox-admin-token). In memory when not given.
   */
  dataFolder?: string;
  /** The admin routes' token; else the data folder's, else a fresh one. */
  adminToken?: string;
  /** The Linkly simulator's pads; the demo pad when not given. */
  linklyPads?: readonly SimulatedPad[];
}): Promise<PaymentSandbox & { origin: string; adminTokenFile: string | null }> {
  const folder = options.dataFolder;
  const vaultFile = options.vaultFile ?? (folder ? join(folder, 'sandbox-vault.json') : undefined);
  const kept = folder && !options.adminToken ? adminTokenIn(folder) : null;
  const adminToken = options.adminToken ?? kept?.token;
  const sandbox = await createPaymentSandbox({
    appOrigins: options.appOrigins,
    logger: options.logger,
    ...(options.now ? { now: options.now } : {}),
    ...(vaultFile ? { vaultStore: fileVaultStore(vaultFile) } : {}),
    ...(folder ? { chargeStore: fileChargeStore(join(folder, 'sandbox-charges.jsonl')) } : {}),
    ...(adminToken ? { adminToken } : {}),
    ...(options.linklyPads ? { linklyPads: options.linklyPads } : {}),
  });
  await sandbox.app.listen({ port: options.port, host: options.host });
  const address = sandbox.app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    ...sandbox,
    origin: `http://${browserHost(options.host)}:${port}`,
    adminTokenFile: kept?.file ?? null,
  };
}

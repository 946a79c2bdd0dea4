/**
 * Login under load: `logins` customers signing in by email and password at
 * once, again and again (bench/loginLoadClient.mjs), while the menu is read as the Merchant figure
 * reads it (bench/serverLoadClient.mjs, `menuConnections` connections, each a customer of its own),
 * both for `seconds`. Each load generator is a child process of its own, so the figures are the
 * server's, not its clients' work in its process; the server runs in this process, whose own code
 * only waits for the generators meanwhile. The members are written into the bench database first,
 * their password hashed once with the server's own scrypt (server/accounts/secrets.ts): every Login
 * still checks it at full cost. Each Login comes from a fresh device (no SID), as a sign-in on a
 * new phone does, and answers a new session.
 *
 * Before the logins, on the same server: the CPU time of one hash at the cost the server chose
 * (server/accounts/secrets.ts) in the server's own hasher (`hashRuns` hashes, one after
 * another), and the menu alone for `seconds`, the same generator in the same place, to set the
 * figure under logins beside.
 */
import { fork } from 'node:child_process';
import { hashCpuMs, hashSecret, scryptCost } from '../server/accounts/secrets';
import type { ScryptCost } from '../server/accounts/scryptCost';
import { createServer } from '../server/app';
import type { LoadFigures } from './serverLoad';

export type LoginLoadFigures = {
  /** The cost the server chose (or SCRYPT_N), and the timings it chose it from. */
  cost: ScryptCost;
  /** CPU ms of each hash, ascending. */
  hashCpuMs: number[];
  menuAlone: LoadFigures;
  login: { p50: number; p99: number; logins: number; loginsPerSecond: number; errors: number };
  menu: LoadFigures;
};

const COMMON = {
  app_token: 'demo-app-token',
  api_version: '7',
  app_id: 'demo',
  app_version: '3.1.23',
  app_mode: 'PERSONAL',
};
const PASSWORD = 'bench-password';
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const localTs = () => String(Math.floor(Date.now() / 1000));

/** Runs a load generator in a child process: `input` its first message, its answer the figures. */
function inChildProcess<T>(script: string, input: unknown): Promise<T> {
  // No execArgv: the generators are plain JavaScript and need none of this process's flags.
  const child = fork(new URL(script, import.meta.url), [], { execArgv: [] });
  return new Promise<T>((done, failed) => {
    child.once('message', (figures) => done(figures as T));
    child.once('error', failed);
    child.once('exit', (code) => failed(new Error(`${script} exited (${code}) without figures`)));
    child.send(input as object);
  }).finally(() => child.kill());
}

export async function loginUnderLoad(options: {
  databaseUrl?: string;
  logins: number;
  menuConnections: number;
  seconds: number;
  hashRuns: number;
}): Promise<LoginLoadFigures> {
  const server = await createServer({
    dataDir: 'memory://',
    databaseUrl: options.databaseUrl,
    logger: false,
    // The load comes from one address, far past what one customer sends.
    rateLimits: false,
  });
  try {
    const brand = await server.db
      .selectFrom('brands')
      .select('id')
      .where('code', '=', 'demo')
      .executeTakeFirstOrThrow();
    const run = `${Date.now().toString(36)}`;
    const emails = Array.from(
      { length: options.logins },
      (_, index) => `login-bench-${run}-${index}@example.com`,
    );
    const passwordHash = await hashSecret(PASSWORD);
    await server.db
      .insertInto('customers')
      .values(
        emails.map((email, index) => ({
          brand_id: brand.id,
          name: `Bench Member ${index}`,
          email,
          status: 1,
          password_hash: passwordHash,
        })),
      )
      .execute();

    const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `${address}/api`;
    const post = async (fields: Record<string, string>) => {
      const answer = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form({ ...COMMON, ...fields, local_ts: localTs() }),
      });
      return (await answer.json()) as { ResponseCode: string; SID: string };
    };
    const loginFields = (email: string) => ({
      RequestAction: 'Login',
      method: 'email',
      email,
      password: PASSWORD,
    });
    // Warm-up, and a check that every member signs in: each member once, all at once.
    const warm = await Promise.all(emails.map((email) => post(loginFields(email))));
    const refused = warm.filter((answer) => answer.ResponseCode !== 'SUCCESS');
    if (refused.length > 0) throw new Error(`Login refused: ${JSON.stringify(refused[0])}`);

    const menu = {
      RequestAction: 'Merchant',
      menu_name: 'fig-and-olive',
      return_menu: '1',
      return_order: '1',
    };
    const sessions: string[] = [];
    for (let index = 0; index < options.menuConnections; index += 1)
      sessions.push((await post(menu)).SID);
    const menuBodies = sessions.map((sid) =>
      form({ ...COMMON, ...menu, sid, local_ts: localTs() }),
    );
    const loginBodies = emails.map((email) =>
      form({ ...COMMON, ...loginFields(email), local_ts: localTs() }),
    );

    const cpu: number[] = [];
    for (let run = 0; run < options.hashRuns; run += 1) cpu.push(await hashCpuMs());
    cpu.sort((a, b) => a - b);

    const menuLoad = {
      url,
      connections: options.menuConnections,
      seconds: options.seconds,
      bodies: menuBodies,
    };
    const menuAlone = await inChildProcess<LoadFigures>('./serverLoadClient.mjs', menuLoad);
    const [login, menuFigures] = await Promise.all([
      inChildProcess<LoginLoadFigures['login']>('./loginLoadClient.mjs', {
        url,
        seconds: options.seconds,
        bodies: loginBodies,
      }),
      inChildProcess<LoadFigures>('./serverLoadClient.mjs', menuLoad),
    ]);
    return { cost: await scryptCost(), hashCpuMs: cpu, menuAlone, login, menu: menuFigures };
  } finally {
    await server.close();
  }
}

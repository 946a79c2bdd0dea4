/**
 * Sign-in during a guessing burst: 40 wrong PINs for one member's
 * mobile sent at once, each from a fresh device, while another member signs in by email and
 * password again and again from fresh devices. The figures: the other member's sign-in p99 during
 * the burst, and how many of the 40 guesses were checked (hashed) rather than refused unhashed.
 * The server runs with its real limits; the calls go over HTTP from this process.
 */
import { hashSecret } from '../server/accounts/secrets';
import { createServer } from '../server/app';

export type SignInBurstFigures = {
  /** The other member's sign-ins during the burst, ms. */
  p50: number;
  p99: number;
  signIns: number;
  /** Of the 40 guesses: answered as a wrong PIN (the hash was checked). */
  guessesChecked: number;
  /** Of the 40 guesses: refused without a check (throttled or the queue full). */
  guessesRefused: number;
  /** Other member's sign-ins that did not succeed. */
  errors: number;
};

const COMMON = {
  app_token: 'demo-app-token',
  api_version: '7',
  app_id: 'demo',
  app_version: '3.1.23',
  app_mode: 'PERSONAL',
};
const GUESSES = 40;
const PIN = '4821';
const PASSWORD = 'bench-password';

export async function signInDuringBurst(options: {
  databaseUrl?: string;
}): Promise<SignInBurstFigures> {
  const server = await createServer({
    dataDir: 'memory://',
    databaseUrl: options.databaseUrl,
    logger: false,
  });
  try {
    const brand = await server.db
      .selectFrom('brands')
      .select('id')
      .where('code', '=', 'demo')
      .executeTakeFirstOrThrow();
    const run = Date.now().toString(36);
    const mobile = `+6140${String(Date.now()).slice(-7)}`;
    const email = `burst-bench-${run}@example.com`;
    await server.db
      .insertInto('customers')
      .values([
        {
          brand_id: brand.id,
          name: 'Guessed Member',
          email: `guessed-${run}@example.com`,
          mobile,
          status: 1,
          password_hash: null,
          pin_hash: await hashSecret(PIN),
        },
        {
          brand_id: brand.id,
          name: 'Other Member',
          email,
          status: 1,
          password_hash: await hashSecret(PASSWORD),
        },
      ])
      .execute();
    const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const post = async (fields: Record<string, string>) => {
      const answer = await fetch(`${address}/api`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          ...COMMON,
          ...fields,
          local_ts: String(Math.floor(Date.now() / 1000)),
        }).toString(),
      });
      return (await answer.json()) as { ResponseCode: string; Response: unknown };
    };
    const signIn = () =>
      post({ RequestAction: 'Login', method: 'email', email, password: PASSWORD });
    // Warm-up: the other member signs in once before the burst.
    const warm = await signIn();
    if (warm.ResponseCode !== 'SUCCESS')
      throw new Error(`Login refused: ${JSON.stringify(warm.Response)}`);

    const guesses = Array.from({ length: GUESSES }, (_, index) =>
      post({
        RequestAction: 'Login',
        method: 'mobile',
        mobile,
        pin: String(1000 + index).padStart(4, '0'),
      }),
    );
    let bursting = true;
    const burst = Promise.all(guesses).finally(() => {
      bursting = false;
    });
    const latencies: number[] = [];
    let errors = 0;
    // At least 10 sign-ins, and on until the burst has been answered.
    while (bursting || latencies.length < 10) {
      const started = performance.now();
      const answer = await signIn();
      latencies.push(performance.now() - started);
      if (answer.ResponseCode !== 'SUCCESS') errors += 1;
    }
    const answers = await burst;
    const wrongPin = answers.filter((answer) =>
      JSON.stringify(answer.Response).toLowerCase().includes('pin'),
    ).length;
    latencies.sort((a, b) => a - b);
    const at = (p: number) =>
      Math.round(latencies[Math.min(latencies.length - 1, Math.ceil(p * latencies.length) - 1)]!);
    return {
      p50: at(0.5),
      p99: at(0.99),
      signIns: latencies.length,
      guessesChecked: wrongPin,
      guessesRefused: GUESSES - wrongPin,
      errors,
    };
  } finally {
    await server.close();
  }
}

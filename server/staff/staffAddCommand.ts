/**
 * `npm run staff:add`: a staff member's (or, with --kiosk, a kiosk's) sign-in at one store, with
 * its world passed in so tests run it whole. The password comes from --password or is asked for
 * (never echoed). Answers an exit code: 0 added, 1 refused, 2 a usage mistake; a refusal is one
 * plain line.
 */
import { parseArgs } from 'node:util';
import type { Destination } from '../restaurant/destination';

export const STAFF_ADD_USAGE =
  'Usage: npm run staff:add -- <email> --store <slug> --name "<name>" [--brand <id>] [--kiosk] [--password <password>]';

export type StaffAddDeps = {
  env: NodeJS.ProcessEnv;
  out: (line: string) => void;
  /** Asks for a secret on the terminal without echoing it. */
  askSecret: (question: string) => Promise<string>;
  withDestination: <T>(work: (destination: Destination) => Promise<T>) => Promise<T>;
};

export async function runStaffAdd(argv: readonly string[], deps: StaffAddDeps): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        brand: { type: 'string' },
        store: { type: 'string' },
        name: { type: 'string' },
        password: { type: 'string' },
        kiosk: { type: 'boolean' },
      },
    });
  } catch (error) {
    deps.out(`${(error as Error).message}\n${STAFF_ADD_USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  const [email, ...extra] = positionals;
  if (!email || extra.length > 0 || !values.store || !values.name) {
    deps.out(STAFF_ADD_USAGE);
    return 2;
  }
  const brand = values.brand ?? (deps.env.BRAND || 'demo');
  const password = values.password ?? (await deps.askSecret(`Password for ${email}: `));
  const kind = values.kiosk ? 'kiosk' : 'staff';
  try {
    const outcome = await deps.withDestination((destination) =>
      destination.addStaff({
        brand,
        store: values.store!,
        name: values.name!,
        email,
        password,
        kind,
      }),
    );
    if (!outcome.ok) {
      deps.out(outcome.message);
      return 1;
    }
    deps.out(
      kind === 'kiosk'
        ? `Added the kiosk ${email} at ${outcome.store}: sign in at /signin on a device in kiosk mode.`
        : `Added ${email} as staff at ${outcome.store}: sign in at /login; the board is /staff/orders, the Menu tab /staff/menu.`,
    );
    return 0;
  } catch (error) {
    deps.out(`Adding ${email} failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

/**
 * `npm run staff:add`: a restaurant adds a staff member's (or a kiosk's) sign-in at one store,
 * directly on the database and through the running server's operator console. The new staff member
 * signs in and gets their store's Menu tab; every refusal is one plain line and writes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperatorConsole } from '../../server/operator/console';
import { consoleDestination, databaseDestination } from '../../server/restaurant/destination';
import { runStaffAdd, type StaffAddDeps } from '../../server/staff/staffAddCommand';
import { backends, DEMO, startServer, type TestServer } from './helpers';
import { signIn } from './staffHelpers';

describe.each(backends)('staff:add ($name)', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(backend);
  });
  afterAll(() => server.close());

  const run = async (
    argv: string[],
    askSecret: StaffAddDeps['askSecret'] = async () => 'never asked',
  ) => {
    const lines: string[] = [];
    const deps: StaffAddDeps = {
      env: {},
      out: (line) => lines.push(line),
      askSecret,
      withDestination: (work) => work(databaseDestination(server.db, 'test')),
    };
    return { code: await runStaffAdd(argv, deps), lines };
  };
  const accounts = () => server.db.selectFrom('customers').select('id').execute();

  it('adds a staff member who signs in and gets their store on the Menu tab', async () => {
    const asked: string[] = [];
    const added = await run(
      ['ana@larder.example', '--store', DEMO.slug, '--name', 'Ana Counter'],
      async (question: string) => {
        asked.push(question);
        return 'counter-secret';
      },
    );
    expect(added).toEqual({
      code: 0,
      lines: [
        `Added ana@larder.example as staff at ${DEMO.slug}: sign in at /login; the board is /staff/orders, the Menu tab /staff/menu.`,
      ],
    });
    expect(asked).toEqual(['Password for ana@larder.example: ']);
    const { options } = await signIn(server, {
      email: 'ana@larder.example',
      password: 'counter-secret',
    });
    const menu = await server.ok('StaffMenu', {}, options);
    expect(menu.merchant.slug).toBe(DEMO.slug);
    const stored = await server.db
      .selectFrom('customers')
      .select(['status', 'password_hash'])
      .where('email', '=', 'ana@larder.example')
      .executeTakeFirstOrThrow();
    expect(stored.status).toBe(8);
    expect(stored.password_hash).not.toContain('counter-secret');
  });

  it('adds a kiosk with --kiosk', async () => {
    const added = await run([
      'till@larder.example',
      '--store',
      DEMO.slug,
      '--name',
      'Front Till',
      '--kiosk',
      '--password',
      'till-secret',
    ]);
    expect(added.code).toBe(0);
    const { status } = await server.db
      .selectFrom('customers')
      .select('status')
      .where('email', '=', 'till@larder.example')
      .executeTakeFirstOrThrow();
    expect(status).toBe(3);
  });

  it.each([
    [
      'an email already used',
      ['ana@larder.example', '--store', DEMO.slug, '--name', 'Ana Again', '--password', 'abcdef'],
      'ana@larder.example already signs in at this brand',
    ],
    [
      'a store the brand has not',
      ['bo@larder.example', '--store', 'nowhere', '--name', 'Bo Baker', '--password', 'abcdef'],
      'No store "nowhere" in brand "demo"',
    ],
    [
      'a short password',
      ['bo@larder.example', '--store', DEMO.slug, '--name', 'Bo Baker', '--password', 'abc'],
      'Password: Has to be at least 6 characters long',
    ],
    [
      'an email that is not one',
      ['bo@larder', '--store', DEMO.slug, '--name', 'Bo Baker', '--password', 'abcdef'],
      'Email: Enter a valid email address',
    ],
  ])('refuses %s in one line, writing nothing', async (_case, argv, line) => {
    const before = await accounts();
    expect(await run(argv)).toEqual({ code: 1, lines: [line] });
    expect(await accounts()).toEqual(before);
  });

  it('says how to use it when the store or the name is missing', async () => {
    const { code, lines } = await run(['bo@larder.example', '--name', 'Bo Baker']);
    expect(code).toBe(2);
    expect(lines[0]).toMatch(/^Usage: npm run staff:add -- <email> --store <slug>/);
  });

  it('adds through the running server’s operator console', async () => {
    const token = 'operator-test-token';
    const app = createOperatorConsole({ db: server.db, now: server.now, token });
    const destination = consoleDestination({
      operatorUrl: 'http://127.0.0.1:8100',
      token,
      fetch: async (input, init) => {
        const url = new URL(String(input));
        const answer = await app.inject({
          method: 'POST',
          url: url.pathname,
          headers: { ...(init?.headers as Record<string, string>), host: '127.0.0.1:8100' },
          payload: String(init?.body),
        });
        return new Response(answer.body, { status: answer.statusCode });
      },
    });
    const lines: string[] = [];
    const code = await runStaffAdd(
      ['cy@larder.example', '--store', DEMO.slug, '--name', 'Cy Cook', '--password', 'cook-secret'],
      {
        env: {},
        out: (line) => lines.push(line),
        askSecret: async () => 'never asked',
        withDestination: (work) => work(destination),
      },
    );
    expect({ code, lines }).toEqual({
      code: 0,
      lines: [
        `Added cy@larder.example as staff at ${DEMO.slug}: sign in at /login; the board is /staff/orders, the Menu tab /staff/menu.`,
      ],
    });
    await signIn(server, { email: 'cy@larder.example', password: 'cook-secret' });
  });
});

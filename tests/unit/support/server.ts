/**
 * The real reference server, in-process on a free port with an in-memory database, so worker
 * tests exercise the actual protocol.
 */
import { createServer } from '../../../server/app';

export type TestServer = Awaited<ReturnType<typeof createServer>> & { origin: string };

export async function startServer(options: { now?: () => Date } = {}): Promise<TestServer> {
  // The worker suites call from one address, faster than any person; the limits have their own
  // tests (tests/server/rateLimits.test.ts).
  const server = await createServer({ dataDir: 'memory://', rateLimits: false, ...options });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('server is not on TCP');
  return { ...server, origin: `http://127.0.0.1:${address.port}` };
}

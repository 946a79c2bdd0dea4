/** The built app and the reference server on a free loopback port, fresh in-memory database. */
import { createServer } from '../server/app';

export type ServedBuild = { origin: string; close: () => Promise<void> };

export async function serveBuild(dist: string): Promise<ServedBuild> {
  const server = await createServer({ staticDir: dist, dataDir: 'memory://', logger: false });
  const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
  return { origin: address, close: () => server.close() };
}

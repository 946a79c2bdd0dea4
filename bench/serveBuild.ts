/** The built app and the reference server on a free loopback port, fresh in-memory database. */
import { createServer } from '../server/app';
import { seedLargeMenu } from './largeMenu';

export type ServedBuild = { origin: string; close: () => Promise<void> };

export type ServeBuildOptions = {
  /** Also write the 10,000-item menu (bench/largeMenu.ts) into the server's database. */
  largeMenu?: boolean;
};

export async function serveBuild(
  dist: string,
  options: ServeBuildOptions = {},
): Promise<ServedBuild> {
  const server = await createServer({ staticDir: dist, dataDir: 'memory://', logger: false });
  try {
    if (options.largeMenu) await seedLargeMenu(server.db);
  } catch (error) {
    await server.close();
    throw error;
  }
  const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
  return { origin: address, close: () => server.close() };
}

/**
 * Serves one built brand with the reference server on a chosen port and database, for e2e runs
 * and benchmarks: `node --import tsx scripts/serve.ts --static dist --port 4173 --data memory://`.
 */
import { parseArgs } from 'node:util';
import { createServer } from '../server/app';

const { values } = parseArgs({
  options: {
    static: { type: 'string', default: 'dist' },
    port: { type: 'string', default: '4173' },
    host: { type: 'string', default: '127.0.0.1' },
    data: { type: 'string', default: 'memory://' },
  },
});

const server = await createServer({
  staticDir: values.static,
  dataDir: values.data,
  databaseUrl: process.env.E2E_DATABASE_URL,
  logger: false,
});
await server.app.listen({ port: Number(values.port), host: values.host });
process.stdout.write(`serving ${values.static} on http://${values.host}:${values.port}\n`);

const stop = async () => {
  await server.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

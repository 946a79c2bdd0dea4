/**
 * `npm run serve`: the server on PORT (8080) and HOST (0.0.0.0), PostgreSQL when DATABASE_URL is
 * set and PGlite in ./data/pglite otherwise, serving the built PWA from dist/. LOG_LEVEL (default
 * 'warn') controls the pino log; the one line on stdout says where it is serving.
 */
import { createServer } from './app';

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '0.0.0.0';

const server = await createServer({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: process.env.DATA_DIR || undefined,
  staticDir: process.env.STATIC_DIR ?? 'dist',
  logger: true,
  logLevel: process.env.LOG_LEVEL ?? 'warn',
});

await server.app.listen({ port, host });
const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
process.stdout.write(`Docket is serving on http://${shownHost}:${port}\n`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) process.exit(1);
    stopping = true;
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        server.app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}

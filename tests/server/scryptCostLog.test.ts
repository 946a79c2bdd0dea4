import { afterAll, describe, expect, it } from 'vitest';
import { scryptCost } from '../../server/accounts/secrets';
import { createServer, type DocketServer } from '../../server/app';

let server: DocketServer | null = null;
afterAll(async () => {
  await server?.close();
});

describe('the scrypt cost at start', () => {
  it('logs the N chosen, and says so as a warning when it is outside 50–100 ms', async () => {
    let logged!: (line: Record<string, unknown>) => void;
    const costLine = new Promise<Record<string, unknown>>((resolve) => (logged = resolve));
    server = await createServer({
      dataDir: 'memory://',
      logger: true,
      logLevel: 'info',
      logStream: {
        write: (line: string) => {
          const entry = JSON.parse(line) as Record<string, unknown>;
          if (String(entry.msg).startsWith('scrypt cost')) logged(entry);
        },
      },
    });
    const entry = await costLine;
    const cost = await scryptCost();
    expect(entry).toMatchObject({ N: cost.N, r: cost.r, p: 1, source: 'timed' });
    expect(entry.expectedMs).toBe(cost.expectedMs);
    expect(entry.msg).toBe(cost.withinBudget ? 'scrypt cost' : 'scrypt cost outside 50–100 ms');
    expect(entry.level).toBe(cost.withinBudget ? 30 : 40);
    // A start seeds (hashes at nice 19) and times the cost: long on a loaded machine.
  }, 120_000);
});

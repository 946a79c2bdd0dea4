/**
 * `npm run staff:add -- <email> --store <slug> --name "<name>" [--brand <id>] [--kiosk]
 * [--password <password>]`: see server/staff/staffAddCommand.ts; where it writes is
 * server/restaurant/openDestination.ts (the running server's console on PGlite).
 */
import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { runStaffAdd } from '../staff/staffAddCommand';
import { destinationFor } from '../restaurant/openDestination';

/** Reads a line from the terminal; what is typed goes to a muted output, so it is not shown. */
async function askSecret(question: string): Promise<string> {
  const muted = new Writable({ write: (_chunk, _encoding, done) => done() });
  process.stdout.write(question);
  const terminal = createInterface({ input: process.stdin, output: muted, terminal: true });
  try {
    return await terminal.question('');
  } finally {
    terminal.close();
    process.stdout.write('\n');
  }
}

process.exitCode = await runStaffAdd(process.argv.slice(2), {
  env: process.env,
  out: (line) => process.stdout.write(`${line}\n`),
  askSecret,
  withDestination: destinationFor(process.env),
});

/**
 * The sandbox's charge ledger kept in a file beside the vault (the demo's
 * ./data/sandbox-charges.jsonl): every transaction and the answer its idempotency key gives, so a
 * restarted sandbox still finds a charge and answers a repeated key with the first result, as
 * Braintree does. One JSON line per new or changed transaction, appended; the last line for a
 * transaction wins. A line cut short by a crash mid-write is skipped.
 */
import { appendFileSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { ChargeEntry, ChargeStore } from './ledger';

function parsedLine(line: string): ChargeEntry | null {
  try {
    const entry = JSON.parse(line) as Partial<ChargeEntry>;
    return entry.charge?.transactionId && entry.result ? (entry as ChargeEntry) : null;
  } catch {
    return null;
  }
}

export function fileChargeStore(path: string): ChargeStore {
  return {
    load() {
      let text: string;
      try {
        text = readFileSync(path, 'utf8');
      } catch {
        return []; // Nothing charged yet.
      }
      const latest = new Map<string, ChargeEntry>();
      for (const line of text.split('\n')) {
        const entry = line.trim() ? parsedLine(line) : null;
        if (entry) latest.set(entry.charge.transactionId, entry);
      }
      return [...latest.values()];
    },
    save(entry) {
      mkdirSync(dirname(path), { recursive: true });
      // A line cut short by a crash ends without a newline: start on a fresh one.
      appendFileSync(path, `\n${JSON.stringify(entry)}\n`);
    },
  };
}

/**
 * The sandbox vault kept in a JSON file (the demo's ./data/sandbox-vault.json), so a card a member
 * saved still pays after `npm start` restarts, as it would at Braintree. It holds what the vault
 * holds: tokens, card type, last four and expiry, never a card number or CVC.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { VaultEntry, VaultStore } from './ledger';

export function fileVaultStore(path: string): VaultStore {
  return {
    load() {
      let text: string;
      try {
        text = readFileSync(path, 'utf8');
      } catch {
        return []; // Nothing saved yet.
      }
      const parsed: unknown = JSON.parse(text);
      if (!Array.isArray(parsed)) throw new Error(`${path}: not a list of vaulted cards`);
      return parsed as VaultEntry[];
    },
    save(entries) {
      mkdirSync(dirname(path), { recursive: true });
      // Written aside then renamed, so a crash mid-write never leaves half a file.
      const partial = `${path}.partial`;
      writeFileSync(partial, JSON.stringify(entries, null, 2));
      renameSync(partial, path);
    },
  };
}

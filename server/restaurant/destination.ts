/**
 * Where the restaurant commands (and staff:add) read and write. With DATABASE_URL, the database itself. Otherwise
 * the running server's operator console when one answers, since PGlite's directory belongs to the
 * process that opened it, and the PGlite directory itself when nothing answers (no server runs).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { exportRestaurant } from './exportRestaurant';
import type { ImportOutcome } from './importRestaurant';
import { importWithFolder } from './importWithFolder';
import {
  addStaffAccount,
  type AddStaffOutcome,
  type NewStaffAccount,
} from '../staff/addStaffAccount';

export type Destination = {
  /** Where it is, for the command's last line. */
  name: string;
  exportFile(brand: string): Promise<Record<string, unknown> | null>;
  importFile(request: {
    brand: string;
    file: unknown;
    images: string | null;
  }): Promise<ImportOutcome>;
  /** A staff member's or a kiosk's sign-in at one store (npm run staff:add). */
  addStaff(account: NewStaffAccount): Promise<AddStaffOutcome>;
};

/** Nothing answered at the console's address. */
export class ConsoleUnreachable extends Error {}

export function databaseDestination(db: Kysely<Database>, name: string): Destination {
  return {
    name,
    exportFile: (brand) => exportRestaurant(db, brand),
    importFile: (request) => importWithFolder(db, request),
    addStaff: (account) => addStaffAccount(db, account),
  };
}

export function consoleDestination(deps: {
  operatorUrl: string;
  token: string;
  fetch?: typeof fetch;
}): Destination {
  const send = deps.fetch ?? fetch;
  const call = async (path: string, init: RequestInit = {}): Promise<Response> => {
    let answer: Response;
    try {
      answer = await send(new URL(path, deps.operatorUrl), {
        ...init,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${deps.token}` },
      });
    } catch {
      throw new ConsoleUnreachable(deps.operatorUrl);
    }
    if (answer.status === 401 || answer.status === 403)
      throw new Error(
        `The running server's operator console at ${deps.operatorUrl} refused the token: set OPERATOR_TOKEN_FILE to the file it printed at start`,
      );
    if (answer.status === 404 && !path.startsWith('/restaurant/export'))
      throw new Error(
        `The server at ${deps.operatorUrl} has no ${path.startsWith('/staff') ? 'staff:add' : 'restaurant import'}: restart it on this version`,
      );
    return answer;
  };
  return {
    name: `the running server (${deps.operatorUrl})`,
    async exportFile(brand) {
      const answer = await call(`/restaurant/export?brand=${encodeURIComponent(brand)}`);
      if (answer.status === 404) return null;
      const body = (await answer.json()) as {
        ok: boolean;
        file?: Record<string, unknown>;
        message?: string;
      };
      if (!body.ok || !body.file)
        throw new Error(body.message ?? `Export failed (${answer.status})`);
      return body.file;
    },
    async importFile(request) {
      const answer = await call('/restaurant/import', {
        method: 'POST',
        body: JSON.stringify(request),
      });
      const body = (await answer.json()) as ImportOutcome & { message?: string };
      if (answer.status === 400 || (!('problems' in body) && !('summary' in body)))
        throw new Error(body.message ?? `Import failed (${answer.status})`);
      return body;
    },
    async addStaff(account) {
      const answer = await call('/staff/add', { method: 'POST', body: JSON.stringify(account) });
      const body = (await answer.json()) as Partial<AddStaffOutcome> & { message?: string };
      if (typeof body.ok !== 'boolean')
        throw new Error(body.message ?? `Adding staff failed (${answer.status})`);
      return body as AddStaffOutcome;
    },
  };
}

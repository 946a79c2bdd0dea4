/**
 * A cold open of a menu link: no service worker controls the page and the API worker has never run
 * in this browser (no WARM_MARK), so the database is empty. index.html then fetches the menu itself
 * (scripts/firstLoadBoot.ts) and the API worker, a third of the first load's bytes, waits until the
 * first screen has shown, keeping it off the first load's JavaScript. This module reads that answer
 * for the page; src/app/workerClient.ts shows it through src/liveQueries/coldQueries.ts, then
 * hands it to the worker, which adopts it as if it had fetched it (worker/menu/loadMenu.ts
 * adoptMenuAnswer).
 */
import type { MerchantResponse } from '@/api/merchant';
import { RESPONSE_CODES } from '@/api/responseCodes';
import { menuRows, type MenuRows } from '@/liveQueries/menuRows';
import { WARM_MARK } from './bootNames';

export { WARM_MARK };

export type ColdMenuAnswer = {
  /** The answer's body. */
  text: string;
  /** When it arrived (ms since epoch). */
  receivedAt: number;
};

/**
 * What index.html leaves on window.__docketColdMenu. A null answer: the fetch failed. On a
 * server-rendered page, the rows its seed was built from (src/app/ssr/boot.ts) come with it: the
 * reads then answer from the very rows the page hydrated with, so keeping what is on screen is an
 * identity check, not a walk through every item inside the long task after hydration, and the
 * answer is not parsed twice.
 */
export type ColdMenuBoot = {
  slug: string;
  answer: Promise<ColdMenuAnswer | null>;
  rows?: MenuRows;
};

let renderedRows: MenuRows | undefined;

/** The rows a server-rendered page built from its embedded answer, for the cold open to reuse. */
export function keepRenderedRows(rows: MenuRows): void {
  renderedRows = rows;
}

export type ColdMenu = ColdMenuAnswer & { slug: string; rows: MenuRows };

/** index.html's cold menu fetch, taken once (null when the open was not cold). */
export function takeColdMenuBoot(): ColdMenuBoot | null {
  if (typeof window === 'undefined') return null;
  const boot = window.__docketColdMenu ?? null;
  window.__docketColdMenu = undefined;
  const rows = renderedRows;
  renderedRows = undefined;
  return boot === null ? null : { ...boot, rows };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The rows of a successful Merchant answer, or null for anything else (a failure, a shape the rows
 * cannot be built from): the worker then loads the menu as on any other open. Only what the rows
 * are built from is checked here; the worker checks the whole schema when it adopts the answer.
 */
export function coldMenuRows(slug: string, answer: ColdMenuAnswer): MenuRows | null {
  try {
    const envelope: unknown = JSON.parse(answer.text);
    if (!isObject(envelope) || envelope.ResponseCode !== RESPONSE_CODES.success) return null;
    const response = envelope.Response;
    if (!isObject(response) || !isObject(response.merchant)) return null;
    const { menu, fulfilment_settings: settings } = response.merchant;
    if (!Array.isArray(settings)) return null;
    if (menu !== null && !(isObject(menu) && Array.isArray(menu.items))) return null;
    return menuRows({
      answer: response as MerchantResponse,
      slug,
      now: answer.receivedAt,
      fulfilmentType: null,
    });
  } catch {
    return null;
  }
}

/** The cold open's menu, once its answer is in; null when there is none to show. */
export async function readColdMenu(boot: ColdMenuBoot): Promise<ColdMenu | null> {
  const answer = await boot.answer.catch(() => null);
  if (answer === null) return null;
  const rows = boot.rows ?? coldMenuRows(boot.slug, answer);
  return rows === null ? null : { ...answer, slug: boot.slug, rows };
}

/** Records that the API worker has run here, so the next open reads the database first. */
export function markWarm(): void {
  try {
    localStorage.setItem(WARM_MARK, '1');
  } catch {
    // Storage refused (some private modes): index.html then takes every open as warm.
  }
}

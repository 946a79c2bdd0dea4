/**
 * The values the live reads start from while a server-rendered page is rendered or hydrated
 * (Home and Menu as HTML). The server renders with them, and the page's first render
 * must produce the same markup, so on both sides each read starts from the same value: the menu
 * rows from the Merchant answer embedded in the page, the home from its AppHome answer, and for
 * every other read what an empty database answers (src/liveQueries/coldQueries.ts). Only the first
 * render reads them: once hydrated, the seed is dropped and the reads follow the worker as always.
 */
import { coldQueryValue } from '@/liveQueries/coldQueries';
import type { MenuRows } from '@/liveQueries/menuRows';
import type { HomeData } from '@worker/db/queries';
import type { LiveQueryArgs, LiveQueryName, LiveQueryValue } from '@worker/db/liveQueries';

export type Seed = {
  menu: MenuRows | null;
  home: HomeData | null;
  /** The home's HTML (blocks, announcements) as the server's DOMPurify left it, by source. */
  sanitized: Record<string, string>;
  /** The home's embed_link pages the server read from itself, by the block's source path. */
  embeds?: Record<string, SeededEmbed>;
  /** The page's origin (the server has no window). */
  origin: string;
  /** When the server rendered the page (ms since epoch): clocks read on the first render start here. */
  now: number;
  /**
   * What the first screen of a cold visit already knows (the cart, checkout and receipt as HTML):
   * a visitor with no session has no cart on the server, so the cart is empty without asking;
   * and the order the server answered 'Order not found' for a visitor with no session. Optional:
   * absent on Home and Menu.
   */
  cartEmpty?: boolean;
  orderNotFound?: number | null;
};

/** An embed_link's page as the worker would fetch it (worker/home/embedHtml.ts), and sanitised. */
export type SeededEmbed = {
  html: string;
  /** The page's address, for its relative links. */
  url: string;
  /** `html` through the server's DOMPurify, relative to `url`. */
  clean: string;
};

let seed: Seed | null = null;

/** Sets (or with null, drops) the seed. The server sets it around one synchronous render. */
export function setSeed(next: Seed | null): void {
  seed = next;
}

/** The read's first value from the seed, or undefined when there is no seed. */
export function seededValue<N extends LiveQueryName>(
  name: N,
  args: LiveQueryArgs<N>,
): LiveQueryValue<N> | undefined {
  if (seed === null) return undefined;
  if (name === 'home') return seed.home as LiveQueryValue<N>;
  return coldQueryValue(seed.menu, name, args);
}

/** The seeded home, while there is a seed (useHome keeps it until the database has one). */
export function seededHome(): HomeData | null {
  return seed?.home ?? null;
}

/**
 * Whether the seed says this visitor's cart is empty (a cold visit with no session). Read once, as
 * a state's first value, by the screens that would otherwise wait for load_checkout's answer.
 */
export function seededCartEmpty(): boolean {
  return seed?.cartEmpty === true;
}

/** Whether the seed says order `id` is 'Order not found' for this visitor (no session yet). */
export function seededOrderNotFound(id: number): boolean {
  return seed !== null && id > 0 && seed.orderNotFound === id;
}

/** The server's sanitised copy of `html` (from `baseUrl`, for an embed), while there is a seed. */
export function seededSanitized(html: string, baseUrl?: string): string | undefined {
  if (seed === null) return undefined;
  if (baseUrl === undefined) {
    return Object.hasOwn(seed.sanitized, html) ? seed.sanitized[html] : undefined;
  }
  return Object.values(seed.embeds ?? {}).find(
    (embed) => embed.url === baseUrl && embed.html === html,
  )?.clean;
}

/** The embed_link page at `source` (a same-origin path) the server read, while there is a seed. */
export function seededEmbed(source: string): SeededEmbed | undefined {
  const embeds = seed?.embeds;
  return embeds !== undefined && Object.hasOwn(embeds, source) ? embeds[source] : undefined;
}

/**
 * The clock of the server's render, while there is a seed: a first render that shows a time (the
 * fulfilment sheet's ASAP time) must show the server's, or hydration would not match.
 */
export function seededNow(): number | undefined {
  return seed?.now;
}

/** The page's origin: the window's, or the seed's during a server render. */
export function pageOrigin(): string {
  return typeof window === 'undefined' ? (seed?.origin ?? '') : window.location.origin;
}

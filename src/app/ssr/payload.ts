/**
 * What a server-rendered page carries for its hydration, as JSON in
 * <script type="application/json" id="docket-ssr"> (not executed, so the CSP has nothing to allow):
 * the path it was rendered for and the answer it was rendered from. The menu's is the Merchant
 * answer as the cold open's own call would have received it, so the page does not fetch it again
 * and the API worker adopts it (src/app/coldStart.ts); the home's is its row with the server's
 * sanitised HTML.
 */
import type { HomeData } from '@worker/db/queries';
import type { SeededEmbed } from './seed';

export const SSR_DATA_ID = 'docket-ssr';

export type SsrPayload = {
  path: string;
  /** When the server rendered it (ms since epoch): the first render's clock (seed.ts). */
  now?: number;
  menu?: { slug: string; text: string; receivedAt: number };
  home?: HomeData;
  sanitized?: Record<string, string>;
  /** The home's embed_link pages, read and sanitised by the server (seed.ts). */
  embeds?: Record<string, SeededEmbed>;
  /** Cart and checkout of a cold visit: the visitor's cart is empty (no session, no cart). */
  cartEmpty?: boolean;
  /** The receipt of a cold visit: the order the server answered 'Order not found' for. */
  orderNotFound?: number;
};

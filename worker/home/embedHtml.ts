/**
 * embedHtml: 'a GET of an embed link's HTML' (spec 3 §7) for an embed_link block. The worker only
 * fetches; the page sanitises the text with DOMPurify before showing it. Only two kinds of address
 * are fetched: this app's own origin, and a link the server configured on a stored embed_link
 * block, so the page cannot use the worker to read arbitrary sites.
 */
import { embedErrorText, embedHttpFailureText } from '@/domain/homeBlocks';
import { fail, ok, type Result } from '@/domain/result';
import type { WorkerContext } from '@worker/context';
import { createLogger } from '@worker/log';
import { REQUEST_TIMEOUT_MS } from '@worker/protocol/createProtocolClient';

const log = createLogger('home-embed');

/** A page bigger than this is not an embed; it is refused rather than held in memory. */
export const MAX_EMBED_CHARS = 1_000_000;

export type EmbedHtmlDeps = {
  fetch: typeof fetch;
  /** The app's origin: relative links resolve against it, and it is always allowed. */
  origin: string;
  timeoutMs?: number;
};

export type EmbedHtml = {
  html: string;
  /** The address the HTML came from (after redirects), for resolving its relative links. */
  url: string;
};

function parseUrl(text: string, base: string): URL | null {
  try {
    return new URL(text, base);
  } catch {
    return null;
  }
}

export function createEmbedHtml(ctx: WorkerContext, deps: EmbedHtmlDeps) {
  const appOrigin = new URL(deps.origin).origin;
  const timeoutMs = deps.timeoutMs ?? REQUEST_TIMEOUT_MS;

  async function isAllowed(target: URL): Promise<boolean> {
    if (target.protocol !== 'https:' && target.protocol !== 'http:') return false;
    if (target.origin === appOrigin) return true;
    const home = await ctx.db.home.get('current');
    return (home?.blocks ?? []).some(
      (block) =>
        block.block === 'embed_link' && parseUrl(block.link_url, deps.origin)?.href === target.href,
    );
  }

  /**
   * GETs the HTML an embed_link block shows and returns it as text, unsanitised. A failure's
   * message is spec 3 §8's: 'the HTTP status and text' ('404 Not Found'), or 'ERROR' plus the
   * exception text ('ERROR Failed to fetch'). No toast: the block shows the message in place.
   */
  return async function embedHtml(input: { url: string }): Promise<Result<EmbedHtml>> {
    const target = parseUrl(input.url, deps.origin);
    if (target === null || !(await isAllowed(target))) {
      log.warn(`refused embed ${input.url}`);
      return fail('invalid-request', embedErrorText('This link cannot be shown here'));
    }
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const response = await deps.fetch(target.href, {
        method: 'GET',
        headers: { accept: 'text/html' },
        credentials: target.origin === appOrigin ? 'same-origin' : 'omit',
        signal: controller.signal,
      });
      if (!response.ok) {
        log.warn(`embed ${target.href} answered ${response.status}`);
        return fail('network', embedHttpFailureText(response.status, response.statusText));
      }
      const html = await response.text();
      if (html.length > MAX_EMBED_CHARS) {
        return fail('invalid-response', embedErrorText('The page is too large to show'));
      }
      return ok({ html, url: response.url || target.href });
    } catch (error) {
      const text = controller.signal.aborted
        ? `No answer within ${timeoutMs / 1000} s`
        : error instanceof Error
          ? error.message
          : String(error);
      log.warn(`embed ${target.href} failed: ${text}`);
      return fail('network', embedErrorText(text));
    } finally {
      clearTimeout(timer);
    }
  };
}

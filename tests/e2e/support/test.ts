/**
 * Playwright's `test` for every journey, with one automatic check: no page of any browser context
 * the journey opens, nor any frame in it, reports a Content-Security-Policy violation. The app is
 * served with its production policy (server/http/contentSecurityPolicy.ts), so a script, style,
 * frame or connection the policy does not name fails the journey that caused it.
 *
 * Every context counts: the test's own, those a spec opens with `browser.newContext()` or
 * `browser.newPage()` (in a test or in its beforeAll: a second customer, a staff device, a cold
 * visitor), and one on a browser the spec launches itself, handed to `watchCsp`.
 */
import { test as base, expect, type Browser, type BrowserContext } from '@playwright/test';

export { expect };

declare global {
  interface Window {
    __docketCspViolation?: (text: string) => void;
  }
}

/**
 * Every violation any watched context of this worker reported, in order, and how many of them a
 * test has already checked (one reported between tests, in a beforeAll, fails the next test).
 */
type CspLog = {
  seen: string[];
  checked: number;
  watch: (context: BrowserContext) => Promise<void>;
};

function cspLog(): CspLog {
  const seen: string[] = [];
  const watched = new WeakSet<BrowserContext>();
  const watch = async (context: BrowserContext) => {
    if (watched.has(context)) return;
    watched.add(context);
    await context.exposeBinding('__docketCspViolation', (_source, text: string) => {
      seen.push(text);
    });
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        window.__docketCspViolation?.(
          `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ${event.documentURI}` +
            (event.sample ? ` (${event.sample})` : ''),
        );
      });
    });
  };
  return { seen, checked: 0, watch };
}

/** The browser's contexts are watched as they open, for as long as the worker runs. */
function watchOpenedContexts(browser: Browser, log: CspLog): () => void {
  const newContext = browser.newContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  browser.newContext = async (...args) => {
    const opened = await newContext(...args);
    await log.watch(opened);
    return opened;
  };
  // The page's own context is watched before it navigates: it is still on about:blank.
  browser.newPage = async (...args) => {
    const page = await newPage(...args);
    await log.watch(page.context());
    return page;
  };
  return () => {
    browser.newContext = newContext;
    browser.newPage = newPage;
  };
}

export const test = base.extend<
  { cspViolations: string[]; watchCsp: (context: BrowserContext) => Promise<void> },
  { cspLog: CspLog }
>({
  cspLog: [
    async ({ browser }, use) => {
      const log = cspLog();
      const restore = watchOpenedContexts(browser, log);
      await use(log);
      restore();
    },
    { scope: 'worker', auto: true },
  ],
  watchCsp: async ({ cspLog: log }, use) => {
    await use(log.watch);
  },
  cspViolations: [
    async ({ context, cspLog: log }, use) => {
      await log.watch(context);
      await use(log.seen);
      const unchecked = log.seen.slice(log.checked);
      log.checked = log.seen.length;
      expect(unchecked, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

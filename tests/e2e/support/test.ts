/**
 * Playwright's `test` for every journey, with one automatic check (issue 17): no page of the test's
 * browser context, nor any frame in it, reports a Content-Security-Policy violation. The app is
 * served with its production policy (server/http/contentSecurityPolicy.ts), so a script, style,
 * frame or connection the policy does not name fails the journey that caused it.
 */
import { test as base, expect } from '@playwright/test';

export { expect };

declare global {
  interface Window {
    __docketCspViolation?: (text: string) => void;
  }
}

export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const seen: string[] = [];
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
      await use(seen);
      expect(seen, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * One page in a real browser engine other than Chromium, driven the same way whatever the engine:
 * WebKit (Debian's WebKitGTK MiniBrowser through WebKitWebDriver, W3C WebDriver, under Xvfb) or
 * Firefox ESR (WebDriver BiDi through puppeteer-core). Playwright cannot download its own builds
 * of either here, and these are the engines Safari and Firefox users run.
 *
 * Presses and typing are the driver's own input (pointer and key events the engine dispatches),
 * never a script's click(): the double add this suite was made for happened on a real tap.
 */
import { describeQuery, toPageQuery, waitForElement, waitForText, type Query } from './inPage';

export type EngineName = 'webkit' | 'firefox';

/** How long a journey gives the page to show what it waits for. */
export const SHOW_TIMEOUT_MS = 15_000;

export interface EnginePage {
  readonly engine: EngineName;
  /** Loads `url` and waits for its load event. */
  goto(url: string): Promise<void>;
  url(): Promise<string>;
  /** Runs `fn(arg)` in the page and answers its (awaited) value, which must be JSON. */
  evaluate<A, R>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R>;
  /** Presses the element once it shows. */
  click(query: Query): Promise<void>;
  /** Types `text` into the field once it shows, replacing what it held. */
  fill(query: Query, text: string): Promise<void>;
  /** Types into the only input of the frame titled `title` (the payment provider's card fields). */
  fillInFrame(title: string, text: string): Promise<void>;
  /** The page's text once it contains `pattern`. */
  waitForText(pattern: string | RegExp, within?: string): Promise<string>;
  /**
   * Goes on in a new tab and closes this one, with its history: no page of the app is left alive,
   * not even in the back-forward cache.
   */
  freshTab(): Promise<void>;
  screenshot(path: string): Promise<void>;
  close(): Promise<void>;
}

/** The engine's handle on one element. */
export interface ElementRef {
  click(): Promise<void>;
  type(text: string): Promise<void>;
}

/** What each engine's driver supplies; the rest of EnginePage is built on it. */
export interface EngineDriver {
  readonly engine: EngineName;
  goto(url: string): Promise<void>;
  url(): Promise<string>;
  evaluate<A, R>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R>;
  /** Runs `fn(arg)` in the page and answers the element it resolves with (in view, standing still). */
  element<A>(fn: (arg: A) => Promise<Element>, arg: A): Promise<ElementRef>;
  fillInFrame(title: string, text: string): Promise<void>;
  freshTab(): Promise<void>;
  screenshot(path: string): Promise<void>;
  close(): Promise<void>;
}

/** Keeps what each press landed on (window.__engineClicks), for a failure's report. */
function recordPresses() {
  const held = window as { __engineClicks?: string[] };
  if (held.__engineClicks !== undefined) return;
  held.__engineClicks = [];
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target as Element | null;
      const label = target?.closest('button, a, [role], label, input');
      held.__engineClicks!.push(
        `${Math.round(performance.now())} ${location.pathname} ${label?.tagName ?? target?.tagName} ${(label?.getAttribute('aria-label') ?? label?.textContent ?? '').trim().slice(0, 60)}`,
      );
    },
    true,
  );
}

/**
 * A press can race a re-render (the element replaced between finding and pressing it, or still
 * under a closing sheet): each attempt finds the element afresh, after the page has changed.
 */
const ATTEMPTS = 3;

async function pressing(
  driver: EngineDriver,
  query: Query,
  act: (element: ElementRef) => Promise<void>,
) {
  let last: unknown;
  await driver.evaluate(recordPresses, null);
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const element = await driver.element(waitForElement, toPageQuery(query, SHOW_TIMEOUT_MS));
    try {
      await act(element);
      return;
    } catch (error) {
      if (!/stale|detached|not interactable|intercept|obscured/i.test(String(error))) throw error;
      last = error;
    }
  }
  throw new Error(`could not press ${describeQuery(query)}: ${String(last)}`);
}

export function enginePage(driver: EngineDriver): EnginePage {
  return {
    engine: driver.engine,
    goto: (url) => driver.goto(url),
    url: () => driver.url(),
    evaluate: (fn, arg) => driver.evaluate(fn, arg),
    click: (query) => pressing(driver, query, (element) => element.click()),
    async fill(query, text) {
      await pressing(driver, query, async (element) => {
        await element.click();
        await driver.evaluate(() => {
          const active = document.activeElement;
          if (active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement) {
            active.select();
          }
        }, null);
        await element.type(text);
      });
    },
    fillInFrame: (title, text) => driver.fillInFrame(title, text),
    freshTab: () => driver.freshTab(),
    waitForText: (pattern, within) =>
      driver.evaluate(waitForText, {
        pattern:
          typeof pattern === 'string'
            ? { exact: pattern }
            : { source: pattern.source, flags: pattern.flags },
        within: within ?? null,
        timeoutMs: SHOW_TIMEOUT_MS,
      }),
    screenshot: (path) => driver.screenshot(path),
    close: () => driver.close(),
  };
}

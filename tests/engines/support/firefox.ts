/**
 * Firefox: Debian's Firefox ESR, headless, driven over WebDriver BiDi with puppeteer-core (which
 * needs no geckodriver, and downloads nothing). Each session is a fresh profile.
 */
import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core';
import type { EngineDriver, ElementRef } from './engine';

export const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

function elementRef(element: ElementHandle<Element>): ElementRef {
  return {
    click: () => element.click(),
    type: (text) => element.type(text),
  };
}

export async function openFirefox(): Promise<EngineDriver> {
  const browser: Browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    defaultViewport: { width: 1280, height: 900 },
  });
  let page: Page = (await browser.pages())[0] ?? (await browser.newPage());
  page.setDefaultTimeout(30_000);

  return {
    engine: 'firefox',
    async goto(url) {
      await page.goto(url, { waitUntil: 'load' });
    },
    url: async () => page.url(),
    evaluate: (fn, arg) => page.evaluate(fn as (arg: unknown) => unknown, arg) as never,
    async element(fn, arg) {
      const handle = await page.evaluateHandle(fn as (arg: unknown) => Promise<Element>, arg);
      const element = handle.asElement() as ElementHandle<Element> | null;
      if (element === null) throw new Error('the page answered no element');
      return elementRef(element);
    },
    async fillInFrame(title, text) {
      const frameElement = await page.waitForSelector(`iframe[title="${title}"]`);
      const frame = await frameElement?.contentFrame();
      if (!frame) throw new Error(`no frame titled ${title}`);
      const input = await frame.waitForSelector('input');
      if (!input) throw new Error(`no field in the frame titled ${title}`);
      await input.click();
      await input.type(text);
    },
    async freshTab() {
      const fresh = await browser.newPage();
      fresh.setDefaultTimeout(30_000);
      await page.close();
      page = fresh;
    },
    async screenshot(path) {
      await page.screenshot({ path: path as `${string}.png` });
    },
    close: () => browser.close(),
  };
}

/**
 * WebKit: Debian's WebKitGTK MiniBrowser, started by WebKitWebDriver (package webkit2gtk-driver)
 * for each session, driven over W3C WebDriver with selenium-webdriver. Each session is a fresh
 * browser with its own ephemeral storage. MiniBrowser needs an X display (scripts/engines.mjs
 * starts Xvfb when DISPLAY is unset).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { Builder, type WebDriver, type WebElement } from 'selenium-webdriver';
import type { EngineDriver, ElementRef } from './engine';

export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
export const MINIBROWSER =
  process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Answers once the driver's /status says ready: a process starting, looked at every 50 ms. */
async function driverReady(url: string, child: ChildProcess): Promise<void> {
  for (let look = 0; look < 200; look += 1) {
    if (child.exitCode !== null) throw new Error(`WebKitWebDriver exited (${child.exitCode})`);
    const ready = await fetch(`${url}/status`)
      .then((response) => response.json() as Promise<{ value?: { ready?: boolean } }>)
      .then((body) => body.value?.ready === true)
      .catch(() => false);
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('WebKitWebDriver never became ready');
}

/** A WebKitWebDriver process, for one session: a session that hangs cannot hold up the next. */
export type WebKitService = { url: string; stop(): Promise<void> };

export async function startWebKitDriver(): Promise<WebKitService> {
  const port = await freePort();
  // Its own process group, so that stopping it also ends the MiniBrowser it started.
  const child = spawn(WEBKIT_DRIVER, [`--port=${port}`, '--host=127.0.0.1'], {
    stdio: 'ignore',
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  await driverReady(url, child);
  return {
    url,
    async stop() {
      if (child.exitCode !== null || child.pid === undefined) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid, 'SIGKILL');
      await exited;
    },
  };
}

function elementRef(element: WebElement): ElementRef {
  return {
    click: () => element.click(),
    type: (text) => element.sendKeys(text),
  };
}

export async function openWebKit(service: WebKitService): Promise<EngineDriver> {
  const driver: WebDriver = await new Builder()
    .usingServer(service.url)
    .withCapabilities({
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
    })
    .build();
  await driver.manage().setTimeouts({ script: 30_000, pageLoad: 30_000, implicit: 0 });
  await driver.manage().window().setRect({ width: 1280, height: 900 });
  const run = <A, R>(fn: (arg: A) => R | Promise<R>, arg: A) =>
    driver.executeScript<R>(`return (${fn.toString()})(arguments[0]);`, arg);

  return {
    engine: 'webkit',
    goto: (url) => driver.get(url),
    url: () => driver.getCurrentUrl(),
    evaluate: run,
    async element(fn, arg) {
      const element = (await run(fn, arg)) as unknown as WebElement;
      return elementRef(element);
    },
    async fillInFrame(title, text) {
      const frame = await driver.executeScript<WebElement>(
        `return document.querySelector('iframe[title="' + arguments[0] + '"]');`,
        title,
      );
      await driver.executeScript('arguments[0].scrollIntoView({ block: "center" });', frame);
      await driver.switchTo().frame(frame);
      try {
        const input = await driver.executeScript<WebElement>(
          `return new Promise((resolve) => {
             const look = () => { const found = document.querySelector('input'); if (found) resolve(found); else requestAnimationFrame(look); };
             look();
           });`,
        );
        await input.click();
        await input.sendKeys(text);
      } finally {
        await driver.switchTo().defaultContent();
      }
    },
    async freshTab() {
      const old = await driver.getWindowHandle();
      await driver.switchTo().newWindow('tab');
      const fresh = await driver.getWindowHandle();
      await driver.switchTo().window(old);
      await driver.close();
      await driver.switchTo().window(fresh);
    },
    async screenshot(path) {
      await writeFile(path, Buffer.from(await driver.takeScreenshot(), 'base64'));
    },
    close: () => driver.quit(),
  };
}

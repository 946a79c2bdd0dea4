/**
 * Helpers for the installable-app journeys: a reference server of the test's own on a free port
 * (serving a directory the test can redeploy), a second build of the demo brand with another
 * build id, and the service-worker and installability probes.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';

const ROOT = resolve(import.meta.dirname, '../../..');

/** The demo build the harness made (scripts/e2e.mjs), served as 'version 1'. */
export const DEMO_DIST = resolve(ROOT, process.env.E2E_DIST_DIR ?? 'dist');
export const HARBOUR_DIST = resolve(ROOT, process.env.E2E_HARBOUR_DIST_DIR ?? 'dist-harbour');

export type Site = {
  url: string;
  /** The directory served; `deploy` replaces what is in it. */
  dir: string;
  /** Replaces the served files with another build, as a deployment would. */
  deploy(fromDir: string): void;
  stop(): Promise<void>;
};

/** A copy of a build in a fresh temp directory (so a test can redeploy it without harm). */
export function copyBuild(fromDir: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'docket-e2e-site-'));
  cpSync(fromDir, dir, { recursive: true });
  return dir;
}

/**
 * Starts scripts/serve.ts on a free port with an in-memory database, serving `staticDir`; env is
 * passed on (DOCKET_MIN_APP_VERSION, DOCKET_LATEST_APP_VERSION).
 */
export async function startSite(
  staticDir: string,
  env: Record<string, string> = {},
): Promise<Site> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/serve.ts', '--static', staticDir, '--port', '0'],
    { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const url = await new Promise<string>((resolveUrl, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 240_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /serving .* on (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolveUrl(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  return {
    url,
    dir: staticDir,
    deploy(fromDir) {
      for (const name of readdirSync(staticDir)) {
        rmSync(join(staticDir, name), { recursive: true, force: true });
      }
      cpSync(fromDir, staticDir, { recursive: true });
    },
    stop: () => stopChild(child),
  };
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolveStop) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolveStop();
    });
    child.kill('SIGTERM');
  });
}

/** The demo brand built again with BUILD_ID=buildId into a new temp directory: 'version 2'. */
export function buildDemoVersion(buildId: string): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), `docket-e2e-${buildId}-`));
  return new Promise<string>((resolveBuild, reject) => {
    const child = spawn(
      'npx',
      ['vite', 'build', '--logLevel', 'error', '--emptyOutDir', '--outDir', outDir],
      { cwd: ROOT, env: { ...process.env, BRAND: 'demo', BUILD_ID: buildId }, stdio: 'pipe' },
    );
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolveBuild(outDir) : reject(new Error(`build ${buildId} failed:\n${errors}`)),
    );
  });
}

/** Waits until a service worker controls the page (the first visit's worker claims it). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  // The claim's own event, not polling: a journey may have paused the page's clock, which stops
  // waitForFunction's polling with it.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        if (navigator.serviceWorker.controller !== null) return resolve();
        navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), {
          once: true,
        });
      }),
  );
}

/** Asks the browser to look for a new sw.js now (what the 15-minute check does). */
export async function checkForUpdate(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration?.update();
  });
}

/** The build id the page runs (<html data-build>). */
export function buildIdOf(page: Page): Promise<string | null> {
  return page.locator('html').getAttribute('data-build');
}

/**
 * Chromium's own installability verdict for the page (Lighthouse does not audit it), and the
 * manifest it parsed for it.
 */
export async function installability(page: Page): Promise<{
  errors: unknown[];
  manifestUrl: string;
  manifestErrors: unknown[];
}> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { installabilityErrors: errors } = await cdp.send('Page.getInstallabilityErrors');
    const manifest = await cdp.send('Page.getAppManifest');
    return { errors, manifestUrl: manifest.url, manifestErrors: manifest.errors };
  } finally {
    await cdp.detach();
  }
}

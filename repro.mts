import { chromium } from '@playwright/test';
import { createServer } from '/work/wt/harden/server/app';
const server = await createServer({ staticDir: '/work/wt/harden/dist-harden', dataDir: 'memory://', logger: false, rateLimits: false });
const origin = await server.app.listen({ port: 0, host: '127.0.0.1' });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync'] });
let stuck = 0;
const N = Number(process.env.N ?? 30);
for (let i = 0; i < N; i++) {
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  const logs: string[] = [];
  page.on('console', (m) => logs.push(m.type() + ': ' + m.text()));
  page.on('pageerror', (e) => logs.push('pageerror: ' + e.message));
  await page.clock.install({ time: Date.now() + 3600_000 });
  await page.goto('/about');
  try {
    await page.getByRole('banner').getByRole('button', { name: 'Main menu' }).waitFor({ state: 'visible', timeout: 15000 });
    await page.waitForFunction(() => !(document.querySelector('header button[aria-label="Main menu"]') as HTMLButtonElement)?.disabled, null, { timeout: 15000 });
  } catch (e) {
    stuck++;
    console.log('STUCK', i, (await page.locator('main').innerText()).slice(0, 80), logs.slice(0, 10));
    const dbs = await page.evaluate(() => indexedDB.databases());
    console.log('dbs', JSON.stringify(dbs), await page.evaluate(() => localStorage.getItem('docket:warm')));
  }
  await context.close();
}
console.log('stuck', stuck, 'of', N);
await browser.close(); await server.close();

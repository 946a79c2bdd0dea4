import { describe, expect, it } from 'vitest';

describe('workerClient', () => {
  it('can be imported where there is no Worker, and says so on first use', async () => {
    const { worker, listen } = await import('@/app/workerClient');
    await expect(worker.loadMenu({ slug: 'fig' })).rejects.toThrow(/needs a browser/);
    await expect(listen('toast', () => undefined)).rejects.toThrow(/needs a browser/);
    // Not a thenable: awaiting or resolving the handle gives the handle itself.
    await expect(Promise.resolve(worker)).resolves.toBe(worker);
  });
});

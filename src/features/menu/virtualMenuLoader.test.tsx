import { afterEach, describe, expect, it, vi } from 'vitest';

/** The chunk as the network serves it: a module, or a failed fetch while `failing` is set. */
function serveChunk() {
  const chunk = { runs: 0, failing: false };
  vi.doMock('./VirtualMenu', () => {
    chunk.runs += 1;
    if (chunk.failing) throw new Error('Failed to fetch dynamically imported module');
    return { VirtualMenu: function VirtualMenu() {} };
  });
  return chunk;
}

describe("loadVirtualMenu (a big menu's windowed list, fetched once)", () => {
  afterEach(() => {
    vi.doUnmock('./VirtualMenu');
    vi.resetModules();
  });

  it('is null until loaded, then the component; one fetch however many ask', async () => {
    const chunk = serveChunk();
    const { loadVirtualMenu, loadedVirtualMenu } = await import('./virtualMenuLoader');
    expect(loadedVirtualMenu()).toBeNull();
    const first = loadVirtualMenu();
    expect(loadVirtualMenu()).toBe(first);
    const component = await first;
    expect(component.name).toBe('VirtualMenu');
    expect(loadedVirtualMenu()).toBe(component);
    expect(chunk.runs).toBe(1);
  });

  it('a failed fetch fails its callers and the next call tries again', async () => {
    const chunk = serveChunk();
    chunk.failing = true;
    const { loadVirtualMenu, loadedVirtualMenu } = await import('./virtualMenuLoader');
    await expect(loadVirtualMenu()).rejects.toThrow();
    expect(loadedVirtualMenu()).toBeNull();
    chunk.failing = false;
    expect((await loadVirtualMenu()).name).toBe('VirtualMenu');
    expect(chunk.runs).toBe(2);
  });
});

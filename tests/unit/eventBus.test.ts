import { describe, expect, it, vi } from 'vitest';
import { createEventBus } from '@worker/events/eventBus';
import { captureLogs } from './support/logs';

const logs = captureLogs();
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('worker event bus', () => {
  it('delivers an event to listeners of that name only', async () => {
    const bus = createEventBus();
    const toasts = vi.fn();
    const upgrades = vi.fn();
    bus.listen('toast', toasts);
    bus.listen('upgrade', upgrades);
    bus.emit('toast', { message: 'hello', tone: 'info', durationMs: 1000 });
    await flush();
    expect(toasts).toHaveBeenCalledWith({ message: 'hello', tone: 'info', durationMs: 1000 });
    expect(upgrades).not.toHaveBeenCalled();
  });

  it('stops delivering after unsubscribe', async () => {
    const bus = createEventBus();
    const listener = vi.fn();
    const off = bus.listen('outbox-changed', listener);
    off();
    bus.emit('outbox-changed', { pending: 1 });
    await flush();
    expect(listener).not.toHaveBeenCalled();
  });

  it('drops a listener that fails (a page that went away) and keeps the others', async () => {
    const bus = createEventBus();
    const broken = vi.fn().mockRejectedValue(new Error('port closed'));
    const healthy = vi.fn();
    bus.listen('toast', broken);
    bus.listen('toast', healthy);
    bus.emit('toast', { message: 'a', tone: 'info', durationMs: 1 });
    await flush();
    bus.emit('toast', { message: 'b', tone: 'info', durationMs: 1 });
    await flush();
    expect(broken).toHaveBeenCalledTimes(1);
    expect(healthy).toHaveBeenCalledTimes(2);
    expect(logs.some((entry) => entry.level === 'warn' && entry.scope === 'events')).toBe(true);
  });
});

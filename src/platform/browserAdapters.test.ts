import { describe, expect, it, vi } from 'vitest';
import { createBrowserGeolocation } from './geolocation/browser';
import { createBrowserNotifications } from './notifications/browser';
import { createBrowserShare } from './share/browser';

/** A navigator.geolocation that answers with a position or an error. */
function deviceAt(answer: { lat: number; lng: number } | 'refused'): Geolocation {
  return {
    getCurrentPosition: vi.fn((ok: PositionCallback, fail?: PositionErrorCallback | null) => {
      if (answer === 'refused') fail?.({ code: 1, message: 'denied' } as GeolocationPositionError);
      else ok({ coords: { latitude: answer.lat, longitude: answer.lng } } as GeolocationPosition);
    }),
  } as unknown as Geolocation;
}

describe('browser geolocation', () => {
  it.each([
    ['a position', deviceAt({ lat: -32.05, lng: 115.74 }), { lat: -32.05, long: 115.74 }],
    ['a refusal', deviceAt('refused'), null],
    ['no geolocation', undefined, null],
  ])('%s → %j', async (_name, source, expected) => {
    expect(await createBrowserGeolocation(source).currentPosition()).toEqual(expected);
  });

  it('asks with high accuracy and no time-out (spec 1 §4)', async () => {
    const source = deviceAt({ lat: 0, lng: 0 });
    await createBrowserGeolocation(source).currentPosition();
    expect(source.getCurrentPosition).toHaveBeenCalledWith(
      expect.any(Function),
      expect.any(Function),
      {
        enableHighAccuracy: true,
        maximumAge: 0,
      },
    );
  });
});

describe('browser share', () => {
  const data = { title: 'Fig & Olive', url: 'https://example.test/' };

  it.each([
    ['a sheet that shares', { share: async () => undefined }, true, true],
    [
      'a sheet closed by the customer',
      { share: () => Promise.reject(new Error('AbortError')) },
      true,
      false,
    ],
    ['no sheet', {}, false, false],
  ])('%s: canShare %j, shared %j', async (_name, source, canShare, shared) => {
    const adapter = createBrowserShare(source);
    expect(adapter.canShare()).toBe(canShare);
    expect(await adapter.share(data)).toBe(shared);
  });

  it.each([
    ['a clipboard that copies', { writeText: async () => undefined }, true],
    ['a clipboard that refuses', { writeText: () => Promise.reject(new Error('denied')) }, false],
    ['no clipboard', undefined, false],
  ])('%s → copied %j', async (_name, clipboard, copied) => {
    const source = clipboard ? { clipboard: clipboard as unknown as Clipboard } : {};
    expect(await createBrowserShare(source).copyText(data.url)).toBe(copied);
  });
});

type Api = {
  permission: NotificationPermission;
  requestPermission(): Promise<NotificationPermission>;
};

describe('browser notification permission', () => {
  const answering = (answer: () => Promise<NotificationPermission>): Api => ({
    permission: 'default',
    requestPermission: answer,
  });
  it.each<[string, Api | undefined, NotificationPermission | null]>([
    ['granted', answering(() => Promise.resolve('granted')), 'granted'],
    [
      'a throw keeps the current answer',
      answering(() => Promise.reject(new Error('x'))),
      'default',
    ],
    ['no Notification', undefined, null],
  ])('%s', async (_name, api, answer) => {
    const adapter = createBrowserNotifications(api as typeof Notification | undefined);
    expect(adapter.current()).toBe(api?.permission ?? null);
    expect(await adapter.request()).toBe(answer);
  });
});

// @vitest-environment happy-dom
/**
 * The Places library comes from @react-google-maps/api's useJsApiLoader (replaced here: the real
 * one loads Google's script from the network).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

const loader = vi.hoisted(() => ({
  state: { isLoaded: false, loadError: undefined as Error | undefined },
  options: [] as unknown[],
}));

vi.mock('@react-google-maps/api', () => ({
  useJsApiLoader: (options: unknown) => {
    loader.options.push(options);
    return loader.state;
  },
}));

const places = { AutocompleteService: class {} };

afterEach(() => {
  delete (globalThis as { google?: unknown }).google;
  loader.options.length = 0;
});

describe('loadPlacesLibrary', () => {
  it('answers the Places library once the script has loaded', async () => {
    (globalThis as { google?: unknown }).google = { maps: { places } };
    loader.state = { isLoaded: true, loadError: undefined };
    const { loadPlacesLibrary } = await import('./googleScript');

    await expect(loadPlacesLibrary('key-1')).resolves.toBe(places);
    expect(loader.options[0]).toEqual({ googleMapsApiKey: 'key-1', libraries: ['places'] });
  });

  it('answers null when the script could not load', async () => {
    loader.state = { isLoaded: false, loadError: new Error('blocked') };
    const { loadPlacesLibrary } = await import('./googleScript');

    await expect(loadPlacesLibrary('key-1')).resolves.toBeNull();
  });
});

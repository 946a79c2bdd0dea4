/**
 * Loads the Google Maps script with its Places library through @react-google-maps/api's
 * useJsApiLoader, the loader its map components use, so one package does the job. The maps
 * adapter is called from a lookup, not from a render, so the hook runs in a small React root of
 * its own, made on the first lookup and gone once the script has loaded or failed.
 */
/// <reference types="google.maps" />
import { useJsApiLoader, type Libraries } from '@react-google-maps/api';
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';

/** One array for every render: the hook reloads the script when it is given a new one. */
const LIBRARIES: Libraries = ['places'];

function PlacesScript({ apiKey, done }: { apiKey: string; done: (loaded: boolean) => void }) {
  const { isLoaded, loadError } = useJsApiLoader({
    googleMapsApiKey: apiKey,
    libraries: LIBRARIES,
  });
  useEffect(() => {
    if (isLoaded) done(true);
    else if (loadError !== undefined) done(false);
  }, [isLoaded, loadError, done]);
  return null;
}

/** The Places library once the script has loaded, or null when it could not load. */
export function loadPlacesLibrary(apiKey: string): Promise<typeof google.maps.places | null> {
  return new Promise((resolve) => {
    const root = createRoot(document.createElement('div'));
    let settled = false;
    const done = (loaded: boolean) => {
      if (settled) return;
      settled = true;
      // Not from inside the effect that reports it: React does not unmount a root mid-render.
      queueMicrotask(() => root.unmount());
      resolve(loaded ? google.maps.places : null);
    };
    root.render(<PlacesScript apiKey={apiKey} done={done} />);
  });
}

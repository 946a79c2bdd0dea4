import { useEffect, useRef, useState } from 'react';
import type { Position } from '@/domain/locationsList';

export type GeolocationState =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'granted'; position: Position }
  | { status: 'failed' };

/**
 * The device's position for Nearby (spec 1 §4: 'Geolocation has no time-out and asks for high
 * accuracy'). Asks once per attempt number (null: do not ask); a refusal, an unavailable position
 * or a browser without geolocation is 'failed', reported once through onFailed.
 */
export function useGeolocation(attempt: number | null, onFailed: () => void): GeolocationState {
  const [answer, setAnswer] = useState<{ attempt: number; state: GeolocationState } | null>(null);
  const failed = useRef(onFailed);
  useEffect(() => {
    failed.current = onFailed;
  });

  useEffect(() => {
    if (attempt === null) return;
    let current = true;
    const fail = () => {
      if (!current) return;
      setAnswer({ attempt, state: { status: 'failed' } });
      failed.current();
    };
    if (!('geolocation' in navigator)) {
      queueMicrotask(fail);
    } else {
      navigator.geolocation.getCurrentPosition(
        ({ coords }) => {
          if (!current) return;
          const position = { lat: coords.latitude, long: coords.longitude };
          setAnswer({ attempt, state: { status: 'granted', position } });
        },
        fail,
        // No timeout: the browser waits for the customer's answer and a position, as the spec asks.
        { enableHighAccuracy: true, maximumAge: 0 },
      );
    }
    return () => {
      current = false;
    };
  }, [attempt]);

  if (attempt === null) return { status: 'idle' };
  return answer?.attempt === attempt ? answer.state : { status: 'pending' };
}

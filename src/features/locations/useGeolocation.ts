import { useEffect, useRef, useState } from 'react';
import type { Position } from '@/domain/locationsList';
import { geolocation } from '@/platform/geolocation';

export type GeolocationState =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'granted'; position: Position }
  | { status: 'failed' };

/**
 * The device's position for Nearby. Asks once per attempt number (null: do not ask); a refusal,
 * an unavailable position or a browser without geolocation is 'failed', reported once through
 * onFailed. An answer for an earlier attempt is dropped.
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
    void geolocation.currentPosition().then((position) => {
      if (!current) return;
      if (position === null) {
        setAnswer({ attempt, state: { status: 'failed' } });
        failed.current();
      } else {
        setAnswer({ attempt, state: { status: 'granted', position } });
      }
    });
    return () => {
      current = false;
    };
  }, [attempt]);

  if (attempt === null) return { status: 'idle' };
  return answer?.attempt === attempt ? answer.state : { status: 'pending' };
}

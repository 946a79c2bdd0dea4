import type { Position } from '@/domain/locationsList';
import type { GeolocationAdapter } from './types';

/**
 * The geolocation double for tests: each ask waits until the test answers it with a position, or
 * null for a refusal.
 */
export function createFakeGeolocation(): GeolocationAdapter & {
  asked: number;
  answer(position: Position | null): void;
} {
  const waiting: ((position: Position | null) => void)[] = [];
  const fake = {
    asked: 0,
    currentPosition() {
      fake.asked += 1;
      return new Promise<Position | null>((resolve) => waiting.push(resolve));
    },
    answer(position: Position | null) {
      waiting.shift()?.(position);
    },
  };
  return fake;
}

/**
 * The device position adapter (spec 1 §4: 'Geolocation has no time-out and asks for high
 * accuracy'). The locations screen's Nearby filter talks to this interface only.
 */
import type { Position } from '@/domain/locationsList';

export type GeolocationAdapter = {
  /** The position now; null when refused, unavailable or the device has no geolocation. */
  currentPosition(): Promise<Position | null>;
};

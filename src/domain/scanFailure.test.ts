import { describe, expect, it } from 'vitest';
import { scanFailureMessage, type ScanStage } from './scanFailure';

describe("scanFailureMessage (spec 1 §8 'QR scan cancelled or not QR')", () => {
  it.each<[string, ScanStage, unknown, string]>([
    [
      '"not QR": an image with no QR code',
      'decode',
      new Error('No MultiFormat Readers'),
      'Code not recognised',
    ],
    ['"not QR": a file that is not an image', 'decode', new Event('error'), 'Code not recognised'],
    ['"QR scan cancelled"', 'cancel', undefined, 'Code not recognised'],
    [
      '"Scan failed: {reason}": camera refused',
      'camera',
      'Error getting userMedia, error = NotAllowedError: Permission denied',
      'Scan failed: camera access was not allowed',
    ],
    [
      '"Scan failed: {reason}": no camera',
      'camera',
      'Error getting userMedia, error = NotFoundError: Requested device not found',
      'Scan failed: no camera found',
    ],
    [
      '"Scan failed: {reason}": camera busy',
      'camera',
      'Error getting userMedia, error = NotReadableError: Could not start video source',
      'Scan failed: the camera is in use by another app',
    ],
    [
      '"Scan failed: {reason}": no camera API',
      'camera',
      'Camera streaming not supported by the browser.',
      'Scan failed: this device cannot use its camera',
    ],
    [
      '"Scan failed: {reason}": an unknown camera error keeps its text',
      'camera',
      'Boom',
      'Scan failed: Boom',
    ],
    ['"Scan failed: {reason}": nothing to say', 'camera', undefined, 'Scan failed: unknown error'],
    [
      '"Scan failed: {reason}": scanner code not loaded',
      'load',
      new TypeError('Failed to fetch dynamically imported module'),
      'Scan failed: the scanner could not be loaded, check your connection',
    ],
  ])('%s', (_case, stage, error, expected) => {
    expect(scanFailureMessage(stage, error)).toBe(expected);
  });
});

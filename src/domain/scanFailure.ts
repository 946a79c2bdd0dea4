/**
 * What a failed scan says (spec 1 §5 'A scanned code must be QR format, otherwise 'Code not
 * recognised''; §8 'QR scan cancelled or not QR: 'Code not recognised'; 'Scan failed: {reason}'').
 *
 * An image that holds no readable QR code (another barcode, a blurry photo, a file that is not an
 * image) and a cancelled scan are 'Code not recognised'. A scanner that cannot run at all (camera
 * refused or missing, the scanner's code not loaded) is 'Scan failed: {reason}'.
 */
import { CODE_NOT_RECOGNISED, scanFailedText } from './messages';

export type ScanStage =
  /** The scanner's code could not be loaded (offline before it was ever cached, say). */
  | 'load'
  /** The camera could not be started. */
  | 'camera'
  /** An image file (or a camera frame) was read but held no QR code. */
  | 'decode'
  /** The customer closed the scanner without a code. */
  | 'cancel';

function textOf(error: unknown): string {
  if (typeof error === 'string') return error;
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  if (typeof error === 'object' && error !== null && 'message' in error) {
    return String((error as { message: unknown }).message);
  }
  return '';
}

/** A short reason a customer can act on, from what the browser or the scanner library reported. */
export function scanFailureReason(stage: 'load' | 'camera', error: unknown): string {
  const text = textOf(error);
  if (stage === 'load') return 'the scanner could not be loaded, check your connection';
  if (/NotAllowed|Permission|denied/i.test(text)) return 'camera access was not allowed';
  if (/NotFound|Overconstrained|no camera|device not found/i.test(text)) return 'no camera found';
  if (/NotReadable|TrackStart|in use/i.test(text)) return 'the camera is in use by another app';
  if (/not supported|mediaDevices|insecure/i.test(text)) return 'this device cannot use its camera';
  return text.trim() === '' ? 'unknown error' : text.trim();
}

/** The message for a failure at a stage. */
export function scanFailureMessage(stage: ScanStage, error?: unknown): string {
  if (stage === 'decode' || stage === 'cancel') return CODE_NOT_RECOGNISED;
  return scanFailedText(scanFailureReason(stage, error));
}

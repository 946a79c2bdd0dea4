/**
 * The QR reader for this build (ARCHITECTURE 'src/platform'). html5-qrcode loads only when
 * qrScanner.open runs, so importing this module costs the page nothing.
 *
 *   const reader = await qrScanner.open(viewfinderId);
 *   await reader.startCamera((code) => …);
 */
import { html5QrScanner } from './html5';
import type { QrScanner } from './types';

export type { DecodedCode, QrReader, QrScanner } from './types';

/** This build's QR reader. */
export const qrScanner: QrScanner = html5QrScanner;

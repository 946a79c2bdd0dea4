/**
 * The QR reader behind the scan dialog: html5-qrcode, loaded only when a customer opens the
 * scanner so it never weighs on the menu's first load. Only the QR format is decoded
 * (spec 1 §5 'A scanned code must be QR format').
 */
import type { Html5Qrcode } from 'html5-qrcode';

export type DecodedCode = { text: string; format: string | undefined };

export type QrEngine = {
  /** Starts the rear camera; every decoded frame is handed to onCode. */
  startCamera(onCode: (code: DecodedCode) => void): Promise<void>;
  /** Reads the one QR code in an image file; rejects when the image holds none. */
  scanFile(file: File): Promise<DecodedCode>;
  /** Stops the camera (if it runs) and empties the viewfinder. */
  stop(): Promise<void>;
};

/** Creates a reader that renders its viewfinder into the element with this id. */
export async function createQrEngine(elementId: string): Promise<QrEngine> {
  const { Html5Qrcode, Html5QrcodeSupportedFormats } = await import('html5-qrcode');
  const reader: Html5Qrcode = new Html5Qrcode(elementId, {
    verbose: false,
    formatsToSupport: [Html5QrcodeSupportedFormats.QR_CODE],
  });
  const stopCamera = async () => {
    if (reader.isScanning) await reader.stop();
  };
  return {
    async startCamera(onCode) {
      await reader.start(
        { facingMode: 'environment' },
        {
          fps: 10,
          qrbox: (width, height) => {
            const side = Math.floor(Math.min(width, height) * 0.7);
            return { width: side, height: side };
          },
        },
        (text, result) => onCode({ text, format: result.result.format?.formatName }),
        undefined,
      );
    },
    async scanFile(file) {
      await stopCamera();
      const result = await reader.scanFileV2(file, false);
      return { text: result.decodedText, format: result.result.format?.formatName };
    },
    async stop() {
      await stopCamera();
      reader.clear();
    },
  };
}

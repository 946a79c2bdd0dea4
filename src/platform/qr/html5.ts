/**
 * The real QR reader: html5-qrcode, imported only when a customer opens the scanner so it never
 * weighs on the menu's first load. Only the QR format is decoded.
 */
import type { Html5Qrcode } from 'html5-qrcode';
import type { QrReader, QrScanner } from './types';

async function openReader(elementId: string): Promise<QrReader> {
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

export const html5QrScanner: QrScanner = { open: openReader };

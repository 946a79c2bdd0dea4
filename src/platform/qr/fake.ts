/**
 * The QR reader double for tests: the camera either refuses or yields the codes it is given, and
 * a file decodes to the code filed under its name (none: the image holds no code).
 */
import type { DecodedCode, QrReader, QrScanner } from './types';

export type FakeQrOptions = {
  /** Codes the camera sees once started, or an error the start rejects with. */
  camera: DecodedCode[] | Error;
  /** Decoded code per file name. */
  files?: Readonly<Record<string, DecodedCode>>;
  /** An error opening the reader rejects with (the library failed to load). */
  openError?: Error;
};

export function createFakeQrScanner(options: FakeQrOptions): QrScanner & { stopped: number } {
  const scanner = {
    stopped: 0,
    async open(): Promise<QrReader> {
      if (options.openError) throw options.openError;
      return {
        async startCamera(onCode) {
          if (options.camera instanceof Error) throw options.camera;
          for (const code of options.camera) onCode(code);
        },
        async scanFile(file) {
          const code = options.files?.[file.name];
          if (!code) throw new Error('No QR code found');
          return code;
        },
        async stop() {
          scanner.stopped += 1;
        },
      };
    },
  };
  return scanner;
}

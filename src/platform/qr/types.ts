/**
 * The QR reader adapter (spec 1 §5 'A scanned code must be QR format'): the scan dialog talks to
 * this interface only. The real one is html5-qrcode, loaded when a reader is first opened.
 */

export type DecodedCode = { text: string; format: string | undefined };

export type QrReader = {
  /** Starts the rear camera; every decoded frame is handed to onCode. Rejects when refused. */
  startCamera(onCode: (code: DecodedCode) => void): Promise<void>;
  /** Reads the one QR code in an image file; rejects when the image holds none. */
  scanFile(file: File): Promise<DecodedCode>;
  /** Stops the camera (if it runs) and empties the viewfinder. */
  stop(): Promise<void>;
};

export type QrScanner = {
  /** A reader that renders its viewfinder into the element with this id. Rejects when it cannot load. */
  open(elementId: string): Promise<QrReader>;
};

import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { parseScannedCode, type ScanPurpose, type ScanResult } from '@/domain/deepLinks';
import { scanFailureMessage } from '@/domain/scanFailure';
import { qrScanner, type DecodedCode, type QrReader } from '@/platform/qr';
import { CloseIcon } from '@/ui/CloseIcon';

type Status = 'loading' | 'camera' | 'file-only' | 'reading' | 'unavailable';

const HINTS: Record<Status, string> = {
  loading: 'Starting the camera…',
  camera: 'Point the camera at the QR code.',
  'file-only': 'Choose a photo or screenshot of the QR code instead.',
  reading: 'Reading the code…',
  unavailable: '',
};

/**
 * The scanner: a modal dialog with the camera's viewfinder and, as the alternative when the camera
 * is refused, missing or on a desktop, a photo or screenshot of the code. Closes with the first
 * code that fits the purpose; a code that does not fit says why and scanning goes on.
 * onClose gets the result, or the last failure (or null) when the customer closed it.
 */
export function ScanDialog({
  purpose,
  title,
  onClose,
}: {
  purpose: ScanPurpose;
  title: string;
  onClose: (result: ScanResult | null) => void;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const engineRef = useRef<QrReader | null>(null);
  const lastFailure = useRef<ScanResult | null>(null);
  const closed = useRef(false);
  const viewfinderId = `scan-viewfinder-${useId().replace(/[^a-z0-9]/gi, '')}`;
  const titleId = `${viewfinderId}-title`;
  const [status, setStatus] = useState<Status>('loading');
  const [problem, setProblem] = useState<string | null>(null);

  const finish = (result: ScanResult | null) => {
    if (closed.current) return;
    closed.current = true;
    const engine = engineRef.current;
    engineRef.current = null;
    void engine?.stop().catch(() => undefined);
    dialogRef.current?.close();
    onClose(result ?? lastFailure.current);
  };

  const handleCode = (code: DecodedCode) => {
    const result = parseScannedCode(code.text, window.location.origin, {
      purpose,
      format: code.format,
    });
    if (result.ok) {
      finish(result);
      return;
    }
    lastFailure.current = result;
    setProblem(result.message);
  };

  // Kept in a ref so the camera callback, set up once, always sees the latest closure.
  const handleCodeRef = useRef(handleCode);
  useEffect(() => {
    handleCodeRef.current = handleCode;
  });

  useEffect(() => {
    dialogRef.current?.showModal();
    let disposed = false;
    void (async () => {
      let engine: QrReader;
      try {
        engine = await qrScanner.open(viewfinderId);
      } catch (error) {
        if (!disposed) {
          setStatus('unavailable');
          setProblem(scanFailureMessage('load', error));
        }
        return;
      }
      if (disposed) return;
      engineRef.current = engine;
      try {
        await engine.startCamera((code) => handleCodeRef.current(code));
        if (!disposed) setStatus('camera');
      } catch (error) {
        if (disposed) return;
        setStatus('file-only');
        setProblem(scanFailureMessage('camera', error));
      }
    })();
    return () => {
      disposed = true;
      const engine = engineRef.current;
      engineRef.current = null;
      void engine?.stop().catch(() => undefined);
    };
  }, [viewfinderId]);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    const engine = engineRef.current;
    if (file === undefined || engine === null) return;
    const before = status;
    setStatus('reading');
    setProblem(null);
    try {
      handleCode(await engine.scanFile(file));
    } catch {
      const message = scanFailureMessage('decode');
      lastFailure.current = { ok: false, message };
      setProblem(message);
    }
    if (!closed.current) setStatus(before === 'camera' ? 'file-only' : before);
  };

  return (
    <dialog
      ref={dialogRef}
      className="scan-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        finish(null);
      }}
    >
      <div className="scan-dialog__header">
        <h2 id={titleId} className="scan-dialog__title">
          {title}
        </h2>
        <button
          type="button"
          className="scan-dialog__close"
          aria-label="Close scanner"
          onClick={() => finish(null)}
        >
          <CloseIcon />
        </button>
      </div>
      <div id={viewfinderId} className="scan-dialog__viewfinder" data-status={status} />
      <p className="scan-dialog__problem" role="alert">
        {problem}
      </p>
      <p className="scan-dialog__hint">{HINTS[status]}</p>
      <label
        className={`button${status === 'camera' ? '' : ' button--primary'} scan-dialog__file`}
        data-disabled={status === 'loading' || status === 'unavailable' || status === 'reading'}
      >
        <input
          type="file"
          accept="image/*"
          className="visually-hidden"
          disabled={status === 'loading' || status === 'unavailable' || status === 'reading'}
          onChange={(event) => void onFile(event)}
        />
        Choose an image of the code
      </label>
    </dialog>
  );
}

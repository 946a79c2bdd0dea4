import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ScanPurpose, ScanResult } from '@/domain/deepLinks';
import { SCAN_NEEDS_APP, VALIDATION_TOAST_MS } from '@/domain/messages';
import { scanFailureMessage } from '@/domain/scanFailure';
import { scanNavigationTarget } from '@/domain/scanNavigation';
import { canScanCodes } from '@/domain/scanSurface';
import { DEVICE_APP_MODE } from '@/app/deviceMode';
import { showToast } from '@/ui/notify';
import { ScanDialog } from './ScanDialog';
import { useDisplayMode } from './useDisplayMode';
import './scan.css';

const DEFAULT_LABELS: Record<ScanPurpose, string> = {
  table: 'Scan table code',
  booking: 'Scan booking code',
  promo: 'Scan promo code',
  any: 'Scan QR code',
};

/**
 * The QR scan button of spec 1 §2.5 (table and booking codes) and the promo popup: in the app
 * only; on the web it is the text 'Download the app from your app store to scan codes'.
 *
 * onResult gets every outcome. A success carries the link data; when the code is a same-origin
 * link to another menu (or to anywhere, for an 'any' scan) the button opens it instead, carrying
 * its link data, and onResult is not called. A failure ('Code not recognised', 'Table number not
 * found', 'Scan failed: …') has already been shown to the customer; callers need not show it again.
 */
export function ScanCodeButton({
  purpose,
  onResult,
  label,
}: {
  purpose: ScanPurpose;
  onResult: (result: ScanResult) => void;
  label?: string;
}) {
  const displayMode = useDisplayMode();
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const text = label ?? DEFAULT_LABELS[purpose];

  if (!canScanCodes({ appMode: DEVICE_APP_MODE, displayMode })) {
    return <p className="scan-needs-app">{SCAN_NEEDS_APP}</p>;
  }

  const onClose = (result: ScanResult | null) => {
    setOpen(false);
    const outcome = result ?? { ok: false, message: scanFailureMessage('cancel') };
    if (!outcome.ok) {
      showToast({ message: outcome.message, tone: 'error', durationMs: VALIDATION_TOAST_MS });
      onResult(outcome);
      return;
    }
    const target = scanNavigationTarget({
      purpose,
      path: outcome.path,
      currentPath: `${location.pathname}${location.search}`,
    });
    if (target !== null) navigate(target);
    else onResult(outcome);
  };

  return (
    <>
      <button
        type="button"
        className="button scan-button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <svg
          viewBox="0 0 24 24"
          width="22"
          height="22"
          aria-hidden="true"
          className="scan-button__icon"
        >
          <path
            d="M4 9V5a1 1 0 0 1 1-1h4M15 4h4a1 1 0 0 1 1 1v4M20 15v4a1 1 0 0 1-1 1h-4M9 20H5a1 1 0 0 1-1-1v-4M7 12h10"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
        {text}
      </button>
      {open && <ScanDialog purpose={purpose} title={text} onClose={onClose} />}
    </>
  );
}

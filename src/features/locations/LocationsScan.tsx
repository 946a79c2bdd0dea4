import { DEVICE_APP_MODE } from '@/app/deviceMode';
import { CODE_NOT_RECOGNISED, VALIDATION_TOAST_MS } from '@/domain/messages';
import { canScanCodes } from '@/domain/scanSurface';
import { ScanCodeButton } from '@/features/scan/ScanCodeButton';
import { useDisplayMode } from '@/features/scan/useDisplayMode';
import { showToast } from '@/ui/notify';

/**
 * In the app, a table's QR code opens its location's menu with the table (spec 1 §2.2 scanned
 * links): ScanCodeButton follows a scanned same-origin link itself. A code with no link names no
 * location, so there is nothing to open here. On the web the screen offers no scanner.
 */
export function LocationsScan() {
  const displayMode = useDisplayMode();
  if (!canScanCodes({ appMode: DEVICE_APP_MODE, displayMode })) return null;
  return (
    <ScanCodeButton
      purpose="any"
      label="Scan a table code"
      onResult={(result) => {
        if (result.ok) {
          showToast({
            message: CODE_NOT_RECOGNISED,
            tone: 'error',
            durationMs: VALIDATION_TOAST_MS,
          });
        }
      }}
    />
  );
}

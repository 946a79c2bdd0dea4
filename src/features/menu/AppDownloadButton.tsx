/**
 * The app-download button of the menu's footer and the locations screen (src/domain/appDownload.ts):
 * the brand's store listing (links.android), else the browser's install prompt, on the web and
 * not on iOS or once installed.
 */
import { DEVICE_APP_MODE } from '@/app/deviceMode';
import { useInstallPrompt } from '@/app/lifecycle/useInstallPrompt';
import { appDownloadOffer } from '@/domain/appDownload';
import { externalHref } from '@/domain/externalHref';
import { isIosDevice } from '@/domain/installability';
import { useClientValue } from '@/ui/useClientValue';

const installed = () =>
  window.matchMedia?.('(display-mode: standalone), (display-mode: fullscreen)').matches ?? false;

const iosDevice = () =>
  isIosDevice({ userAgent: navigator.userAgent, maxTouchPoints: navigator.maxTouchPoints });

export function AppDownloadButton({ className }: { className: string }) {
  const { canInstall, install } = useInstallPrompt();
  const offer = appDownloadOffer({
    appMode: DEVICE_APP_MODE,
    ios: useClientValue(iosDevice, false),
    installed: useClientValue(installed, false),
    storeLink: externalHref(__BRAND__.links.android),
    canInstall,
  });
  if (offer === null) return null;
  if (offer.kind === 'store') {
    return (
      <a
        className={`button ${className}`}
        href={offer.href}
        target="_blank"
        rel="noopener noreferrer"
      >
        Download the app<span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <button type="button" className={`button ${className}`} onClick={() => void install()}>
      Install the app
    </button>
  );
}

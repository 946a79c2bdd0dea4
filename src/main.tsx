import '@/app/zodWithoutEval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/App';
import { COUNTER_DEVICE, markDeviceMode } from '@/app/deviceMode';
import { requestFullscreenOnTouch } from '@/app/kioskFullscreen';
import { startEarlyMenuLoad } from '@/app/earlyMenuLoad';
import { captureInstallPrompt } from '@/app/lifecycle/installPrompt';
import { registerServiceWorker } from '@/app/serviceWorker';
import { warmZoneDataWhenIdle } from '@/app/warmZoneData';
import '@/styles/base.css';
import '@/styles/shell.css';
import '@/styles/kiosk.css';

markDeviceMode();
if (COUNTER_DEVICE) requestFullscreenOnTouch();
startEarlyMenuLoad(window.location.pathname);
// From the start: Chromium may offer the install prompt before the lifecycle code loads.
captureInstallPrompt();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

registerServiceWorker();
warmZoneDataWhenIdle();

import { useEffect, useEffectEvent, useState } from 'react';
import { DEVICE_APP_MODE } from '@/app/deviceMode';
import { worker } from '@/app/workerClient';
import { useCustomer } from '@/liveQueries/useCustomer';
import { kioskIdleMs, parseIdleOverride } from '@/domain/idleReset';
import { readIdleSetting, startKioskIdle } from './kioskIdle';

/**
 * Runs the kiosk's idle reset on kiosk builds and kiosk logins (spec 1 §9 screensaver timeout,
 * 30 s), or on any build whose device setting 'docket:kiosk-idle-ms' says how long to wait.
 */
export function useKioskIdle(goHome: () => void): void {
  const customer = useCustomer();
  const [overrideMs] = useState(() => parseIdleOverride(readIdleSetting()));
  const idleMs = kioskIdleMs({ appMode: DEVICE_APP_MODE, customer, overrideMs });
  const home = useEffectEvent(goHome);

  useEffect(() => {
    if (idleMs === null) return;
    return startKioskIdle({
      idleMs,
      resetGuestState: () => worker.resetGuestState(),
      goHome: () => home(),
    });
  }, [idleMs]);
}

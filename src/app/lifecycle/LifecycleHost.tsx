/**
 * The installable-app lifecycle and the kiosk's resilience, mounted once by the shell inside the
 * router: the update snackbar, the connectivity poller, update checks, persistent storage, the
 * portrait lock, deep links on resume and the kiosk's idle reset. Renders only snackbars; every
 * effect cleans up after itself.
 */
import { useCallback, useEffect, useState } from 'react';
import { useInRouterContext, useNavigate } from 'react-router-dom';
import { VERIFYING_LINK, VERIFYING_LINK_TOAST_MS } from '@/domain/messages';
import { Snackbar } from '@/ui/Snackbar';
import { PageSnackbars } from '@/ui/PageSnackbars';
import { SnackbarHost } from '@/ui/SnackbarHost';
import { UpdateSnackbar } from './UpdateSnackbar';
import { useDeepLinksOnResume } from './useDeepLinksOnResume';
import {
  useConnectivityMonitor,
  usePersistentStorage,
  usePortraitLock,
  useUpdateChecks,
} from './useDeviceLifecycle';
import { useKioskIdle } from './useKioskIdle';
import { usePushLifecycle } from '@/features/push/usePushLifecycle';
import { useForgetUnremembered } from './useForgetUnremembered';
import { useUrlLogin } from './useUrlLogin';

export function LifecycleHost() {
  useConnectivityMonitor();
  useUpdateChecks();
  usePersistentStorage();
  usePortraitLock();
  const inRouter = useInRouterContext();

  return (
    <SnackbarHost>
      <UpdateSnackbar />
      <PageSnackbars />
      {inRouter ? <RoutedLifecycle /> : <KioskIdle goHome={goHomeByLoad} />}
    </SnackbarHost>
  );
}

/** Outside a router (not how the shell mounts it) the kiosk still goes home, by a page load. */
const goHomeByLoad = () => window.location.assign('/');

/** The parts that move between screens: deep links on resume and the kiosk's idle reset. */
function RoutedLifecycle() {
  const navigate = useNavigate();
  const [verifyingSince, setVerifyingSince] = useState<number | null>(null);

  const goHome = useCallback(() => void navigate('/'), [navigate]);
  useKioskIdle(goHome);
  useForgetUnremembered();
  usePushLifecycle();
  useUrlLogin();
  useDeepLinksOnResume({
    navigate: (to, options) => void navigate(to, options),
    onVerifying: () => setVerifyingSince(performance.now()),
  });

  useEffect(() => {
    if (verifyingSince === null) return;
    const timer = window.setTimeout(() => setVerifyingSince(null), VERIFYING_LINK_TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [verifyingSince]);

  return verifyingSince === null ? null : <Snackbar message={VERIFYING_LINK} />;
}

function KioskIdle({ goHome }: { goHome: () => void }) {
  useKioskIdle(goHome);
  return null;
}

/**
 * When the screensaver shows (spec 1 §4 'Screensaver: starts after an idle timeout (default
 * 30000 ms), delayed by double when the modifiers popup is open, and hides on tap'). Only for a
 * brand with a screensaver image. `localStorage['docket:screensaver-ms']` sets the base timeout on
 * a device (kiosks, and the e2e run).
 */
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { watchIdle } from '@/app/lifecycle/idleWatcher';
import { screensaverIdleMs } from '@/domain/menuScreen';

const OVERRIDE_KEY = 'docket:screensaver-ms';

function baseOverride(): number | undefined {
  try {
    const value = Number(window.localStorage.getItem(OVERRIDE_KEY));
    return Number.isFinite(value) && value > 0 ? value : undefined;
  } catch {
    return undefined;
  }
}

export function useScreensaver(enabled: boolean): { shown: boolean; hide: () => void } {
  const { pathname } = useLocation();
  const [shown, setShown] = useState(false);
  const idleMs = screensaverIdleMs({ pathname, baseMs: baseOverride() });

  useEffect(() => {
    if (!enabled || shown) return;
    return watchIdle({ idleMs, onIdle: () => setShown(true), onActive: () => undefined });
  }, [enabled, shown, idleMs]);

  return { shown: enabled && shown, hide: () => setShown(false) };
}

/**
 * A form's send: busy while the worker call runs (the button is disabled so a double tap sends
 * once), the failure's words toasted for 6 s (spec 3 §9 'errors'), the success handed back.
 */
import { useCallback, useRef, useState } from 'react';
import type { Result } from '@/domain/result';
import { showToast } from '@/ui/notify';

export const ERROR_TOAST_MS = 6_000;
export const INFO_TOAST_MS = 3_000;

export function useSubmitting() {
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const submit = useCallback(async <T>(call: () => Promise<Result<T>>): Promise<T | null> => {
    if (running.current) return null;
    running.current = true;
    setBusy(true);
    try {
      const result = await call();
      if (!result.ok) {
        showToast({ message: result.error.message, tone: 'error', durationMs: ERROR_TOAST_MS });
        return null;
      }
      return result.data;
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);
  return { busy, submit };
}

/** The first message of a field-error map, for the spec's toast; null when there is none. */
export function firstError(errors: Partial<Record<string, string>>): string | null {
  return Object.values(errors).find((message) => message !== undefined) ?? null;
}

/**
 * A form's send: busy while the worker call runs (the button is disabled so a double tap sends
 * once), the failure's words toasted for 6 s (spec 3 §9 'errors'), the success handed back. The
 * form's toasts share one key: a new attempt takes down what the last one said, and the success
 * toast (`succeeded`) replaces a failure still showing (no 'passwords do not match' beside
 * 'Password updated').
 */
import { useCallback, useId, useRef, useState } from 'react';
import type { Result } from '@/domain/result';
import { dismissToast, showToast } from '@/ui/notify';

export const ERROR_TOAST_MS = 6_000;
export const INFO_TOAST_MS = 3_000;

export function useSubmitting() {
  const key = `form-${useId()}`;
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const submit = useCallback(
    async <T>(call: () => Promise<Result<T>>): Promise<T | null> => {
      if (running.current) return null;
      running.current = true;
      setBusy(true);
      dismissToast({ key });
      try {
        const result = await call();
        if (!result.ok) {
          showToast({
            message: result.error.message,
            tone: 'error',
            durationMs: ERROR_TOAST_MS,
            key,
          });
          return null;
        }
        return result.data;
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [key],
  );
  /** The success's words, in place of any failure of this form still showing. */
  const succeeded = useCallback(
    (message: string, durationMs = INFO_TOAST_MS) =>
      showToast({ message, tone: 'success', durationMs, key }),
    [key],
  );
  return { busy, submit, succeeded };
}

/** The first message of a field-error map, for the spec's toast; null when there is none. */
export function firstError(errors: Partial<Record<string, string>>): string | null {
  return Object.values(errors).find((message) => message !== undefined) ?? null;
}

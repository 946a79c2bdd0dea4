import type { ReactNode } from 'react';
import './snackbar.css';

/**
 * Where snackbars stack: the top of the screen, under the status bar, clear of the toasts and the
 * cart bar at the bottom. Always in the DOM, so the first snackbar is announced too.
 */
export function SnackbarHost({ children }: { children?: ReactNode }) {
  return <div className="snackbar-host">{children}</div>;
}

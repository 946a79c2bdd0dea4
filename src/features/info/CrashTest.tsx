/**
 * /__crash: the e2e's way to throw inside a route and see the crash screen. It throws only when
 * localStorage 'docket:crash-test' is '1' (set by tests/e2e/crash.spec.ts); for everyone else it
 * is an unknown path and goes home like any other.
 */
import { Navigate } from 'react-router-dom';

export const CRASH_TEST_KEY = 'docket:crash-test';

function crashTestEnabled(): boolean {
  try {
    return window.localStorage.getItem(CRASH_TEST_KEY) === '1';
  } catch {
    return false;
  }
}

export function CrashTest() {
  if (crashTestEnabled()) throw new Error('Crash test: thrown on purpose by /__crash');
  return <Navigate to="/" replace />;
}

import { useEffect, useState } from 'react';

/** False until the page has loaded and the browser is idle (or 2 s after the load at most). */
export function useWhenIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let cancelScheduled = () => {};
    const schedule = () => {
      if (typeof window.requestIdleCallback === 'function') {
        const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 2_000 });
        cancelScheduled = () => window.cancelIdleCallback(handle);
      } else {
        const handle = window.setTimeout(() => setIdle(true), 200);
        cancelScheduled = () => window.clearTimeout(handle);
      }
    };
    if (document.readyState === 'complete') schedule();
    else window.addEventListener('load', schedule, { once: true });
    return () => {
      window.removeEventListener('load', schedule);
      cancelScheduled();
    };
  }, []);
  return idle;
}

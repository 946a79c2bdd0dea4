import { useEffect, useState } from 'react';
import { afterFirstScreen } from './firstScreen';

/** False until the first screen has shown its content and the browser is idle (src/ui/firstScreen). */
export function useWhenIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => afterFirstScreen(() => setIdle(true)), []);
  return idle;
}

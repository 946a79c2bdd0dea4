import { useEffect, useState } from 'react';
import { loadPhoneMetadata, phoneMetadataLoaded } from '@/domain/phone';

/**
 * Starts fetching the mobile metadata when the checkout opens and re-renders once it is here: the
 * country list and a member's stored-mobile check wait for it; typing does not.
 */
export function usePhoneMetadata(): boolean {
  const [ready, setReady] = useState(phoneMetadataLoaded);
  useEffect(() => {
    if (ready) return;
    let live = true;
    void loadPhoneMetadata().then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [ready]);
  return ready;
}

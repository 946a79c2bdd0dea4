import { useCallback, useState } from 'react';
import { worker } from '@/app/workerClient';

/**
 * The server prices the Rewards discount once the member chooses to use their points; pricing is
 * true until its answer is here.
 */
export function useRewardsPricing(slug: string) {
  const [pricing, setPricing] = useState(false);
  const sendUseRewards = useCallback(
    async (use: boolean) => {
      setPricing(true);
      try {
        await worker.updateCheckout({
          slug,
          options: { use_rewards: use ? 1 : 0 },
          failureText: 'CH2',
        });
      } finally {
        setPricing(false);
      }
    },
    [slug],
  );
  return { pricing, sendUseRewards };
}

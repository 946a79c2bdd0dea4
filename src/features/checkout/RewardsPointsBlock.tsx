/**
 * 'Use my rewards points' beside the price breakdown: a member who holds points chooses to spend
 * them on the Rewards discount. The server prices it (update_checkout use_rewards) and its cart
 * says what is used; the choice shows at once and the box waits for the answer before another.
 */
import { useId, useState } from 'react';
import { pointsHeldText, USE_REWARDS_POINTS } from '@/domain/rewardsMessages';

type Props = {
  /** The points the server offers this caller to spend here (0: the block is not shown). */
  held: number;
  /** The server's cart spends them. */
  using: boolean;
  disabled: boolean;
  /** Sends the choice; resolves when the answer is in (or failed, already told). */
  onChange: (use: boolean) => Promise<void>;
};

export function RewardsPointsBlock({ held, using, disabled, onChange }: Props) {
  const id = useId();
  const [sending, setSending] = useState<boolean | null>(null);
  if (held <= 0) return null;
  return (
    <section className="checkout-block" aria-labelledby={`${id}-label`}>
      <div className="checkout-check">
        <input
          id={`${id}-box`}
          type="checkbox"
          checked={sending ?? using}
          disabled={disabled || sending !== null}
          aria-describedby={`${id}-held`}
          onChange={(event) => {
            const use = event.target.checked;
            setSending(use);
            void onChange(use).finally(() => setSending(null));
          }}
        />
        <label id={`${id}-label`} htmlFor={`${id}-box`}>
          {USE_REWARDS_POINTS}
        </label>
      </div>
      <p id={`${id}-held`} className="checkout-block__note">
        {pointsHeldText(held)}
      </p>
    </section>
  );
}

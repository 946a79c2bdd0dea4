/** An account list that could not refresh (Orders, Rewards): 'Error, please try again' and Retry. */
import { ERROR_TRY_AGAIN } from '@/domain/messages';

export function TryAgainAlert({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="account-page__error" role="alert">
      <p>{ERROR_TRY_AGAIN}</p>
      <button type="button" className="button" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}

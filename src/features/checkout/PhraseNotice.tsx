/** The persistent message of a refused order with its action button (spec 2 §8 phrase table). */
import type { PhraseTarget } from '@/domain/submitPhrase';

export type ActionNotice = { message: string; button: string; target: PhraseTarget };

export function PhraseNotice({
  notice,
  onAction,
}: {
  notice: ActionNotice;
  onAction: (target: PhraseTarget) => void;
}) {
  return (
    <div className="checkout-notice" role="alert">
      <p className="checkout-notice__text">{notice.message}</p>
      <button
        type="button"
        className="button button--primary"
        onClick={() => onAction(notice.target)}
      >
        {notice.button}
      </button>
    </div>
  );
}

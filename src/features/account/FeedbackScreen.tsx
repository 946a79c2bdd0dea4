/**
 * /account/feedback (spec 3 §2 'Feedback', §4 'Feedback: idle, submitting, then submitted with a
 * store prompt ... or just a toast', §5, §8): three star ratings, Comments/Suggestions and Send
 * Feedback. A rating not chosen opens the alert titled Feedback. While sending, 'Sending
 * feedback...' (5 s); then 'Feedback sent, thank you!' and, when the server asks, the download
 * prompt (this is the web app: the review prompt is the native app's).
 */
import { useId, useRef, useState } from 'react';
import { useOnline } from '@/app/useOnline';
import { worker } from '@/app/workerClient';
import type { AppStorePrompt } from '@/api/feedback';
import { useCustomer } from '@/liveQueries/useCustomer';
import {
  FEEDBACK_ALERT_TITLE,
  FEEDBACK_ERROR,
  FEEDBACK_ERROR_MS,
  FEEDBACK_RATINGS,
  FEEDBACK_SENDING,
  FEEDBACK_SENDING_MS,
  FEEDBACK_SENT,
  FEEDBACK_SENT_MS,
  feedbackProblem,
  type FeedbackRatings,
} from '@/domain/feedback';
import { INTERNET_REQUIRED } from '@/domain/messages';
import { ConfirmPopup } from '@/ui/ConfirmPopup';
import { showToast } from '@/ui/notify';
import { AccountNav } from './AccountNav';
import { AccountRequired } from './AccountRequired';
import { StarRating } from './StarRating';
import './account.css';

const NONE: FeedbackRatings = { ease_of_use: 0, speed: 0, overall: 0 };
const TOAST_KEY = 'feedback';

export function FeedbackScreen() {
  const customer = useCustomer();
  const online = useOnline();
  const [ratings, setRatings] = useState<FeedbackRatings>(NONE);
  const [comments, setComments] = useState('');
  const [sending, setSending] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const [prompt, setPrompt] = useState<AppStorePrompt | null>(null);
  const requestId = useRef(crypto.randomUUID());
  const commentsId = useId();

  if (customer.id <= 0) return <AccountRequired title="Feedback" />;

  const send = async () => {
    if (sending) return;
    const problem = feedbackProblem(ratings);
    if (problem !== null) {
      setAlert(problem);
      return;
    }
    if (!online) {
      showToast({ message: INTERNET_REQUIRED, tone: 'error', durationMs: FEEDBACK_ERROR_MS });
      return;
    }
    setSending(true);
    showToast({
      message: FEEDBACK_SENDING,
      tone: 'info',
      durationMs: FEEDBACK_SENDING_MS,
      key: TOAST_KEY,
    });
    const result = await worker.sendFeedback({
      ...ratings,
      comments,
      requestId: requestId.current,
    });
    setSending(false);
    if (!result.ok) {
      const message =
        result.error.code === 'network' || result.error.code === 'invalid-response'
          ? FEEDBACK_ERROR
          : result.error.message;
      showToast({ message, tone: 'error', durationMs: FEEDBACK_ERROR_MS, key: TOAST_KEY });
      return;
    }
    requestId.current = crypto.randomUUID();
    setRatings(NONE);
    setComments('');
    showToast({
      message: FEEDBACK_SENT,
      tone: 'success',
      durationMs: FEEDBACK_SENT_MS,
      key: TOAST_KEY,
    });
    const store = result.data.appStore;
    if (store !== null && store.show_download_prompt === 1 && store.download_app_url !== '') {
      setPrompt(store);
    }
  };

  return (
    <main id="main" className="page account-page">
      <title>{`Feedback · ${__BRAND__.name}`}</title>
      <h1 className="account-page__title">Feedback</h1>
      <form
        className="feedback-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        {FEEDBACK_RATINGS.map(({ key, label }) => (
          <StarRating
            key={key}
            label={label}
            value={ratings[key]}
            onChange={(value) => setRatings((previous) => ({ ...previous, [key]: value }))}
          />
        ))}
        <div className="feedback-form__field">
          <label htmlFor={commentsId}>Comments/Suggestions</label>
          <textarea
            id={commentsId}
            rows={5}
            maxLength={2000}
            value={comments}
            onChange={(event) => setComments(event.target.value)}
          />
        </div>
        <button type="submit" className="button button--primary" disabled={sending}>
          Send Feedback
        </button>
      </form>
      <AccountNav />
      {alert !== null ? <FeedbackAlert text={alert} onClose={() => setAlert(null)} /> : null}
      {prompt !== null ? <DownloadPrompt prompt={prompt} onClose={() => setPrompt(null)} /> : null}
    </main>
  );
}

function FeedbackAlert({ text, onClose }: { text: string; onClose: () => void }) {
  return (
    <ConfirmPopup title={FEEDBACK_ALERT_TITLE} text={text} alert onClose={onClose}>
      <button type="button" className="button button--primary" onClick={onClose}>
        OK
      </button>
    </ConfirmPopup>
  );
}

function DownloadPrompt({ prompt, onClose }: { prompt: AppStorePrompt; onClose: () => void }) {
  return (
    <ConfirmPopup
      title={prompt.download_prompt_text}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="button" onClick={onClose}>
            Not now
          </button>
          <a
            className="button button--primary"
            href={prompt.download_app_url}
            target="_blank"
            rel="noopener noreferrer"
            onClick={onClose}
          >
            Download
          </a>
        </>
      }
    />
  );
}

import './snackbar.css';

export type SnackbarAction = { label: string; onClick: () => void; disabled?: boolean };

/**
 * A one-line message with at most one action (spec 1 §8 'snackbar … with a Refresh Now button').
 * Presentational: whoever shows it decides how long it stays (spec 1 §9 'Snackbars 10 s').
 * Urgent snackbars are alerts (announced at once); the others are polite status messages.
 */
export function Snackbar({
  message,
  detail,
  action,
  urgent = false,
}: {
  message: string;
  /** What the message is about, on a line of its own under it. */
  detail?: string;
  action?: SnackbarAction;
  urgent?: boolean;
}) {
  return (
    <div
      className={`snackbar${urgent ? ' snackbar--urgent' : ''}`}
      role={urgent ? 'alert' : 'status'}
    >
      {detail ? (
        <span className="snackbar__text">
          <span className="snackbar__message">{message}</span>
          <span className="snackbar__detail">{detail}</span>
        </span>
      ) : (
        <span className="snackbar__message">{message}</span>
      )}
      {action && (
        <button
          type="button"
          className="button button--primary snackbar__action"
          onClick={action.onClick}
          disabled={action.disabled}
        >
          {action.label}
        </button>
      )}
    </div>
  );
}

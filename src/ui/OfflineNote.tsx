import type { ReactNode } from 'react';

/** Where an action needs the network and there is none. The words are the product's exact message. */
export function OfflineNote({ children }: { children?: ReactNode }) {
  return (
    <div className="offline-note" role="status">
      <svg
        className="offline-note__icon"
        viewBox="0 0 24 24"
        width="32"
        height="32"
        aria-hidden="true"
      >
        <path
          d="M2 8.8a15 15 0 0 1 20 0M5.5 12.4a10 10 0 0 1 13 0M9 16a5 5 0 0 1 6 0M3 3l18 18"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
        <circle cx="12" cy="19.5" r="1.3" fill="currentColor" />
      </svg>
      <p className="offline-note__text">An internet connection is required.</p>
      {children}
    </div>
  );
}

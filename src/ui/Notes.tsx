/**
 * A store's notes in one quiet card, a line each: a warning marked in the danger colour, a promo in
 * the accent colour, anything else muted (the menu's info panels, spec 1 §2.4; the locations
 * screen's and cards' notes, §2.3). Blank notes are left out; with none, nothing is shown.
 * And a single notice, marked in the accent colour.
 */
import type { ReactNode } from 'react';

export type Note = { kind: 'warning' | 'promo' | 'info'; text: string };

export function Notes({
  notes,
  label,
  className,
}: {
  notes: readonly Note[];
  label: string;
  /** Where the card sits (its margins), or how it looks inside another card. */
  className?: string;
}) {
  const shown = notes.filter((note) => note.text.trim() !== '');
  if (shown.length === 0) return null;
  return (
    <ul className={className ? `notes ${className}` : 'notes'} aria-label={label}>
      {shown.map((note, index) => (
        <li key={`${index} ${note.text}`} className={`note note--${note.kind}`}>
          {note.text}
        </li>
      ))}
    </ul>
  );
}

/** One notice in the accent colour's margin: an item's availability, why a filter changed. */
export function Notice({
  children,
  className,
  role,
}: {
  children: ReactNode;
  /** Where it sits (its margins). */
  className?: string;
  role?: 'status';
}) {
  return (
    <p className={className ? `notice ${className}` : 'notice'} role={role}>
      {children}
    </p>
  );
}

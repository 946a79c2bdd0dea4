/**
 * The merchant's info panels (spec 1 §2.4: warning, promo, payment and delivery text, plus the
 * menu's public notice), gathered in one quiet card so they don't push the menu down.
 */
export type InfoNote = { kind: 'warning' | 'promo' | 'info'; text: string };

export function InfoNotes({ notes }: { notes: InfoNote[] }) {
  const shown = notes.filter((note) => note.text.trim() !== '');
  if (shown.length === 0) return null;
  return (
    <ul className="info-notes" aria-label="Store notes">
      {shown.map((note) => (
        <li key={`${note.kind} ${note.text}`} className={`info-note info-note--${note.kind}`}>
          {note.text}
        </li>
      ))}
    </ul>
  );
}

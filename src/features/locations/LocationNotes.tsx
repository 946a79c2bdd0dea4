/**
 * 'Optional notes show promo, payment, delivery and warning texts' (spec 1 §2.3): the screen's
 * notes from the location settings, and a card's own.
 */
export type NoteTexts = { promo: string; payment: string; delivery: string; warning: string };

const ORDER: ReadonlyArray<keyof NoteTexts> = ['warning', 'promo', 'payment', 'delivery'];

export function LocationNotes({ texts, label }: { texts: NoteTexts; label: string }) {
  const shown = ORDER.filter((kind) => texts[kind].trim() !== '');
  if (shown.length === 0) return null;
  return (
    <ul className="location-notes" aria-label={label}>
      {shown.map((kind) => (
        <li key={kind} className={`location-note location-note--${kind}`}>
          {texts[kind]}
        </li>
      ))}
    </ul>
  );
}

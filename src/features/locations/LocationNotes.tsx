/**
 * 'Optional notes show promo, payment, delivery and warning texts' (spec 1 §2.3): the screen's
 * notes from the location settings, and a card's own.
 */
import { Notes } from '@/ui/Notes';

export type NoteTexts = { promo: string; payment: string; delivery: string; warning: string };

export function LocationNotes({
  texts,
  label,
  className,
}: {
  texts: NoteTexts;
  label: string;
  className: string;
}) {
  return (
    <Notes
      label={label}
      className={className}
      notes={[
        { kind: 'warning', text: texts.warning },
        { kind: 'promo', text: texts.promo },
        { kind: 'info', text: texts.payment },
        { kind: 'info', text: texts.delivery },
      ]}
    />
  );
}

/**
 * One star rating, 1 to 5 (spec 3 §2 Feedback): a radio group, so arrow keys move between the stars
 * and Tab leaves it; each star is named '3 stars' for a screen reader. 0 means not chosen.
 */
import { useId } from 'react';

export function StarRating({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number;
  onChange: (value: number) => void;
}) {
  const name = useId();
  return (
    <fieldset className="star-rating">
      <legend className="star-rating__legend">{label}</legend>
      <div className="star-rating__stars">
        {[1, 2, 3, 4, 5].map((star) => (
          <label key={star} className="star-rating__star" data-on={star <= value ? '' : undefined}>
            <input
              className="star-rating__input"
              type="radio"
              name={name}
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
              aria-label={star === 1 ? '1 star' : `${star} stars`}
            />
            <svg viewBox="0 0 24 24" width="36" height="36" aria-hidden="true">
              <path d="M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5-4.8-4.6 6.6-.9z" />
            </svg>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

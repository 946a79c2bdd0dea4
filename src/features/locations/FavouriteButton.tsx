import { favouriteButtonLabel } from '@/domain/favourites';

/**
 * The location card's favourite toggle (spec 1 §2.3 the 'fave' filter): a toggle button named
 * 'Favourite {location}' whose pressed state says whether it is one. Only members are offered it.
 */
export function FavouriteButton({
  merchantName,
  pressed,
  onToggle,
}: {
  merchantName: string;
  pressed: boolean;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      className="favourite-button"
      aria-pressed={pressed}
      aria-label={favouriteButtonLabel(merchantName)}
      onClick={onToggle}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path
          d="M12 20.5s-7.5-4.6-9.3-9.1C1.5 8.3 3.4 4.5 7 4.5c2 0 3.4 1.1 5 3 1.6-1.9 3-3 5-3 3.6 0 5.5 3.8 4.3 6.9-1.8 4.5-9.3 9.1-9.3 9.1z"
          fill={pressed ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}

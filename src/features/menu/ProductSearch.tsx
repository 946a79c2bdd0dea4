import { useId } from 'react';

/**
 * The product search box (brand feature productSearch): filters the list by name and description
 * as the customer types; the result count is announced politely after each change.
 */
export function ProductSearch({
  query,
  onChange,
  announcement,
}: {
  query: string;
  onChange: (query: string) => void;
  /** '12 products found', or '' when nothing is filtered. */
  announcement: string;
}) {
  const id = useId();
  return (
    <div className="product-search" role="search">
      <label htmlFor={id} className="visually-hidden">
        Search the menu
      </label>
      <svg
        viewBox="0 0 24 24"
        width="20"
        height="20"
        aria-hidden="true"
        className="product-search__icon"
      >
        <path
          d="m21 21-4.3-4.3M11 18a7 7 0 1 1 0-14 7 7 0 0 1 0 14Z"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
      <input
        id={id}
        type="search"
        className="product-search__input"
        placeholder="Search the menu"
        value={query}
        onChange={(event) => onChange(event.target.value)}
        autoComplete="off"
        enterKeyHint="search"
      />
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </div>
  );
}

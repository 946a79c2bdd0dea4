/**
 * A category's heading, shared by the full list and the virtual list: the name, or, when groups
 * fold (group_menu_by_category), a toggle button with a chevron.
 */
import { Chevron } from '@/ui/Chevron';

type CategoryTitleProps = {
  heading: 'h2' | 'h3';
  id: string;
  name: string;
  collapsible: boolean;
  open: boolean;
  /** The folded body's id, when it is in the DOM. */
  controls?: string;
  onToggle: () => void;
};

export function CategoryTitle({
  heading: Heading,
  id,
  name,
  collapsible,
  open,
  controls,
  onToggle,
}: CategoryTitleProps) {
  return (
    <Heading id={id} className="category-section__title">
      {collapsible ? (
        <button
          type="button"
          className="category-section__toggle"
          aria-expanded={open}
          aria-controls={controls}
          onClick={onToggle}
        >
          {name}
          <Chevron size={20} />
        </button>
      ) : (
        name
      )}
    </Heading>
  );
}

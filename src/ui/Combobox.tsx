/**
 * A text box with a list of suggestions, after the ARIA 1.2 combobox pattern (list autocomplete):
 * the input has role combobox, aria-expanded and aria-controls, and names the highlighted option
 * with aria-activedescendant while focus stays in the box. Down and Up move through the options
 * (opening the list), Enter picks the highlighted one, Escape closes the list without closing the
 * dialog around it, leaving the box closes it. The caller owns the text and the options.
 */
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import './combobox.css';

export type ComboboxOption = { key: string; main: string; secondary: string };

type InputProps = {
  className: string;
  type?: 'text' | 'search';
  autoComplete?: string;
  enterKeyHint?: 'search';
  /** The id of a hint that describes the box. */
  describedBy?: string;
};

export function Combobox<T>({
  label,
  labelClassName,
  listLabel,
  text,
  items,
  toOption,
  input,
  afterInput,
  onText,
  onPick,
}: {
  label: string;
  labelClassName: string;
  /** The listbox's accessible name ('Places', 'Address suggestions'). */
  listLabel: string;
  text: string;
  items: readonly T[];
  toOption: (item: T) => ComboboxOption;
  input: InputProps;
  /** Shown between the box and the list (a hint). */
  afterInput?: ReactNode;
  onText: (text: string) => void;
  onPick: (item: T) => void;
}) {
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const [open, setOpen] = useState(false);
  // The highlight belongs to the list it was made in: a new list starts with none.
  const [highlight, setHighlight] = useState<{ items: readonly T[]; index: number } | null>(null);
  const active = highlight?.items === items ? highlight.index : -1;
  const expanded = open && items.length > 0;
  const current = expanded && active >= 0 ? items[active] : undefined;

  const pick = (item: T) => {
    setOpen(false);
    setHighlight(null);
    onPick(item);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (items.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const from = expanded ? active : -1;
      const start = from === -1 && step === -1 ? items.length : from;
      setHighlight({ items, index: (start + step + items.length) % items.length });
    } else if (event.key === 'Enter' && current !== undefined) {
      event.preventDefault();
      pick(current);
    } else if (event.key === 'Escape' && expanded) {
      // Close the list only, not the dialog or form around it.
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  };

  return (
    <div className="combobox">
      <label className={labelClassName} htmlFor={inputId}>
        {label}
      </label>
      <input
        id={inputId}
        className={input.className}
        type={input.type ?? 'text'}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={current !== undefined ? `${listId}-${active}` : undefined}
        aria-describedby={input.describedBy}
        autoComplete={input.autoComplete ?? 'off'}
        enterKeyHint={input.enterKeyHint}
        value={text}
        onChange={(event) => {
          setOpen(true);
          setHighlight(null);
          onText(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
      />
      {afterInput}
      <ul
        id={listId}
        role="listbox"
        aria-label={listLabel}
        className="combobox__list"
        hidden={!expanded}
      >
        {expanded
          ? items.map((item, index) => {
              const option = toOption(item);
              return (
                <li
                  key={option.key}
                  id={`${listId}-${index}`}
                  role="option"
                  aria-selected={index === active}
                  className="combobox__option"
                  // Keep focus in the box so the list does not close before the click lands.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => pick(item)}
                >
                  <span className="combobox__main">{option.main}</span>{' '}
                  <span className="combobox__secondary">{option.secondary}</span>
                </li>
              );
            })
          : null}
      </ul>
    </div>
  );
}

/**
 * The hamburger menu: a disclosure button and the list of links it shows. Keyboard: Enter/Space
 * opens it and focuses the first link, arrows move between links, Escape closes it and returns
 * focus to the button; tabbing or clicking away closes it. Following a link (or any navigation,
 * including Back) closes it. Staff have their order board first and pinpad pairing last (where a
 * staff device says whether it takes payments, src/domain/staffDevice.ts).
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { useCustomer } from '@/liveQueries/useCustomer';
import { isStaff } from '@/domain/roles';
import { STAFF_BOARD_PATH } from '@/domain/staffDevice';
import '@/ui/ui.css';
import { CloseIcon } from '@/ui/CloseIcon';

export type MenuEntry = { label: string; to: string; end?: boolean };

const STAFF_BOARD: MenuEntry = { label: "Today's orders", to: STAFF_BOARD_PATH };
const PINPAD: MenuEntry = { label: 'Pinpad pairing', to: '/eftpos/linkly' };

export function MainMenu({
  entries,
  disabled = false,
}: {
  entries: MenuEntry[];
  disabled?: boolean;
}) {
  const location = useLocation();
  const staff = isStaff(useCustomer());
  const shown = staff ? [STAFF_BOARD, ...entries, PINPAD] : entries;
  // Open for the location it was opened at only: navigating anywhere closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  const panelId = useId();
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLElement>(null);

  const close = (returnFocus: boolean) => {
    setOpenAt(null);
    if (returnFocus) button.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector('a')?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpenAt(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (!open) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
      return;
    }
    const links = [...(panel.current?.querySelectorAll('a') ?? [])];
    const index = links.indexOf(document.activeElement as HTMLAnchorElement);
    const target =
      event.key === 'ArrowDown'
        ? links[(index + 1) % links.length]
        : event.key === 'ArrowUp'
          ? links[(index - 1 + links.length) % links.length]
          : event.key === 'Home'
            ? links[0]
            : event.key === 'End'
              ? links.at(-1)
              : undefined;
    if (target) {
      event.preventDefault();
      target.focus();
    }
  };

  return (
    <div
      className="main-menu"
      ref={container}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (open && !container.current?.contains(event.relatedTarget as Node | null)) close(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className="main-menu__button"
        aria-label="Main menu"
        aria-expanded={open}
        aria-controls={panelId}
        disabled={disabled}
        onClick={() => (open ? close(false) : setOpenAt(location.key))}
      >
        {open ? (
          <CloseIcon />
        ) : (
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path
              d="M4 7h16M4 12h16M4 17h16"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        )}
      </button>
      <nav id={panelId} ref={panel} className="main-menu__panel" aria-label="Main" hidden={!open}>
        <ul className="main-menu__list">
          {shown.map((entry) => (
            <li key={entry.label}>
              <NavLink
                to={entry.to}
                end={entry.end}
                className="main-menu__link"
                onClick={() => setOpenAt(null)}
              >
                {entry.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

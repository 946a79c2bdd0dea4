/**
 * The popup's tabs, one per offered type (spec 1 §2.5), with icon and verb. Keyboard: arrows,
 * Home and End move between tabs and choose them (automatic activation); only the chosen tab (or
 * the first, when none is chosen) is in the Tab order.
 */
import { useRef, type KeyboardEvent } from 'react';
import type { FulfilmentCode } from '@/api/common';
import { FulfilmentIcon } from '@/ui/FulfilmentIcon';

export type TabType = { code: FulfilmentCode; icon: string; verb: string };

export function tabId(code: FulfilmentCode): string {
  return `fulfilment-tab-${code}`;
}

export const PANEL_ID = 'fulfilment-panel';

export function FulfilmentTabs({
  types,
  selected,
  onSelect,
}: {
  types: readonly TabType[];
  selected: FulfilmentCode | null;
  onSelect: (code: FulfilmentCode) => void;
}) {
  const list = useRef<HTMLDivElement>(null);
  const focusable = types.some((type) => type.code === selected) ? selected : types[0]?.code;

  const move = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = types.length - 1;
    const next =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    const type = next === null ? undefined : types[next];
    if (type === undefined) return;
    event.preventDefault();
    onSelect(type.code);
    list.current?.querySelector<HTMLButtonElement>(`#${tabId(type.code)}`)?.focus();
  };

  return (
    <div ref={list} className="fulfilment-tabs" role="tablist" aria-label="Fulfilment type">
      {types.map((type, index) => (
        <button
          key={type.code}
          id={tabId(type.code)}
          type="button"
          role="tab"
          className="fulfilment-tab"
          aria-selected={type.code === selected}
          aria-controls={type.code === selected ? PANEL_ID : undefined}
          tabIndex={type.code === focusable ? 0 : -1}
          onClick={() => onSelect(type.code)}
          onKeyDown={(event) => move(event, index)}
        >
          <FulfilmentIcon icon={type.icon} code={type.code} className="fulfilment-icon" />
          <span className="fulfilment-tab__label">{type.verb || type.code}</span>
        </button>
      ))}
    </div>
  );
}

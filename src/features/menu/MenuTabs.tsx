import type { MenuTabId } from '@/domain/menuScreen';
import { ScrollCueEdges } from '@/ui/ScrollCueEdges';
import { useScrollCue } from '@/ui/useScrollCue';

const LABELS: Record<MenuTabId, string> = {
  fulfilment: 'Fulfilment',
  promos: 'Promos',
  history: 'History',
  dietary: 'Dietary',
};

export function tabPanelId(id: MenuTabId): string {
  return `menu-tab-panel-${id}`;
}

/**
 * The merchant card's sub-tabs (spec 1 §2.4). Fulfilment opens the fulfilment popup; the others
 * show or hide their panel below. Plain buttons (a disclosure each), so Tab, Enter and Space work
 * and the panel can be closed again. One row: where the tabs do not fit it scrolls sideways, with a
 * cue at the edge that hides some.
 */
export function MenuTabs({
  tabs,
  open,
  onToggle,
  onFulfilment,
}: {
  tabs: readonly MenuTabId[];
  open: MenuTabId | null;
  onToggle: (id: MenuTabId) => void;
  onFulfilment: () => void;
}) {
  const [rowRef, cue] = useScrollCue<HTMLDivElement>(tabs.join());
  if (tabs.length === 0) return null;
  return (
    <div className="menu-tabs-frame scroll-cue-frame">
      <ScrollCueEdges cue={cue} />
      <div className="menu-tabs" role="group" aria-label="Store options" ref={rowRef}>
        {tabs.map((id) =>
          id === 'fulfilment' ? (
            <button
              key={id}
              type="button"
              className="menu-tabs__tab"
              aria-haspopup="dialog"
              onClick={onFulfilment}
            >
              <TabIcon id={id} />
              {LABELS[id]}
            </button>
          ) : (
            <button
              key={id}
              type="button"
              className={open === id ? 'menu-tabs__tab menu-tabs__tab--open' : 'menu-tabs__tab'}
              aria-expanded={open === id}
              aria-controls={open === id ? tabPanelId(id) : undefined}
              onClick={() => onToggle(id)}
            >
              <TabIcon id={id} />
              {LABELS[id]}
            </button>
          ),
        )}
      </div>
    </div>
  );
}

const ICONS: Record<MenuTabId, string> = {
  // clock
  fulfilment: 'M12 7v5l3 2M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z',
  // tag
  promos: 'M3 12V4h8l10 10-8 8L3 12ZM8 8h.01',
  // rotate-ccw
  history: 'M3 12a9 9 0 1 0 3-6.7L3 8M3 3v5h5',
  // leaf
  dietary: 'M5 19c0-8 5-14 15-15-1 10-7 15-15 15Zm0 0 7-7',
};

function TabIcon({ id }: { id: MenuTabId }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" className="menu-tabs__icon">
      <path
        d={ICONS[id]}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

import { useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem<T extends string> {
  id: T;
  label: ReactNode;
}

export const tabId = (base: string, id: string) => `${base}-tab-${id}`;
export const panelId = (base: string, id: string) => `${base}-panel-${id}`;

/**
 * A WAI-ARIA tab list with automatic activation: arrow keys move between tabs (wrapping), Home
 * and End jump to the ends, and only the selected tab is in the tab order. The parent renders
 * the panels with `panelId` / `tabId` so they are labelled by their tab.
 */
export function Tabs<T extends string>({
  tabs,
  selected,
  onSelect,
  label,
  idBase,
}: {
  tabs: TabItem<T>[];
  selected: T;
  onSelect: (id: T) => void;
  label: string;
  idBase: string;
}) {
  const refs = useRef(new Map<T, HTMLButtonElement>());

  const move = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    const next = tabs[target]!;
    onSelect(next.id);
    refs.current.get(next.id)?.focus();
  };

  return (
    <div role="tablist" aria-label={label} className="student-social-tabs">
      {tabs.map((tab, index) => {
        const isSelected = tab.id === selected;
        return (
          <button
            key={tab.id}
            ref={(el) => {
              if (el) refs.current.set(tab.id, el);
              else refs.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={tabId(idBase, tab.id)}
            aria-selected={isSelected}
            aria-controls={panelId(idBase, tab.id)}
            tabIndex={isSelected ? 0 : -1}
            className="student-social-tab"
            onClick={() => onSelect(tab.id)}
            onKeyDown={(e) => move(e, index)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}

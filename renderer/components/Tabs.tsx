import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';

export type TabItem = { id: string; label: string; render: () => ReactNode };

/**
 * A WAI-ARIA tab list: arrow keys, Home and End move between tabs (and select them), Tab moves
 * into the panel. Only the selected panel is rendered.
 */
export function Tabs(props: {
  label: string;
  items: readonly TabItem[];
  selected: string;
  onSelect: (id: string) => void;
}) {
  const { label, items, selected, onSelect } = props;
  const baseId = useId();
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const current = items.find((item) => item.id === selected) ?? items[0];

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = items.findIndex((item) => item.id === current?.id);
    const target =
      event.key === 'ArrowRight'
        ? items[(index + 1) % items.length]
        : event.key === 'ArrowLeft'
          ? items[(index - 1 + items.length) % items.length]
          : event.key === 'Home'
            ? items[0]
            : event.key === 'End'
              ? items[items.length - 1]
              : undefined;
    if (!target) return;
    event.preventDefault();
    onSelect(target.id);
    buttons.current.get(target.id)?.focus();
  };

  return (
    <div className="tabs">
      <div className="tab-list" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {items.map((item) => {
          const isSelected = item.id === current?.id;
          return (
            <button
              key={item.id}
              ref={(element) => {
                if (element) buttons.current.set(item.id, element);
                else buttons.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.id}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${item.id}`}
              tabIndex={isSelected ? 0 : -1}
              className="tab"
              onClick={() => onSelect(item.id)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {current && (
        <div
          className="tab-panel"
          role="tabpanel"
          id={`${baseId}-panel-${current.id}`}
          aria-labelledby={`${baseId}-tab-${current.id}`}
        >
          {current.render()}
        </div>
      )}
    </div>
  );
}

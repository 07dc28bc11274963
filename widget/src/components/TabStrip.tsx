import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import type { MessageId } from '../strings/catalog';
import { slot, stateAttributes } from '../theme/slots';
import { useWidget } from './widget-context';

export type TabItem<Id extends string> = { id: Id; label: MessageId };

type TabStripProps<Id extends string> = {
  tabs: readonly TabItem<Id>[];
  selected: Id;
  onSelect(id: Id): void;
  children: ReactNode;
};

/**
 * An ARIA tab strip: one tab in the Tab order, arrows and Home/End move between tabs and select them.
 * The arrows go the way they point: in right to left the next tab is on the left, so ArrowLeft.
 */
export function TabStrip<Id extends string>({ tabs, selected, onSelect, children }: TabStripProps<Id>) {
  const { translator } = useWidget();
  const baseId = useId();
  const buttons = useRef(new Map<Id, HTMLButtonElement>());

  const move = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const next = index === last ? 0 : index + 1;
    const previous = index === 0 ? last : index - 1;
    const isRightToLeft = translator.dir === 'rtl';
    const targets: Record<string, number> = {
      ArrowRight: isRightToLeft ? previous : next,
      ArrowLeft: isRightToLeft ? next : previous,
      Home: 0,
      End: last,
    };
    const target = tabs[targets[event.key] ?? -1];
    if (!target) return;
    event.preventDefault();
    onSelect(target.id);
    buttons.current.get(target.id)?.focus();
  };

  return (
    <>
      <div {...slot('tabs')} role="tablist" aria-label={translator.t('main.tabs.label')}>
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              if (element) buttons.current.set(tab.id, element);
              else buttons.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab.id}`}
            {...slot('tab')}
            {...stateAttributes({ tab: tab.id })}
            aria-selected={tab.id === selected}
            aria-controls={`${baseId}-panel`}
            tabIndex={tab.id === selected ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            onKeyDown={(event) => move(event, index)}
          >
            {translator.t(tab.label)}
          </button>
        ))}
      </div>
      <div
        id={`${baseId}-panel`}
        {...slot('tab-panel')}
        role="tabpanel"
        aria-labelledby={`${baseId}-tab-${selected}`}
      >
        {children}
      </div>
    </>
  );
}

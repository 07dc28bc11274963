import { useId, useState } from 'react';
import { useDisplayText } from '../../components/Message';
import { slot } from '../../theme/slots';
import type { ConsentItem } from './consent-scopes';

/**
 * One line of the consent list. A line with details is a disclosure: a button (Enter and Space, as
 * any button) that shows or hides them and says which through `aria-expanded`.
 */
export function ConsentItemRow({ item }: { item: ConsentItem }) {
  const displayText = useDisplayText();
  const [isOpen, setIsOpen] = useState(false);
  const detailsId = useId();
  if (item.details.length === 0) {
    return (
      <li {...slot('consent-item')}>
        <span {...slot('consent-summary')}>{displayText(item.summary)}</span>
      </li>
    );
  }
  return (
    <li {...slot('consent-item')}>
      <button
        type="button"
        {...slot('consent-toggle')}
        aria-expanded={isOpen}
        aria-controls={detailsId}
        onClick={() => setIsOpen((open) => !open)}
      >
        <span {...slot('consent-summary')}>{displayText(item.summary)}</span>
        <svg {...slot('consent-chevron')} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <ul id={detailsId} {...slot('consent-details')} hidden={!isOpen}>
        {item.details.map((detail) => {
          const text = displayText(detail);
          return (
            <li key={text} {...slot('consent-detail')}>
              {text}
            </li>
          );
        })}
      </ul>
    </li>
  );
}

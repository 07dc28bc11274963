import { useEffect, useRef } from 'react';
import { useWidget } from '../../components/widget-context';
import type { WidgetEvent } from '../../events';
import { slot, stateAttributes } from '../../theme/slots';

type IdpOutcomeProps = {
  title: string;
  body?: string;
  /** Told to the host when the outcome shows, so it hears of it exactly when the user sees it. */
  event?: WidgetEvent;
  isSuccess?: boolean;
};

/**
 * How a flow ended (allowed, denied, not logged out). It replaces the buttons the user just pressed,
 * so its title takes focus: keyboard and screen-reader users land on the answer.
 */
export function IdpOutcome({ title, body, event, isSuccess = false }: IdpOutcomeProps) {
  const { emit } = useWidget();
  const heading = useRef<HTMLHeadingElement>(null);
  // Told once, when the outcome first shows: a host update that re-renders it must not tell again.
  const firstEvent = useRef(event);
  useEffect(() => {
    heading.current?.focus();
    if (firstEvent.current) emit(firstEvent.current);
  }, [emit]);
  return (
    <div
      {...slot('screen', { also: isSuccess ? ['success'] : [] })}
      {...stateAttributes({ screen: 'IDPConsent' })}
    >
      <h2 ref={heading} tabIndex={-1} {...slot('title')}>
        {title}
      </h2>
      {body && <p {...slot('text')}>{body}</p>}
    </div>
  );
}

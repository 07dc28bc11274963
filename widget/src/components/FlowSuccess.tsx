import { useEffect } from 'react';
import type { ScreenName } from '../state/screens';
import { slot, stateAttributes } from '../theme/slots';
import { ScreenHeading } from './ScreenHeading';
import { useWidget } from './widget-context';

type FlowSuccessProps = {
  /** The `data-screen` name, part of the styling contract. */
  screen: ScreenName;
  title: string;
  body: string;
};

/**
 * The success screens' one layout: a checkmark, "Success!" and what succeeded. Showing it completes
 * the authenticate flow, so the host hears about it exactly when the user sees it.
 */
export function FlowSuccess({ screen, title, body }: FlowSuccessProps) {
  const { emit } = useWidget();
  useEffect(() => {
    emit({ type: 'authenticate-flow-complete', data: {} });
  }, [emit]);
  return (
    <div {...slot('screen', { also: ['success'] })} {...stateAttributes({ screen })}>
      <svg {...slot('checkmark')} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <circle cx="24" cy="24" r="22" fill="none" stroke="currentColor" strokeWidth="3" />
        <path
          d="M14 25l7 7 13-15"
          fill="none"
          stroke="currentColor"
          strokeWidth="4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <ScreenHeading>{title}</ScreenHeading>
      <p {...slot('text')}>{body}</p>
    </div>
  );
}

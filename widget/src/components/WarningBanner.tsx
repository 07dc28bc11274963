import { slot, stateAttributes } from '../theme/slots';
import { useDisplayText } from './Message';
import { useWidgetState } from './widget-context';

/** The current screen's error descriptor, if one is set. */
export function WarningBanner() {
  const { errorDescriptor } = useWidgetState();
  const displayText = useDisplayText();
  if (!errorDescriptor) return null;
  return (
    <p {...slot('banner')} role="alert" {...stateAttributes({ variant: 'warning' })}>
      {displayText(errorDescriptor)}
    </p>
  );
}

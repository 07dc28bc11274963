import type { DisplayMessage } from '../state/display-message';
import { slot, stateAttributes } from '../theme/slots';
import { Button } from './Button';
import { useDisplayText } from './Message';
import { ScreenHeading } from './ScreenHeading';
import { useWidget } from './widget-context';

type ErrorViewProps = { detail: DisplayMessage; onBack?: () => void };

/** "Looks like there was an error!" with what went wrong and, when there is somewhere to go, a way back. */
export function ErrorView({ detail, onBack }: ErrorViewProps) {
  const { translator } = useWidget();
  const displayText = useDisplayText();
  return (
    <div {...slot('screen')} {...stateAttributes({ screen: 'Error' })}>
      <ScreenHeading>{translator.t('error.title')}</ScreenHeading>
      <p {...slot('text')}>{displayText(detail)}</p>
      {onBack && (
        <Button variant="secondary" onClick={onBack}>
          {translator.t('button.back')}
        </Button>
      )}
    </div>
  );
}

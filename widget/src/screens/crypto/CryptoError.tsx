import { ScreenHeading } from '../../components/ScreenHeading';
import { useWidget } from '../../components/widget-context';
import { goTo } from '../../state/navigation';
import { slot, stateAttributes } from '../../theme/slots';
import { BackArrow } from './BackArrow';

/** Where a failed wallet sign-in ends: what happened, and the back arrow to Main to try again. */
export function CryptoError() {
  const { store, translator } = useWidget();
  return (
    <div {...slot('screen')} {...stateAttributes({ screen: 'CryptoError' })}>
      <BackArrow onClick={() => goTo(store, 'Main')} />
      <ScreenHeading>{translator.t('error.title')}</ScreenHeading>
      <p {...slot('text')}>{translator.t('crypto.error.body')}</p>
    </div>
  );
}

import { slot, VISUALLY_HIDDEN_CLASS } from '../theme/slots';
import { Spinner } from './Spinner';
import { useWidget } from './widget-context';

/** Shown while a screen's code loads. */
export function ScreenLoading() {
  const { translator } = useWidget();
  return (
    <div {...slot('screen-loading')} role="status">
      <Spinner />
      <span className={VISUALLY_HIDDEN_CLASS}>{translator.t('status.loading')}</span>
    </div>
  );
}

import { Spinner } from './Spinner';
import { useWidget } from './widget-context';

/** Shown while a screen's code loads. */
export function ScreenLoading() {
  const { translator } = useWidget();
  return (
    <div className="foyer-screen-loading" part="screen-loading" role="status">
      <Spinner />
      <span className="foyer-visually-hidden">{translator.t('status.loading')}</span>
    </div>
  );
}

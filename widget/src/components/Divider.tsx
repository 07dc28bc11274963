import { slot } from '../theme/slots';
import { useWidget } from './widget-context';

/** The "or" between social/wallet buttons and the email form. */
export function Divider() {
  const { translator } = useWidget();
  return <div {...slot('divider')}>{translator.t('main.divider')}</div>;
}

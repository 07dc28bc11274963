import { useWidget } from './widget-context';

/** The "or" between social/wallet buttons and the email form. */
export function Divider() {
  const { translator } = useWidget();
  return (
    <div className="foyer-divider" part="divider">
      {translator.t('main.divider')}
    </div>
  );
}

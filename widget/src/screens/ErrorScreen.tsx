import { ErrorView } from '../components/ErrorView';
import { useWidgetState } from '../components/widget-context';
import { message } from '../state/display-message';

/** The generic error screen; what it says was stored with the move to it. */
export function ErrorScreen() {
  const { errorScreen } = useWidgetState();
  return <ErrorView detail={errorScreen ?? message('error.title')} />;
}

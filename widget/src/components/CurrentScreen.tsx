import { Suspense, useEffect } from 'react';
import { findScreen } from '../products/registry';
import { ErrorScreen } from '../screens/ErrorScreen';
import { Main } from '../screens/Main';
import { message } from '../state/display-message';
import type { ScreenName } from '../state/screens';
import { ErrorView } from './ErrorView';
import { ScreenLoading } from './ScreenLoading';
import { useWidget, useWidgetState } from './widget-context';

/** A screen this build does not ship: say so plainly rather than show a made-up one. */
function UnavailableScreen({ screen }: { screen: ScreenName }) {
  const { translator, reportError } = useWidget();
  useEffect(() => {
    reportError({ message: translator.t('error.screenUnavailable', { screen }) });
  }, [reportError, translator, screen]);
  return <ErrorView detail={message('error.screenUnavailable', { screen })} />;
}

/** Renders the store's current screen, loading its code on first use. */
export function CurrentScreen() {
  const { products } = useWidget();
  const { screen } = useWidgetState();
  if (screen === 'Main') return <Main />;
  if (screen === 'Error') return <ErrorScreen />;
  const Screen = findScreen(screen, products);
  if (!Screen) return <UnavailableScreen screen={screen} />;
  return (
    <Suspense fallback={<ScreenLoading />}>
      <Screen />
    </Suspense>
  );
}

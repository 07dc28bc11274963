import { Suspense, useEffect } from 'react';
import { findScreen } from '../products/screen-owners';
import { message } from '../state/display-message';
import { goTo } from '../state/navigation';
import type { ScreenName } from '../state/screens';
import { ErrorView } from './ErrorView';
import { useDisplayText } from './Message';
import { isChunkLoadError, ScreenErrorBoundary } from './ScreenErrorBoundary';
import { ScreenLoading } from './ScreenLoading';
import { useWidget, useWidgetState } from './widget-context';

/** A screen this build does not ship yet: say so plainly rather than show a made-up one. */
function UnavailableScreen({ screen }: { screen: ScreenName }) {
  const { translator, reportError } = useWidget();
  useEffect(() => {
    reportError({ message: translator.t('error.screenUnavailable', { screen }) });
  }, [reportError, translator, screen]);
  return <ErrorView detail={message('error.screenUnavailable', { screen })} />;
}

const failureDetail = (error: unknown) =>
  message(isChunkLoadError(error) ? 'error.unreachable' : 'error.title');

/**
 * Renders the store's current screen, loading its code on first use. A screen that fails to load or
 * render is replaced by the error screen (reported through onError), with a way back to Main.
 */
export function CurrentScreen() {
  const { store, reportError } = useWidget();
  const { screen, navigationCount } = useWidgetState();
  const displayText = useDisplayText();
  const backToMain = screen === 'Main' ? undefined : () => goTo(store, 'Main');
  return (
    // Keyed by navigation, so moving on gives the next screen a fresh boundary.
    <ScreenErrorBoundary
      key={navigationCount}
      onError={(cause) => reportError({ message: displayText(failureDetail(cause)), cause })}
      fallback={(error) => <ErrorView detail={failureDetail(error)} onBack={backToMain} />}
    >
      <ScreenFor screen={screen} />
    </ScreenErrorBoundary>
  );
}

function ScreenFor({ screen }: { screen: ScreenName }) {
  const { products } = useWidget();
  const source = findScreen(screen, products);
  if (source?.kind !== 'component') return <UnavailableScreen screen={screen} />;
  const { Component } = source;
  return (
    // Main and the error screen are in the code loaded at mount and never suspend.
    <Suspense fallback={<ScreenLoading />}>
      <Component />
    </Suspense>
  );
}

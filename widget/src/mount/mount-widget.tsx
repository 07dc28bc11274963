import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { logTelemetryEvent, publicTokenOf } from '../client/client-internals';
import { checkPublicToken, isTestPublicToken } from '../client/public-token';
import { WidgetRoot } from '../components/WidgetRoot';
import { findConfigWarnings } from '../config/config-warnings';
import { resolveConfig } from '../config/resolve-config';
import { TELEMETRY_EVENTS, type WidgetError, type WidgetEvent } from '../events';
import { PRODUCTS } from '../products/registry';
import { preloadWhenIdle, reachableScreens } from '../runtime/preload-screens';
import { runtimeOf } from '../runtime/widget-runtime';
import { createWidgetStore } from '../state/store';
import { localeWarning, widgetLanguage } from '../strings/widget-language';
import { adoptWidgetStyles } from '../theme/stylesheet';
import { initialStateFor } from './mount-modes';
import type { MountMode, WidgetHandle, WidgetOptions } from './options';
import { resolveElement } from './resolve-element';

/**
 * The config's mistakes the widget works around, said where the host listens for errors. A language
 * it has no catalog for is said only to a developer's test project: a live site's visitor whose
 * browser asks for a language the host did not import is served English, which is no mistake.
 */
function reportConfigWarnings(
  options: WidgetOptions,
  language: ReturnType<typeof widgetLanguage>,
  report: (e: WidgetError) => void,
) {
  const { translator, choice } = language;
  const warnings = [...findConfigWarnings(resolveConfig(options.config))];
  const locale = localeWarning(choice);
  if (locale && isTestPublicToken(publicTokenOf(options.client))) warnings.push(locale);
  for (const { id, values } of warnings) {
    const text = translator.t(id, values);
    console.warn(`[foyer] ${text}`);
    report({ message: text });
  }
}

export type MountExtras = {
  passwordResetToken?: string;
  /**
   * `now` (the entry points): the first screen is in the page when the mount call returns, so the
   * form is usable at once, not after the scheduler's next turn. `scheduled` (the React components,
   * which mount from an effect, where React cannot render synchronously).
   */
  firstRender?: 'now' | 'scheduled';
};

/** Mounts one widget of the given mode and returns its handle. Shared by the four entry points. */
export function mountWidget(
  mode: MountMode,
  initialOptions: WidgetOptions,
  { firstRender = 'now', ...extras }: MountExtras = {},
): WidgetHandle {
  const element = resolveElement(initialOptions.element);
  let options = initialOptions;

  // Later updates reach events and errors through `options`, so neither needs re-creating.
  const emit = (event: WidgetEvent) => {
    if (TELEMETRY_EVENTS.has(event.type)) logTelemetryEvent(options.client, event.type, event.data);
    options.callbacks?.onEvent?.(event);
  };
  const reportError = (error: WidgetError) => options.callbacks?.onError?.(error);

  checkPublicToken(publicTokenOf(options.client));
  const language = widgetLanguage(options);
  const { translator } = language;
  reportConfigWarnings(options, language, reportError);

  const store = createWidgetStore(
    initialStateFor(mode, { client: options.client, search: window.location.search, ...extras }),
  );
  const runtime = runtimeOf(store);
  if (store.errorScreen?.kind === 'message') {
    reportError({ message: translator.t(store.errorScreen.id, store.errorScreen.values) });
  }

  const renderTarget = initialOptions.config?.enableShadowDOM
    ? (element.shadowRoot ?? element.attachShadow({ mode: 'open' }))
    : element;
  const styleRoot = renderTarget instanceof ShadowRoot ? renderTarget : element.getRootNode();
  runtime.onDispose(
    adoptWidgetStyles(
      styleRoot instanceof Document || styleRoot instanceof ShadowRoot ? styleRoot : document,
    ),
  );
  // An unmounted widget shows no toasts, and a late answer cannot add one (see showToast).
  runtime.onDispose(() => store.toasts.splice(0));

  // Once the first screen is on the page: the config of that moment decides what is reachable.
  const preloadReachable = () =>
    preloadWhenIdle(
      reachableScreens(mode, resolveConfig(options.config).products, PRODUCTS),
      PRODUCTS,
      runtime,
    );

  const root = createRoot(renderTarget);
  const render = () =>
    root.render(
      <WidgetRoot
        options={options}
        store={store}
        products={PRODUCTS}
        emit={emit}
        reportError={reportError}
        onFirstCommit={preloadReachable}
      />,
    );
  if (firstRender === 'now') flushSync(render);
  else render();

  return {
    state: store,
    update(changes) {
      if (runtime.isDisposed) return;
      options = { ...options, ...changes };
      render();
    },
    unmount() {
      if (runtime.isDisposed) return;
      root.unmount();
      runtime.dispose();
    },
  };
}

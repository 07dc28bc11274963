import { createRoot } from 'react-dom/client';
import { bootstrapOf, logTelemetryEvent, publicTokenOf } from '../client/client-internals';
import { checkPublicToken } from '../client/public-token';
import { WidgetRoot } from '../components/WidgetRoot';
import { PRODUCT_NAMES } from '../config/types';
import { TELEMETRY_EVENTS, type WidgetError, type WidgetEvent } from '../events';
import { PRODUCTS } from '../products/registry';
import { createWidgetStore } from '../state/store';
import { disposeToasts } from '../state/toasts';
import { createTranslator } from '../strings/messages';
import { adoptWidgetStyles } from '../theme/stylesheet';
import { initialStateFor } from './initial-screen';
import type { MountMode, WidgetHandle, WidgetOptions } from './options';
import { resolveElement } from './resolve-element';

function warnAboutMissingProducts(options: WidgetOptions): void {
  const missing = (options.config?.products ?? []).filter(
    (name) => PRODUCT_NAMES.includes(name) && !PRODUCTS[name],
  );
  if (missing.length > 0) {
    console.warn(
      `[foyer] These products are not available in this version of the widget: ${missing.join(', ')}.`,
    );
  }
}

/** Mounts one widget of the given mode and returns its handle. Shared by the four entry points. */
export function mountWidget(
  mode: MountMode,
  initialOptions: WidgetOptions,
  extras: { passwordResetToken?: string } = {},
): WidgetHandle {
  const element = resolveElement(initialOptions.element);
  let options = initialOptions;

  // Later updates reach events and errors through `options`, so neither needs re-creating.
  const emit = (event: WidgetEvent) => {
    if (TELEMETRY_EVENTS.has(event.type)) logTelemetryEvent(options.client, event.type, event.data);
    options.callbacks?.onEvent?.(event);
  };
  const reportError = (error: WidgetError) => options.callbacks?.onError?.(error);

  checkPublicToken(publicTokenOf(options.client), bootstrapOf(options.client));
  warnAboutMissingProducts(options);

  const store = createWidgetStore(
    initialStateFor({ mode, client: options.client, search: window.location.search, ...extras }),
  );
  if (store.errorScreen?.kind === 'message') {
    const translator = createTranslator(options.locale, options.strings);
    reportError({ message: translator.t(store.errorScreen.id, store.errorScreen.values) });
  }

  const renderTarget = initialOptions.config?.enableShadowDOM
    ? (element.shadowRoot ?? element.attachShadow({ mode: 'open' }))
    : element;
  const styleRoot = renderTarget instanceof ShadowRoot ? renderTarget : element.getRootNode();
  const releaseStyles = adoptWidgetStyles(
    styleRoot instanceof Document || styleRoot instanceof ShadowRoot ? styleRoot : document,
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
      />,
    );
  render();

  let isMounted = true;
  return {
    state: store,
    update(changes) {
      if (!isMounted) return;
      options = { ...options, ...changes };
      render();
    },
    unmount() {
      if (!isMounted) return;
      isMounted = false;
      root.unmount();
      disposeToasts(store);
      releaseStyles();
    },
  };
}

import { type CSSProperties, useEffect, useMemo, useRef, useState } from 'react';
import { bootstrapOf } from '../client/client-internals';
import { findConfigError } from '../config/config-errors';
import { resolveConfig } from '../config/resolve-config';
import type { WidgetError, WidgetEvent } from '../events';
import type { WidgetOptions } from '../mount/options';
import type { ProductTable } from '../products/registry';
import { runtimeOf } from '../runtime/widget-runtime';
import type { WidgetStore } from '../state/store';
import { widgetLanguage } from '../strings/widget-language';
import { themeToCssVariables } from '../theme/css-variables';
import { slot } from '../theme/slots';
import { resolveTheme } from '../theme/tokens';
import { CurrentScreen } from './CurrentScreen';
import { Toasts } from './Toasts';
import { Watermark } from './Watermark';
import { WidgetContext, type WidgetContextValue } from './widget-context';

export type WidgetRootProps = {
  options: WidgetOptions;
  store: WidgetStore;
  products: ProductTable;
  emit(event: WidgetEvent): void;
  reportError(error: WidgetError): void;
  /** Called once, after the first screen is on the page (the mount starts preloading then). */
  onFirstCommit?(): void;
};

/**
 * The widget's React tree: context, theme variables, the current screen, toasts, watermark, and an
 * overlay slot outside the container for prompts that float over the page (Google One Tap).
 */
export function WidgetRoot({ options, store, products, emit, reportError, onFirstCommit }: WidgetRootProps) {
  const { client, config: hostConfig = {}, styles, strings, locale, locales, dir } = options;
  const bootstrap = useMemo(() => bootstrapOf(client), [client]);
  const config = useMemo(() => resolveConfig(hostConfig), [hostConfig]);
  const theme = useMemo(() => resolveTheme(styles), [styles]);
  const translator = useMemo(
    () => widgetLanguage({ locale, locales, dir, strings }).translator,
    [locale, locales, dir, strings],
  );
  const [overlay, setOverlay] = useState<HTMLDivElement | null>(null);
  const context = useMemo<WidgetContextValue>(
    () => ({
      client,
      store,
      runtime: runtimeOf(store),
      hostConfig,
      config,
      products,
      translator,
      theme,
      bootstrap,
      overlay,
      emit,
      reportError,
    }),
    [client, store, hostConfig, config, products, translator, theme, bootstrap, overlay, emit, reportError],
  );
  const configError = findConfigError(config);

  const firstCommit = useRef(onFirstCommit);
  useEffect(() => {
    firstCommit.current?.();
    firstCommit.current = undefined;
  }, []);

  return (
    <WidgetContext.Provider value={context}>
      <div
        {...slot('root')}
        lang={translator.locale}
        dir={translator.dir}
        style={themeToCssVariables(theme) as CSSProperties}
      >
        {configError ? (
          <p {...slot('config-error')} role="alert">
            {translator.t(configError)}
          </p>
        ) : (
          <div {...slot('container')}>
            <CurrentScreen />
            <Watermark />
          </div>
        )}
        <Toasts />
        <div {...slot('overlay')} ref={setOverlay} />
      </div>
    </WidgetContext.Provider>
  );
}

import { type CSSProperties, useMemo } from 'react';
import { bootstrapOf } from '../client/client-internals';
import { findConfigError } from '../config/config-errors';
import { resolveConfig } from '../config/resolve-config';
import type { ProductName } from '../config/types';
import type { WidgetError, WidgetEvent } from '../events';
import type { WidgetOptions } from '../mount/options';
import type { Product } from '../products/types';
import type { WidgetStore } from '../state/store';
import { createTranslator } from '../strings/messages';
import { themeToCssVariables } from '../theme/css-variables';
import { resolveTheme } from '../theme/tokens';
import { CurrentScreen } from './CurrentScreen';
import { Toasts } from './Toasts';
import { Watermark } from './Watermark';
import { WidgetContext, type WidgetContextValue } from './widget-context';

export type WidgetRootProps = {
  options: WidgetOptions;
  store: WidgetStore;
  products: Readonly<Partial<Record<ProductName, Product>>>;
  emit(event: WidgetEvent): void;
  reportError(error: WidgetError): void;
};

/** The widget's React tree: context, theme variables, the current screen, toasts and watermark. */
export function WidgetRoot({ options, store, products, emit, reportError }: WidgetRootProps) {
  const { client, config: hostConfig = {}, styles, strings, locale } = options;
  const bootstrap = useMemo(() => bootstrapOf(client), [client]);
  const config = useMemo(() => resolveConfig(hostConfig), [hostConfig]);
  const theme = useMemo(() => resolveTheme(styles), [styles]);
  const translator = useMemo(() => createTranslator(locale, strings), [locale, strings]);
  const context = useMemo<WidgetContextValue>(
    () => ({ client, store, hostConfig, config, products, translator, theme, bootstrap, emit, reportError }),
    [client, store, hostConfig, config, products, translator, theme, bootstrap, emit, reportError],
  );
  const configError = findConfigError(config);

  return (
    <WidgetContext.Provider value={context}>
      <div
        className="foyer-root"
        part="root"
        lang={translator.locale}
        style={themeToCssVariables(theme) as CSSProperties}
      >
        {configError ? (
          <p className="foyer-config-error" part="config-error" role="alert">
            {translator.t(configError)}
          </p>
        ) : (
          <div className="foyer-container" part="container">
            <CurrentScreen />
            <Watermark />
          </div>
        )}
        <Toasts />
      </div>
    </WidgetContext.Provider>
  );
}

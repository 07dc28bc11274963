import { createContext, useContext } from 'react';
import { useSnapshot } from 'valtio';
import type { BootstrapSource } from '../client/client-internals';
import type { WidgetClient } from '../client/widget-client';
import type { ResolvedConfig } from '../config/resolve-config';
import type { WidgetConfig } from '../config/types';
import type { WidgetError, WidgetEvent } from '../events';
import type { ProductTable } from '../products/registry';
import type { WidgetRuntime } from '../runtime/widget-runtime';
import type { WidgetStore } from '../state/store';
import type { Translator } from '../strings/messages';
import type { Theme } from '../theme/tokens';

/** Everything a screen needs besides its own local state. */
export type WidgetContextValue = {
  client: WidgetClient;
  store: WidgetStore;
  /** Timers, listeners and one-time reports of this widget; all of it ends when the host unmounts. */
  runtime: WidgetRuntime;
  /** The host's config as given (reported in render events). */
  hostConfig: WidgetConfig;
  config: ResolvedConfig;
  products: ProductTable;
  translator: Translator;
  theme: Theme;
  bootstrap: BootstrapSource;
  /** The slot outside the container for floating prompts (portal into it); null until it is on the page. */
  overlay: HTMLElement | null;
  emit(event: WidgetEvent): void;
  reportError(error: WidgetError): void;
};

export const WidgetContext = createContext<WidgetContextValue | null>(null);

export function useWidget(): WidgetContextValue {
  const value = useContext(WidgetContext);
  if (!value) throw new Error('Foyer widget components must render inside a mounted widget.');
  return value;
}

/** A render-tracking snapshot of the widget's store. */
export function useWidgetState() {
  return useSnapshot(useWidget().store);
}

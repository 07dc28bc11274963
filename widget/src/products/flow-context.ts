import type { WidgetClient } from '../client/widget-client';
import type { ResolvedConfig } from '../config/resolve-config';
import type { WidgetEvent } from '../events';
import type { WidgetStore } from '../state/store';
import type { Translator } from '../strings/messages';

/**
 * What a product's sending steps need from the mounted widget: the part of the screens' context they
 * use, named here so that products never import from components or screens.
 */
export type FlowContext = {
  client: WidgetClient;
  store: WidgetStore;
  config: ResolvedConfig;
  translator: Translator;
  emit(event: WidgetEvent): void;
};

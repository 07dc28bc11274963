import { snapshot } from 'valtio';
import type { TestbedApi } from '../../preload/api';
import type { WidgetController } from '../widget-host/widget-controller';
import { needsNewPage, pageQueryFor } from './page-url';
import { reportFailure } from './report-failure';
import type { TestbedState } from './testbed-store';

/**
 * Applies the settings being edited: mounts in place, or, when the project or the CSP changed,
 * remembers them and loads a new page (the client and the CSP belong to the page). Never rejects:
 * a failure (a token the settings schema refuses, say) shows in the status line instead of
 * leaving the page silently where it was.
 */
export function createApplySettings(options: {
  store: TestbedState;
  api: Pick<TestbedApi, 'rememberCurrent'>;
  widget: Pick<WidgetController, 'mount'>;
  stage: () => HTMLElement | null;
  navigate: (url: string) => void;
}): (mount?: { remember?: boolean }) => Promise<void> {
  const { store, api, widget, stage, navigate } = options;
  const apply = async (mount: { remember?: boolean }) => {
    const next = snapshot(store.settings);
    if (needsNewPage(next, { token: store.pageToken, search: location.search })) {
      await api.rememberCurrent(next, store.activePreset);
      navigate(`${location.pathname}${pageQueryFor(next, location.search)}`);
      return;
    }
    const element = stage();
    if (element) widget.mount(element, mount);
  };
  return (mount = {}) => apply(mount).catch(reportFailure(store, 'Applying the settings'));
}

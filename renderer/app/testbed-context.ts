import { createContext, useContext } from 'react';
import type { TestbedApi } from '../../preload/api';
import type { WidgetController } from '../widget-host/widget-controller';
import type { TestbedState } from './testbed-store';

export type Testbed = {
  store: TestbedState;
  api: TestbedApi;
  widget: WidgetController;
  /** Applies the settings: mounts in place, or loads a new page when the project or CSP changed. */
  applySettings: () => Promise<void>;
};

export const TestbedContext = createContext<Testbed | null>(null);

export function useTestbed(): Testbed {
  const testbed = useContext(TestbedContext);
  if (!testbed) throw new Error('useTestbed outside <TestbedContext.Provider>');
  return testbed;
}

// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { TestbedApi } from '../../preload/api';
import { type Testbed, TestbedContext } from '../app/testbed-context';
import { createTestbedStore } from '../app/testbed-store';
import { defaultMountSettings } from '../mount/settings';
import type { WidgetController } from '../widget-host/widget-controller';
import { useEmulatorData } from './use-emulator-data';

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('emulator data', () => {
  it('keeps the newest read when an older one answers last', async () => {
    const store = createTestbedStore(defaultMountSettings(), { presets: [], lastUsed: null, current: null });
    const testbed: Testbed = {
      store,
      api: {} as TestbedApi,
      widget: {} as WidgetController,
      applySettings: async () => undefined,
    };
    const wrapper = ({ children }: { children: ReactNode }) => (
      <TestbedContext.Provider value={testbed}>{children}</TestbedContext.Provider>
    );
    const reads = [deferred<string[]>(), deferred<string[]>()];
    let call = 0;
    const read = () => reads[call++]?.promise ?? new Promise<string[]>(() => undefined);
    const { result } = renderHook(() => useEmulatorData(read, [] as string[]), { wrapper });

    // The first read (on mount) is still out when a change triggers the second.
    await act(async () => {
      store.emulatorRevision += 1;
    });
    expect(call).toBe(2);
    await act(async () => reads[1]?.resolve(['after the change']));
    await act(async () => reads[0]?.resolve(['before the change']));
    expect(result.current.data).toEqual(['after the change']);
  });
});

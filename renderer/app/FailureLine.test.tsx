// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TestbedApi } from '../../preload/api';
import { defaultMountSettings } from '../mount/settings';
import type { WidgetController } from '../widget-host/widget-controller';
import { FailureLine } from './FailureLine';
import { reportFailure } from './report-failure';
import { type Testbed, TestbedContext } from './testbed-context';
import { createTestbedStore } from './testbed-store';

afterEach(cleanup);

function renderLine() {
  const store = createTestbedStore(defaultMountSettings(), { presets: [], lastUsed: null, current: null });
  const testbed: Testbed = {
    store,
    api: {} as TestbedApi,
    widget: {} as WidgetController,
    applySettings: async () => undefined,
  };
  render(
    <TestbedContext.Provider value={testbed}>
      <FailureLine />
    </TestbedContext.Provider>,
  );
  return store;
}

describe('the failure line', () => {
  it('announces a failed action with its reason, until dismissed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = renderLine();
    expect(screen.queryByRole('alert')).toBeNull();

    await act(async () => reportFailure(store, 'Deleting all cookies')(new Error('the page is gone')));
    expect(screen.getByRole('alert').textContent).toContain('Deleting all cookies failed: the page is gone');
    expect(console.error).toHaveBeenCalledWith('Deleting all cookies failed:', expect.any(Error));

    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

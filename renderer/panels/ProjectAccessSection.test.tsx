// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProjectAccess, TestbedApi } from '../../preload/api';
import { type Testbed, TestbedContext } from '../app/testbed-context';
import { createTestbedStore } from '../app/testbed-store';
import { defaultMountSettings } from '../mount/settings';
import type { WidgetController } from '../widget-host/widget-controller';
import { ProjectAccessSection } from './ProjectAccessSection';

const TOKEN = 'public-token-test-access';

/** A project whose origins change only when saved, refusing entries with a path as the emulator does. */
function fakeAccessApi() {
  let access: ProjectAccess = {
    publicToken: TOKEN,
    projectId: 'project-test-access',
    secret: 'secret-test-access',
    authorizedOrigins: ['http://localhost:*'],
  };
  const saves: string[][] = [];
  const api = {
    projectAccess: async () => access,
    setAuthorizedOrigins: async (_token: string, origins: string[]) => {
      saves.push(origins);
      const bad = origins.find((origin) => new URL(origin.replace(':*', '')).pathname !== '/');
      if (bad) throw new Error(`${bad} must be an origin`);
      access = { ...access, authorizedOrigins: origins };
      return access;
    },
  } as Partial<TestbedApi> as TestbedApi;
  return { api, saves };
}

function renderWith(api: TestbedApi) {
  const store = createTestbedStore(defaultMountSettings(TOKEN), {
    presets: [],
    lastUsed: null,
    current: null,
  });
  const testbed: Testbed = {
    store,
    api,
    widget: {} as WidgetController,
    applySettings: async () => undefined,
  };
  render(
    <TestbedContext.Provider value={testbed}>
      <ProjectAccessSection />
    </TestbedContext.Provider>,
  );
}

const origins = () => screen.getByLabelText('Authorized origins') as HTMLTextAreaElement;

afterEach(cleanup);

describe('the access section', () => {
  it("shows the project's backend credentials for a server's .env", async () => {
    renderWith(fakeAccessApi().api);
    await waitFor(() =>
      expect((screen.getByLabelText('Project id') as HTMLInputElement).value).toBe('project-test-access'),
    );
    expect((screen.getByLabelText('Secret') as HTMLInputElement).value).toBe('secret-test-access');
    expect((screen.getByLabelText('Public token') as HTMLInputElement).value).toBe(TOKEN);
  });

  it('saves the origins one a line, blank lines dropped, and says so', async () => {
    const { api, saves } = fakeAccessApi();
    renderWith(api);
    await waitFor(() => expect(origins().value).toBe('http://localhost:*'));
    const save = screen.getByRole('button', { name: 'Save origins' });
    expect(save).toHaveProperty('disabled', true);
    fireEvent.change(origins(), { target: { value: 'http://localhost:*\n\n https://app.example \n' } });
    fireEvent.click(save);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Authorized origins saved.'));
    expect(saves).toEqual([['http://localhost:*', 'https://app.example']]);
    await waitFor(() => expect(origins().value).toBe('http://localhost:*\nhttps://app.example'));
  });

  it("shows the emulator's refusal and marks the field, keeping the saved list", async () => {
    const { api } = fakeAccessApi();
    renderWith(api);
    await waitFor(() => expect(origins().value).toBe('http://localhost:*'));
    fireEvent.change(origins(), { target: { value: 'https://app.example/callback' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save origins' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Saving failed: https://app.example/callback must be an origin',
      ),
    );
    expect(origins().getAttribute('aria-invalid')).toBe('true');
  });
});

// @vitest-environment happy-dom
import type { ProjectSettings } from '@foyer/emulator/control';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProjectPort } from '../port/project-port';
import { ProjectAccessView } from './ProjectAccessView';
import { renderView, VIEW_TOKEN } from './test-support/render-view';

const SECRET = 'secret-test-access';

/** A project whose origins change only when saved, refusing entries with a path as the emulator does. */
function accessProject() {
  let origins = ['http://localhost:*'];
  const patches: Array<Partial<ProjectSettings>> = [];
  const port: Partial<ProjectPort> = {
    credentials: async () => ({
      public_token: VIEW_TOKEN,
      project_id: 'project-test-access',
      secret: SECRET,
      base_url: 'https://127.0.0.1:40002',
    }),
    settings: async () => ({ authorized_origins: [...origins] }) as ProjectSettings,
    updateSettings: async (patch) => {
      patches.push(patch);
      const wanted = patch.authorized_origins ?? origins;
      const bad = wanted.findIndex((origin) => new URL(origin.replace(':*', '')).pathname !== '/');
      if (bad >= 0) {
        throw new Error(
          `[400] invalid_settings: authorized_origins.${bad}: ${wanted[bad]} must be an origin (scheme, host and port) with no path, query or trailing slash`,
        );
      }
      origins = [...wanted];
      return { authorized_origins: [...origins] } as ProjectSettings;
    },
  };
  return { port, patches };
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement;
const envBlock = () => screen.getByText(/^STYTCH_PROJECT_ID=/);

afterEach(cleanup);

describe('the project access view', () => {
  it('shows the public token and project id, and the secret only once revealed', async () => {
    renderView(<ProjectAccessView />, accessProject().port);
    await waitFor(() => expect(field('Project id').value).toBe('project-test-access'));
    expect(field('Public token').value).toBe(VIEW_TOKEN);
    expect(screen.queryByLabelText('Secret')).toBeNull();
    expect(document.body.textContent).not.toContain(SECRET);

    fireEvent.click(screen.getByRole('button', { name: 'Reveal secret' }));
    expect(field('Secret').value).toBe(SECRET);
    expect(screen.getByRole('button', { name: 'Copy the secret' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reveal secret' })).toBeNull();
  });

  it("gives the .env lines for a host's server, the emulator's HTTPS address as its base URL, with the secret once revealed", async () => {
    renderView(<ProjectAccessView />, accessProject().port);
    await screen.findByText(/^STYTCH_PROJECT_ID=/);
    expect(envBlock().textContent).toBe(
      [
        'STYTCH_PROJECT_ID=project-test-access',
        'STYTCH_SECRET=<press "Reveal secret" to fill this in>',
        `STYTCH_PUBLIC_TOKEN=${VIEW_TOKEN}`,
        'STYTCH_BASE_URL=https://127.0.0.1:40002',
      ].join('\n'),
    );
    expect(screen.getByRole('button', { name: 'Copy the .env lines' })).toBeTruthy();
    expect(screen.getByText(/the emulator's HTTPS address/).textContent).toContain('STYTCH_BASE_URL');

    fireEvent.click(screen.getByRole('button', { name: 'Reveal secret' }));
    expect(envBlock().textContent).toBe(
      [
        'STYTCH_PROJECT_ID=project-test-access',
        `STYTCH_SECRET=${SECRET}`,
        `STYTCH_PUBLIC_TOKEN=${VIEW_TOKEN}`,
        'STYTCH_BASE_URL=https://127.0.0.1:40002',
      ].join('\n'),
    );
  });

  it('saves the origins one a line, blank lines dropped, and says so', async () => {
    const { port, patches } = accessProject();
    renderView(<ProjectAccessView />, port);
    await waitFor(() => expect(field('Authorized origins').value).toBe('http://localhost:*'));
    const save = screen.getByRole('button', { name: 'Save origins' });
    expect(save).toHaveProperty('disabled', true);
    // Typed as a user types it, line breaks and stray spaces included.
    const user = userEvent.setup();
    await user.click(field('Authorized origins'));
    await user.keyboard('{Enter}{Enter} https://app.example {Enter}');
    await user.click(save);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Authorized origins saved.'));
    expect(patches).toEqual([{ authorized_origins: ['http://localhost:*', 'https://app.example'] }]);
    await waitFor(() =>
      expect(field('Authorized origins').value).toBe('http://localhost:*\nhttps://app.example'),
    );
  });

  it("shows the emulator's refusal naming the bad entry, marks the field and keeps what was typed", async () => {
    const { port } = accessProject();
    const { failures } = renderView(<ProjectAccessView />, port);
    await waitFor(() => expect(field('Authorized origins').value).toBe('http://localhost:*'));
    fireEvent.input(field('Authorized origins'), {
      target: { value: 'http://localhost:*\nhttps://app.example/callback' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save origins' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Saving the origins failed: [400] invalid_settings: authorized_origins.1: https://app.example/callback must be an origin (scheme, host and port) with no path, query or trailing slash',
    );
    expect(field('Authorized origins').getAttribute('aria-invalid')).toBe('true');
    expect(field('Authorized origins').value).toBe('http://localhost:*\nhttps://app.example/callback');
    expect(screen.getByRole('status').textContent).toBe('');
    expect(failures).toHaveLength(1);
  });
});

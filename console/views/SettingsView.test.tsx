// @vitest-environment happy-dom
import type { ProjectSettings } from '@foyer/emulator/control';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SettingsView } from './SettingsView';
import { renderView } from './test-support/render-view';

function defaultSettings(): ProjectSettings {
  return {
    project_name: 'Emulator',
    email_sender: null,
    disable_sdk_watermark: true,
    email_domains: [],
    password_policy: { policy: 'zxcvbn' },
    pkce_required_for_email_magic_links: false,
    pkce_required_for_password_resets: false,
    pkce_required_for_oauth: false,
    rbac_policy: { roles: [], resources: [], scopes: [] },
    default_login_redirect_url: 'http://localhost:3000/authenticate',
    default_signup_redirect_url: 'http://localhost:3000/authenticate',
    redirect_urls: ['http://localhost:*/', 'http://127.0.0.1:*/'],
    authorized_origins: ['http://localhost:*'],
    otp_expiration_minutes: 5,
    password_lockout_threshold: 10,
    password_lockout_minutes: 60,
    trusted_token_profiles: [],
    webauthn_allowed_domains: ['localhost'],
    webauthn_user_verification: 'preferred',
    siwe_required_for_crypto_wallets: false,
    oauth_disabled_providers: [],
    google_client_id: 'emulator-google-client.apps.googleusercontent.com',
    idp_authorization_url: null,
  };
}

/**
 * The project's settings as the emulator keeps them. `refuse` stands in for its validation: the
 * words it returns for a patch are the refusal's.
 */
function settingsOf(refuse: (patch: Partial<ProjectSettings>) => string | null = () => null) {
  const settings: Record<string, unknown> = defaultSettings();
  const patches: Array<Record<string, unknown>> = [];
  return {
    settings,
    patches,
    port: {
      settings: async () => structuredClone(settings) as ProjectSettings,
      updateSettings: async (patch: Partial<ProjectSettings>) => {
        patches.push(patch);
        const refusal = refuse(patch);
        if (refusal) throw new Error(refusal);
        Object.assign(settings, patch);
        return structuredClone(settings) as ProjectSettings;
      },
    },
  };
}

/** One setting's block: its editor, hint, Save button and answers. */
function settingBlock(name: string): HTMLElement {
  const block = document.querySelector(`[data-setting="${name}"]`);
  if (!(block instanceof HTMLElement)) throw new Error(`no setting ${name}`);
  return block;
}

const editorOf = (name: string) => screen.getByLabelText(name) as HTMLInputElement | HTMLTextAreaElement;
const saveOf = (name: string) => screen.getByRole('button', { name: `Save ${name}` }) as HTMLButtonElement;

afterEach(cleanup);

describe('the settings', () => {
  it('shows every setting by its name, edited as its type calls for, with hints', async () => {
    renderView(<SettingsView />, settingsOf().port);
    await screen.findByLabelText('project_name');
    expect(within(screen.getByRole('list', { name: 'Settings' })).getAllByRole('listitem')).toHaveLength(
      Object.keys(defaultSettings()).length,
    );
    expect((editorOf('disable_sdk_watermark') as HTMLInputElement).type).toBe('checkbox');
    expect((editorOf('disable_sdk_watermark') as HTMLInputElement).checked).toBe(true);
    expect((editorOf('otp_expiration_minutes') as HTMLInputElement).type).toBe('number');
    expect(editorOf('otp_expiration_minutes').value).toBe('5');
    expect(editorOf('redirect_urls').tagName).toBe('TEXTAREA');
    expect(editorOf('redirect_urls').value).toBe('http://localhost:*/\nhttp://127.0.0.1:*/');
    expect(editorOf('idp_authorization_url').value).toBe('');
    expect(JSON.parse(editorOf('password_policy').value)).toEqual({ policy: 'zxcvbn' });
    expect(within(settingBlock('authorized_origins')).getByText(/^One origin a line/)).toBeTruthy();
    expect(editorOf('otp_expiration_minutes').getAttribute('aria-describedby')).toBeTruthy();
  });

  it('sends a list edited one entry a line as an array, and says it saved', async () => {
    const project = settingsOf();
    renderView(<SettingsView />, project.port);
    await screen.findByLabelText('redirect_urls');
    expect(saveOf('redirect_urls').disabled).toBe(true);
    fireEvent.change(editorOf('redirect_urls'), {
      target: { value: 'http://localhost:*/\n\nhttps://app.example.com/auth \n' },
    });
    fireEvent.click(saveOf('redirect_urls'));
    await waitFor(() =>
      expect(within(settingBlock('redirect_urls')).getByRole('status').textContent).toBe('Saved'),
    );
    expect(project.patches).toEqual([
      { redirect_urls: ['http://localhost:*/', 'https://app.example.com/auth'] },
    ]);
    expect(editorOf('redirect_urls').value).toBe('http://localhost:*/\nhttps://app.example.com/auth');
    expect(saveOf('redirect_urls').disabled).toBe(true);
  });

  it('sends a number as a number, a checkbox as a boolean, and empty text as null where allowed', async () => {
    const project = settingsOf();
    project.settings.idp_authorization_url = 'http://localhost:3000/idp';
    renderView(<SettingsView />, project.port);
    await screen.findByLabelText('otp_expiration_minutes');
    fireEvent.change(editorOf('otp_expiration_minutes'), { target: { value: '15' } });
    fireEvent.click(saveOf('otp_expiration_minutes'));
    await waitFor(() => expect(project.patches).toEqual([{ otp_expiration_minutes: 15 }]));

    fireEvent.click(editorOf('pkce_required_for_oauth'));
    fireEvent.click(saveOf('pkce_required_for_oauth'));
    await waitFor(() => expect(project.patches).toHaveLength(2));
    expect(project.patches[1]).toEqual({ pkce_required_for_oauth: true });

    expect(editorOf('idp_authorization_url').value).toBe('http://localhost:3000/idp');
    fireEvent.change(editorOf('idp_authorization_url'), { target: { value: '' } });
    fireEvent.click(saveOf('idp_authorization_url'));
    await waitFor(() => expect(project.patches).toHaveLength(3));
    expect(project.patches[2]).toEqual({ idp_authorization_url: null });
  });

  it('flags JSON that does not parse beside its setting, and sends nothing', async () => {
    const project = settingsOf();
    renderView(<SettingsView />, project.port);
    await screen.findByLabelText('password_policy');
    fireEvent.change(editorOf('password_policy'), { target: { value: '{"policy": "luds",' } });
    fireEvent.click(saveOf('password_policy'));
    const block = settingBlock('password_policy');
    expect(within(block).getByRole('alert').textContent).toMatch(/^Not valid JSON: /);
    expect(editorOf('password_policy').getAttribute('aria-invalid')).toBe('true');
    expect(project.patches).toEqual([]);

    fireEvent.change(editorOf('password_policy'), {
      target: { value: '{"policy": "luds", "min_length": 12, "min_complexity": 3}' },
    });
    expect(editorOf('password_policy').getAttribute('aria-invalid')).toBe('false');
    fireEvent.click(saveOf('password_policy'));
    await waitFor(() => expect(within(block).getByRole('status').textContent).toBe('Saved'));
    expect(project.patches).toEqual([
      { password_policy: { policy: 'luds', min_length: 12, min_complexity: 3 } },
    ]);
  });

  it("shows the emulator's refusal beside the setting and keeps what was typed", async () => {
    const refusal = '[400] bad_request: redirect_urls.0: localhost/auth needs a scheme such as http://';
    const project = settingsOf((patch) => (patch.redirect_urls?.[0] === 'localhost/auth' ? refusal : null));
    const { failures } = renderView(<SettingsView />, project.port);
    await screen.findByLabelText('redirect_urls');
    fireEvent.change(editorOf('redirect_urls'), { target: { value: 'localhost/auth' } });
    fireEvent.click(saveOf('redirect_urls'));

    const block = settingBlock('redirect_urls');
    expect((await within(block).findByRole('alert')).textContent).toBe(
      `Saving redirect_urls failed: ${refusal}`,
    );
    expect(within(block).getByRole('status').textContent).toBe('');
    expect(editorOf('redirect_urls').value).toBe('localhost/auth');
    expect(editorOf('redirect_urls').getAttribute('aria-invalid')).toBe('true');
    expect(saveOf('redirect_urls').disabled).toBe(false);
    expect(project.settings.redirect_urls).toEqual(['http://localhost:*/', 'http://127.0.0.1:*/']);
    expect(failures).toEqual([`Saving redirect_urls: ${refusal}`]);
    // Only that setting says so.
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('follows a setting changed elsewhere, but keeps the text of one being edited', async () => {
    const project = settingsOf();
    const { rerenderAt } = renderView(<SettingsView />, project.port);
    await screen.findByLabelText('project_name');
    fireEvent.change(editorOf('project_name'), { target: { value: 'My app (editing)' } });

    project.settings.project_name = 'Renamed elsewhere';
    project.settings.otp_expiration_minutes = 30;
    rerenderAt(1);
    await waitFor(() => expect(editorOf('otp_expiration_minutes').value).toBe('30'));
    expect(editorOf('project_name').value).toBe('My app (editing)');
    expect(settingBlock('project_name').dataset.dirty).toBe('true');
  });

  it('shows a setting a newer emulator added, as JSON, and saves it', async () => {
    const project = settingsOf();
    project.settings.future_limits = { per_minute: 3 };
    renderView(<SettingsView />, project.port);
    const editor = (await screen.findByLabelText('future_limits')) as HTMLTextAreaElement;
    expect(JSON.parse(editor.value)).toEqual({ per_minute: 3 });
    fireEvent.change(editor, { target: { value: '{"per_minute": 5}' } });
    fireEvent.click(saveOf('future_limits'));
    await waitFor(() => expect(project.patches).toEqual([{ future_limits: { per_minute: 5 } }]));
  });

  it('filters the settings by name, keeping what was typed in those hidden', async () => {
    renderView(<SettingsView />, settingsOf().port);
    await screen.findByLabelText('project_name');
    fireEvent.change(editorOf('project_name'), { target: { value: 'Typed' } });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Filter settings by name' }), {
      target: { value: 'password lockout' },
    });
    const shown = within(screen.getByRole('list', { name: 'Settings' }))
      .getAllByRole('listitem')
      .filter((item) => !item.hidden)
      .map((item) => item.dataset.setting);
    expect(shown).toEqual(['password_lockout_threshold', 'password_lockout_minutes']);

    fireEvent.change(screen.getByRole('searchbox', { name: 'Filter settings by name' }), {
      target: { value: 'nothing like it' },
    });
    expect(screen.getByText('No setting is named like “nothing like it”.')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Filter settings by name' }), {
      target: { value: '' },
    });
    expect(editorOf('project_name').value).toBe('Typed');
  });
});

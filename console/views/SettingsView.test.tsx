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

/** One setting's block: its editor, help and problem. */
function settingBlock(name: string): HTMLElement {
  const block = document.querySelector(`[data-setting="${name}"]`);
  if (!(block instanceof HTMLElement)) throw new Error(`no setting ${name}`);
  return block;
}

/** A product's block: its settings, its Save and its answers. */
const groupOf = (title: string) => screen.getByRole('region', { name: `${title} settings` });
const editorOf = (label: string) => screen.getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement;
const saveOf = (title: string) => screen.getByRole('button', { name: `Save ${title}` }) as HTMLButtonElement;
const answerOf = (title: string) => within(groupOf(title)).getByRole('status').textContent;

afterEach(cleanup);

describe('the settings', () => {
  it("shows every setting under its product by the dashboard's name, with a line of help and its API name", async () => {
    renderView(<SettingsView />, settingsOf().port);
    await screen.findByLabelText('Project name');
    const titles = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(titles).toContain('Passwords');
    expect(titles).toContain('Redirect URLs');
    expect(document.querySelectorAll('[data-setting]')).toHaveLength(Object.keys(defaultSettings()).length);
    const passwords = within(groupOf('Passwords'));
    expect(passwords.getByLabelText('Lockout threshold')).toBeTruthy();
    expect(passwords.getByText('password_lockout_threshold')).toBeTruthy();
    expect((editorOf('Hide the "Powered by Stytch" watermark') as HTMLInputElement).type).toBe('checkbox');
    expect((editorOf('Hide the "Powered by Stytch" watermark') as HTMLInputElement).checked).toBe(true);
    expect((editorOf('Passcode lifetime (minutes)') as HTMLInputElement).type).toBe('number');
    expect(editorOf('Passcode lifetime (minutes)').value).toBe('5');
    expect(editorOf('Allowed redirect URLs').tagName).toBe('TEXTAREA');
    expect(editorOf('Allowed redirect URLs').value).toBe('http://localhost:*/\nhttp://127.0.0.1:*/');
    expect(editorOf('Authorization URL').value).toBe('');
    expect(JSON.parse(editorOf('Password strength policy').value)).toEqual({ policy: 'zxcvbn' });
    expect(within(settingBlock('authorized_origins')).getByText(/^Page origins that may use/)).toBeTruthy();
    const help = editorOf('Passcode lifetime (minutes)').getAttribute('aria-describedby');
    expect(document.getElementById(help ?? '')?.textContent).toMatch(/^How long a passcode stays valid/);
    // Nothing edited, nothing to save.
    expect(saveOf('Passwords').disabled).toBe(true);
  });

  it('saves the settings edited in one product with one Save, and says what changed', async () => {
    const project = settingsOf();
    renderView(<SettingsView />, project.port);
    await screen.findByLabelText('Lockout threshold');
    fireEvent.input(editorOf('Lockout threshold'), { target: { value: '2' } });
    fireEvent.input(editorOf('Password strength policy'), { target: { value: '{"policy": "none"}' } });
    fireEvent.click(editorOf('Require PKCE for password resets'));
    expect(settingBlock('password_lockout_threshold').dataset.dirty).toBe('true');
    fireEvent.click(saveOf('Passwords'));
    await waitFor(() =>
      expect(answerOf('Passwords')).toBe(
        'Saved: Password strength policy; Require PKCE for password resets off → on; Lockout threshold 10 → 2.',
      ),
    );
    expect(project.patches).toEqual([
      {
        password_policy: { policy: 'none' },
        pkce_required_for_password_resets: true,
        password_lockout_threshold: 2,
      },
    ]);
    expect(editorOf('Lockout threshold').value).toBe('2');
    expect(settingBlock('password_lockout_threshold').dataset.dirty).toBe('false');
    expect(saveOf('Passwords').disabled).toBe(true);
    // The other products were neither sent nor told.
    expect(answerOf('Redirect URLs')).toBe('');
  });

  it('sends a list edited one entry a line as an array', async () => {
    const project = settingsOf();
    renderView(<SettingsView />, project.port);
    await screen.findByLabelText('Allowed redirect URLs');
    fireEvent.input(editorOf('Allowed redirect URLs'), {
      target: { value: 'http://localhost:*/\n\nhttps://app.example.com/auth \n' },
    });
    fireEvent.click(saveOf('Redirect URLs'));
    await waitFor(() => expect(answerOf('Redirect URLs')).toBe('Saved: Allowed redirect URLs.'));
    expect(project.patches).toEqual([
      { redirect_urls: ['http://localhost:*/', 'https://app.example.com/auth'] },
    ]);
    expect(editorOf('Allowed redirect URLs').value).toBe('http://localhost:*/\nhttps://app.example.com/auth');
  });

  it('sends a number as a number, a checkbox as a boolean, and empty text as null where allowed', async () => {
    const project = settingsOf();
    project.settings.idp_authorization_url = 'http://localhost:3000/idp';
    renderView(<SettingsView />, project.port);
    await screen.findByLabelText('Passcode lifetime (minutes)');
    fireEvent.input(editorOf('Passcode lifetime (minutes)'), { target: { value: '15' } });
    fireEvent.click(saveOf('One-time passcodes'));
    await waitFor(() => expect(project.patches).toEqual([{ otp_expiration_minutes: 15 }]));

    fireEvent.click(editorOf('Require PKCE for OAuth'));
    fireEvent.click(saveOf('OAuth'));
    await waitFor(() => expect(project.patches).toHaveLength(2));
    expect(project.patches[1]).toEqual({ pkce_required_for_oauth: true });

    expect(editorOf('Authorization URL').value).toBe('http://localhost:3000/idp');
    fireEvent.input(editorOf('Authorization URL'), { target: { value: '' } });
    fireEvent.click(saveOf('Connected apps'));
    await waitFor(() => expect(project.patches).toHaveLength(3));
    expect(project.patches[2]).toEqual({ idp_authorization_url: null });
    expect(answerOf('Connected apps')).toBe('Saved: Authorization URL http://localhost:3000/idp → none.');
  });

  it('flags JSON that does not parse beside its setting, and sends nothing of its product', async () => {
    const project = settingsOf();
    renderView(<SettingsView />, project.port);
    await screen.findByLabelText('Password strength policy');
    fireEvent.input(editorOf('Lockout threshold'), { target: { value: '3' } });
    fireEvent.input(editorOf('Password strength policy'), { target: { value: '{"policy": "luds",' } });
    fireEvent.click(saveOf('Passwords'));
    const block = settingBlock('password_policy');
    expect(within(block).getByRole('alert').textContent).toMatch(/^Not valid JSON: /);
    expect(editorOf('Password strength policy').getAttribute('aria-invalid')).toBe('true');
    expect(editorOf('Lockout threshold').getAttribute('aria-invalid')).toBe('false');
    expect(project.patches).toEqual([]);

    fireEvent.input(editorOf('Password strength policy'), {
      target: { value: '{"policy": "luds", "min_length": 12, "min_complexity": 3}' },
    });
    expect(editorOf('Password strength policy').getAttribute('aria-invalid')).toBe('false');
    fireEvent.click(saveOf('Passwords'));
    await waitFor(() => expect(answerOf('Passwords')).toMatch(/^Saved: /));
    expect(project.patches).toEqual([
      {
        password_policy: { policy: 'luds', min_length: 12, min_complexity: 3 },
        password_lockout_threshold: 3,
      },
    ]);
  });

  it("shows the emulator's refusal in the product it concerns and keeps what was typed", async () => {
    const refusal = '[400] bad_request: redirect_urls.0: localhost/auth needs a scheme such as http://';
    const project = settingsOf((patch) => (patch.redirect_urls?.[0] === 'localhost/auth' ? refusal : null));
    const { failures } = renderView(<SettingsView />, project.port);
    await screen.findByLabelText('Allowed redirect URLs');
    fireEvent.input(editorOf('Allowed redirect URLs'), { target: { value: 'localhost/auth' } });
    fireEvent.click(saveOf('Redirect URLs'));

    const group = groupOf('Redirect URLs');
    expect((await within(group).findByRole('alert')).textContent).toBe(
      `Saving Redirect URLs failed: ${refusal}`,
    );
    expect(answerOf('Redirect URLs')).toBe('');
    expect(editorOf('Allowed redirect URLs').value).toBe('localhost/auth');
    expect(editorOf('Allowed redirect URLs').getAttribute('aria-invalid')).toBe('true');
    expect(editorOf('Default login redirect URL').getAttribute('aria-invalid')).toBe('false');
    expect(saveOf('Redirect URLs').disabled).toBe(false);
    expect(project.settings.redirect_urls).toEqual(['http://localhost:*/', 'http://127.0.0.1:*/']);
    expect(failures).toEqual([`Saving Redirect URLs: ${refusal}`]);
    // Only that product says so.
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('follows a setting changed elsewhere, but keeps the text of one being edited', async () => {
    const project = settingsOf();
    const { rerenderAt } = renderView(<SettingsView />, project.port);
    await screen.findByLabelText('Project name');
    fireEvent.input(editorOf('Project name'), { target: { value: 'My app (editing)' } });

    project.settings.project_name = 'Renamed elsewhere';
    project.settings.otp_expiration_minutes = 30;
    rerenderAt(1);
    await waitFor(() => expect(editorOf('Passcode lifetime (minutes)').value).toBe('30'));
    expect(editorOf('Project name').value).toBe('My app (editing)');
    expect(settingBlock('project_name').dataset.dirty).toBe('true');
  });

  it('shows a setting a newer emulator added under "Other settings", as JSON, and saves it', async () => {
    const project = settingsOf();
    project.settings.future_limits = { per_minute: 3 };
    renderView(<SettingsView />, project.port);
    const editor = (await screen.findByLabelText('future_limits')) as HTMLTextAreaElement;
    expect(within(groupOf('Other settings')).getByLabelText('future_limits')).toBe(editor);
    expect(JSON.parse(editor.value)).toEqual({ per_minute: 3 });
    fireEvent.input(editor, { target: { value: '{"per_minute": 5}' } });
    fireEvent.click(saveOf('Other settings'));
    await waitFor(() => expect(project.patches).toEqual([{ future_limits: { per_minute: 5 } }]));
  });

  it('filters the settings by label or name, hiding products with none, keeping what was typed', async () => {
    renderView(<SettingsView />, settingsOf().port);
    await screen.findByLabelText('Project name');
    fireEvent.input(editorOf('Project name'), { target: { value: 'Typed' } });
    const filter = screen.getByRole('searchbox', { name: 'Filter settings' });
    fireEvent.input(filter, { target: { value: 'lockout' } });
    const shown = [...document.querySelectorAll<HTMLElement>('[data-setting]')]
      .filter((item) => !item.hidden && !item.closest('section')?.hidden)
      .map((item) => item.dataset.setting);
    expect(shown).toEqual(['password_lockout_threshold', 'password_lockout_minutes']);
    expect(screen.queryByRole('region', { name: 'Project' })).toBeNull();

    fireEvent.input(filter, { target: { value: 'nothing like it' } });
    expect(screen.getByText('No setting is named like “nothing like it”.')).toBeTruthy();
    fireEvent.input(filter, { target: { value: '' } });
    expect(editorOf('Project name').value).toBe('Typed');
  });
});

import type { ProjectSettings } from '@foyer/emulator/control';
import { describe, expect, it } from 'vitest';
import {
  describeChanges,
  describeSetting,
  draftOf,
  groupSettings,
  settingMatches,
  valueFromDraft,
} from './setting-fields';

/** A value for every setting the emulator has today (what a fresh project holds). */
const SOME_SETTINGS: ProjectSettings = {
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
  redirect_urls: ['http://localhost:*/'],
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

describe('how a setting is edited', () => {
  it('by the type of its value', () => {
    expect(describeSetting('disable_sdk_watermark', true).editor).toBe('checkbox');
    expect(describeSetting('otp_expiration_minutes', 5).editor).toBe('number');
    expect(describeSetting('project_name', 'Emulator').editor).toBe('text');
    expect(describeSetting('idp_authorization_url', null).editor).toBe('nullable-text');
    expect(describeSetting('redirect_urls', []).editor).toBe('lines');
    expect(describeSetting('oauth_disabled_providers', []).editor).toBe('lines');
    expect(describeSetting('password_policy', { policy: 'zxcvbn' }).editor).toBe('json');
    // Empty, yet a list of objects: its name, not its value, says so.
    expect(describeSetting('trusted_token_profiles', []).editor).toBe('json');
    // Null until the project has a sender of its own, which is an object.
    expect(describeSetting('email_sender', null).editor).toBe('json');
  });

  it('a setting this console does not know by its value, and as JSON when shaped', () => {
    expect(describeSetting('future_flag', false)).toEqual({
      name: 'future_flag',
      group: 'other',
      label: 'future_flag',
      editor: 'checkbox',
      hint: null,
    });
    expect(describeSetting('future_limit', 3).editor).toBe('number');
    expect(describeSetting('future_list', ['a']).editor).toBe('json');
    expect(describeSetting('future_thing', { a: 1 }).editor).toBe('json');
    expect(describeSetting('future_maybe', null).editor).toBe('json');
  });

  it('by a label and a line of help, for every setting it knows', () => {
    for (const [name, value] of Object.entries(SOME_SETTINGS)) {
      const setting = describeSetting(name, value);
      expect(setting.label, name).not.toMatch(/_/);
      expect(setting.hint, name).toEqual(expect.any(String));
      expect(setting.group, name).not.toBe('other');
    }
  });
});

describe('the settings by product', () => {
  it("come in the dashboard's order, each product with its own settings, unknown ones last", () => {
    const groups = groupSettings({ ...SOME_SETTINGS, future_flag: true });
    expect(groups.map((group) => group.title)).toEqual([
      'Project',
      'SDK configuration',
      'Redirect URLs',
      'Emails',
      'Email magic links',
      'One-time passcodes',
      'Passwords',
      'OAuth',
      'Passkeys',
      'Crypto wallets',
      'Roles and permissions (RBAC)',
      'Trusted auth tokens',
      'Connected apps',
      'Other settings',
    ]);
    const passwords = groups.find((group) => group.id === 'passwords');
    expect(passwords?.settings.map((setting) => setting.label)).toEqual([
      'Password strength policy',
      'Require PKCE for password resets',
      'Lockout threshold',
      'Lockout duration (minutes)',
    ]);
    expect(groups.at(-1)?.settings.map((setting) => setting.name)).toEqual(['future_flag']);
  });

  it('leave out a product with no setting', () => {
    expect(groupSettings({ project_name: 'Emulator' }).map((group) => group.id)).toEqual(['project']);
  });
});

describe("a group's Save answer", () => {
  it('says each setting changed by its label, with old and new values where they fit on a line', () => {
    const threshold = describeSetting('password_lockout_threshold', 10);
    const policy = describeSetting('password_policy', { policy: 'zxcvbn' });
    const pkce = describeSetting('pkce_required_for_password_resets', false);
    expect(
      describeChanges([
        { setting: threshold, before: 10, after: 2 },
        { setting: policy, before: { policy: 'zxcvbn' }, after: { policy: 'none' } },
        { setting: pkce, before: false, after: true },
      ]),
    ).toBe(
      'Saved: Lockout threshold 10 → 2; Password strength policy; Require PKCE for password resets off → on.',
    );
    const idp = describeSetting('idp_authorization_url', null);
    expect(describeChanges([{ setting: idp, before: 'http://localhost:3000/idp', after: null }])).toBe(
      'Saved: Authorization URL http://localhost:3000/idp → none.',
    );
  });
});

describe("a setting's value and its editor's text", () => {
  it('write a list one entry a line and read it back without blank lines or spaces', () => {
    expect(draftOf('lines', ['http://localhost:*/', 'http://127.0.0.1:*/'])).toBe(
      'http://localhost:*/\nhttp://127.0.0.1:*/',
    );
    expect(valueFromDraft('lines', ' https://app.example.com/ \n\n http://localhost:*/\n')).toEqual({
      value: ['https://app.example.com/', 'http://localhost:*/'],
    });
    expect(valueFromDraft('lines', '')).toEqual({ value: [] });
  });

  it('read a number as a number, and refuse what is not one', () => {
    expect(valueFromDraft('number', '15')).toEqual({ value: 15 });
    expect(valueFromDraft('number', '')).toEqual({ problem: 'Expected a number.' });
    expect(valueFromDraft('number', 'ten')).toEqual({ problem: 'Expected a number.' });
  });

  it('read empty text as null where the setting may be null', () => {
    expect(draftOf('nullable-text', null)).toBe('');
    expect(valueFromDraft('nullable-text', '  ')).toEqual({ value: null });
    expect(valueFromDraft('nullable-text', 'http://localhost:3000/idp')).toEqual({
      value: 'http://localhost:3000/idp',
    });
    expect(valueFromDraft('text', '')).toEqual({ value: '' });
  });

  it('write JSON indented, and refuse JSON that does not parse', () => {
    expect(draftOf('json', { policy: 'zxcvbn' })).toBe('{\n  "policy": "zxcvbn"\n}');
    expect(valueFromDraft('json', '{"policy": "none"}')).toEqual({ value: { policy: 'none' } });
    expect(valueFromDraft('json', '{"policy": ')).toEqual({
      problem: expect.stringMatching(/^Not valid JSON: /),
    });
  });

  it('keep a checkbox a boolean', () => {
    expect(draftOf('checkbox', true)).toBe(true);
    expect(valueFromDraft('checkbox', false)).toEqual({ value: false });
  });
});

describe('the settings search', () => {
  it('matches part of a label or a name, any case, with spaces for underscores in names', () => {
    const minutes = describeSetting('password_lockout_minutes', 60);
    expect(settingMatches(minutes, 'lockout')).toBe(true);
    expect(settingMatches(minutes, 'Lockout Duration')).toBe(true);
    expect(settingMatches(minutes, 'password lockout')).toBe(true);
    const redirects = describeSetting('redirect_urls', []);
    expect(settingMatches(redirects, 'origin')).toBe(false);
    expect(settingMatches(redirects, 'allowed redirect')).toBe(true);
    expect(settingMatches(redirects, '  ')).toBe(true);
  });
});

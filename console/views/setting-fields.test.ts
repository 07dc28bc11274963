import { describe, expect, it } from 'vitest';
import { describeSetting, draftOf, settingMatches, valueFromDraft } from './setting-fields';

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
      editor: 'checkbox',
      hint: null,
    });
    expect(describeSetting('future_limit', 3).editor).toBe('number');
    expect(describeSetting('future_list', ['a']).editor).toBe('json');
    expect(describeSetting('future_thing', { a: 1 }).editor).toBe('json');
    expect(describeSetting('future_maybe', null).editor).toBe('json');
  });

  it('with a hint where the name alone does not say what to write', () => {
    for (const name of [
      'authorized_origins',
      'redirect_urls',
      'password_policy',
      'email_sender',
      'otp_expiration_minutes',
      'password_lockout_threshold',
      'password_lockout_minutes',
    ])
      expect(describeSetting(name, null).hint).toEqual(expect.any(String));
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
  it('matches part of a name, any case, with spaces for underscores', () => {
    expect(settingMatches('password_lockout_minutes', 'lockout')).toBe(true);
    expect(settingMatches('password_lockout_minutes', 'Password Lockout')).toBe(true);
    expect(settingMatches('redirect_urls', 'origin')).toBe(false);
    expect(settingMatches('redirect_urls', '  ')).toBe(true);
  });
});

import { OAUTH_PROVIDERS, type ProjectSettings } from '@foyer/emulator/control';

/**
 * How a setting is edited: a checkbox, a number, one line of text, text where empty means null,
 * a list with one entry a line, or JSON for anything shaped (objects, lists of objects).
 */
export type SettingEditor = 'checkbox' | 'number' | 'text' | 'nullable-text' | 'lines' | 'json';

/** The editor a value's type calls for: a known setting given the wrong one fails to compile. */
type EditorFor<V> = [V] extends [boolean]
  ? 'checkbox'
  : [V] extends [number]
    ? 'number'
    : [V] extends [string]
      ? 'text'
      : [V] extends [string | null]
        ? 'nullable-text'
        : [V] extends [string[]]
          ? 'lines'
          : 'json';

type SettingField<V> = { editor: EditorFor<V>; hint?: string };

/**
 * Every setting the emulator has today, with its editor and a hint where the name alone does not
 * say what to write. A setting added to ProjectSettings and not here fails to compile.
 */
const SETTING_FIELDS: { [K in keyof ProjectSettings]-?: SettingField<ProjectSettings[K]> } = {
  project_name: {
    editor: 'text',
    hint: 'Names the project in email subjects, passkey prompts and authenticator apps.',
  },
  email_sender: {
    editor: 'json',
    hint: 'JSON: {"from_name": "Acme", "from_local_part": "login", "from_domain": "mail.acme.test"}, or null for the provider\'s Login <login@stytchtest.com>.',
  },
  disable_sdk_watermark: { editor: 'checkbox' },
  email_domains: { editor: 'lines', hint: 'One email domain a line.' },
  password_policy: {
    editor: 'json',
    hint: 'JSON: {"policy": "zxcvbn"}, {"policy": "none"}, or {"policy": "luds", "min_length": 8, "min_complexity": 3} (complexity 1 to 4).',
  },
  pkce_required_for_email_magic_links: { editor: 'checkbox' },
  pkce_required_for_password_resets: { editor: 'checkbox' },
  pkce_required_for_oauth: { editor: 'checkbox' },
  rbac_policy: { editor: 'json', hint: 'JSON: the roles, resources and scopes of the project.' },
  default_login_redirect_url: { editor: 'text', hint: 'Empty for none.' },
  default_signup_redirect_url: { editor: 'text', hint: 'Empty for none.' },
  redirect_urls: {
    editor: 'lines',
    hint: "One URL a line, such as http://localhost:*/. An emailed link may lead to a URL with an entry's scheme, host and port (* for any port) whose path starts with the entry's.",
  },
  authorized_origins: {
    editor: 'lines',
    hint: 'One origin a line, such as http://localhost:3000 (the port may be *). Pages on other origins are refused by the SDK API and One Tap.',
  },
  otp_expiration_minutes: {
    editor: 'number',
    hint: "How long a passcode stays valid, in minutes of the project's clock (1 to 1440).",
  },
  password_lockout_threshold: {
    editor: 'number',
    hint: "Wrong passwords in a row that lock an account's password logins; 0 never locks.",
  },
  password_lockout_minutes: {
    editor: 'number',
    hint: "How long such a lock lasts, in minutes of the project's clock (1 to 10080); a password reset lifts it at once.",
  },
  trusted_token_profiles: {
    editor: 'json',
    hint: 'JSON: a list of profiles, each with profile_id, issuer, audience and public_key_pems.',
  },
  webauthn_allowed_domains: {
    editor: 'lines',
    hint: 'One lowercase hostname a line, such as localhost: the RP ids passkey ceremonies may name.',
  },
  webauthn_user_verification: { editor: 'text', hint: 'preferred or required.' },
  siwe_required_for_crypto_wallets: { editor: 'checkbox' },
  oauth_disabled_providers: {
    editor: 'lines',
    hint: `One provider a line, whose sign-in then fails as not set up: ${OAUTH_PROVIDERS.join(', ')}.`,
  },
  google_client_id: { editor: 'text' },
  idp_authorization_url: {
    editor: 'nullable-text',
    hint: 'The page hosting the widget as identity provider; empty for none (discovery is then refused).',
  },
};

export type SettingDescription = { name: string; editor: SettingEditor; hint: string | null };

function isKnownSetting(name: string): name is keyof ProjectSettings {
  return Object.hasOwn(SETTING_FIELDS, name);
}

/**
 * How a setting is edited. One this console does not know (a newer emulator's) is edited by its
 * value: a checkbox, a number or text for those, JSON for anything else, so its type survives.
 */
export function describeSetting(name: string, value: unknown): SettingDescription {
  if (isKnownSetting(name)) {
    const field: { editor: SettingEditor; hint?: string } = SETTING_FIELDS[name];
    return { name, editor: field.editor, hint: field.hint ?? null };
  }
  const editor =
    typeof value === 'boolean'
      ? 'checkbox'
      : typeof value === 'number'
        ? 'number'
        : typeof value === 'string'
          ? 'text'
          : 'json';
  return { name, editor, hint: null };
}

/** What an editor holds while the user edits: a checkbox's state, or the text of any other. */
export type SettingDraft = boolean | string;

/** A setting's value as its editor shows it. */
export function draftOf(editor: SettingEditor, value: unknown): SettingDraft {
  switch (editor) {
    case 'checkbox':
      return value === true;
    case 'number':
      return typeof value === 'number' ? String(value) : '';
    case 'text':
    case 'nullable-text':
      return typeof value === 'string' ? value : '';
    case 'lines':
      return Array.isArray(value) ? value.map(String).join('\n') : '';
    case 'json':
      return JSON.stringify(value ?? null, null, 2);
  }
}

/**
 * The value an editor's draft sends, or why it cannot be sent. Only what cannot be a value at all
 * is refused here (a number that is not one, JSON that does not parse); the emulator judges the rest.
 */
export function valueFromDraft(
  editor: SettingEditor,
  draft: SettingDraft,
): { value: unknown } | { problem: string } {
  if (typeof draft === 'boolean') return { value: draft };
  switch (editor) {
    case 'checkbox':
      return { value: draft === 'true' };
    case 'number': {
      const text = draft.trim();
      const number = Number(text);
      return text === '' || !Number.isFinite(number) ? { problem: 'Expected a number.' } : { value: number };
    }
    case 'text':
      return { value: draft.trim() };
    case 'nullable-text': {
      const text = draft.trim();
      return { value: text === '' ? null : text };
    }
    case 'lines':
      return {
        value: draft
          .split('\n')
          .map((line) => line.trim())
          .filter((line) => line !== ''),
      };
    case 'json':
      try {
        return { value: JSON.parse(draft) };
      } catch (error) {
        return { problem: `Not valid JSON: ${error instanceof Error ? error.message : String(error)}` };
      }
  }
}

/** Whether a setting's name matches what the search box holds; spaces match underscores. */
export function settingMatches(name: string, query: string): boolean {
  const words = query
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  return words === '' || name.toLowerCase().includes(words);
}

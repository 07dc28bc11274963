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

/** The products and dashboard pages settings are grouped by, in the order the view shows them. */
export const SETTING_GROUPS = [
  { id: 'project', title: 'Project' },
  { id: 'sdk', title: 'SDK configuration' },
  { id: 'redirects', title: 'Redirect URLs' },
  { id: 'emails', title: 'Emails' },
  { id: 'magic-links', title: 'Email magic links' },
  { id: 'passcodes', title: 'One-time passcodes' },
  { id: 'passwords', title: 'Passwords' },
  { id: 'oauth', title: 'OAuth' },
  { id: 'passkeys', title: 'Passkeys' },
  { id: 'wallets', title: 'Crypto wallets' },
  { id: 'rbac', title: 'Roles and permissions (RBAC)' },
  { id: 'trusted-tokens', title: 'Trusted auth tokens' },
  { id: 'connected-apps', title: 'Connected apps' },
  // Settings a newer emulator has and this console does not know yet.
  { id: 'other', title: 'Other settings' },
] as const;

export type SettingGroupId = (typeof SETTING_GROUPS)[number]['id'];

type SettingField<V> = { group: SettingGroupId; label: string; editor: EditorFor<V>; hint: string };

/**
 * Every setting the emulator has today: its product, its name as the provider's dashboard says it
 * where it has one, its editor and one line of help. A setting added to ProjectSettings and not here
 * fails to compile.
 */
const SETTING_FIELDS: { [K in keyof ProjectSettings]-?: SettingField<ProjectSettings[K]> } = {
  project_name: {
    group: 'project',
    label: 'Project name',
    editor: 'text',
    hint: 'Names the project in email subjects, passkey prompts and authenticator apps.',
  },
  authorized_origins: {
    group: 'sdk',
    label: 'Authorized applications',
    editor: 'lines',
    hint: 'Page origins that may use the SDK API and One Tap, one a line, such as http://localhost:3000 (the port may be *).',
  },
  disable_sdk_watermark: {
    group: 'sdk',
    label: 'Hide the "Powered by Stytch" watermark',
    editor: 'checkbox',
    hint: "The provider's prebuilt UI shows it below its form unless this is on.",
  },
  redirect_urls: {
    group: 'redirects',
    label: 'Allowed redirect URLs',
    editor: 'lines',
    hint: "Where links and OAuth may send users, one a line, such as http://localhost:*/: the entry's scheme, host and port (* for any) and a path that starts with its path.",
  },
  default_login_redirect_url: {
    group: 'redirects',
    label: 'Default login redirect URL',
    editor: 'text',
    hint: 'Where a login link goes when its request names no URL; empty for none.',
  },
  default_signup_redirect_url: {
    group: 'redirects',
    label: 'Default sign-up redirect URL',
    editor: 'text',
    hint: 'Where a sign-up link goes when its request names no URL; empty for none.',
  },
  email_sender: {
    group: 'emails',
    label: 'Sender information',
    editor: 'json',
    hint: 'JSON: {"from_name": "Acme", "from_local_part": "login", "from_domain": "mail.acme.test"}, or null for Login <login@stytchtest.com>.',
  },
  email_domains: {
    group: 'emails',
    label: 'Sending domains',
    editor: 'lines',
    hint: 'Domains your emails come from, one a line: the prebuilt UI names them when it asks users to check their email.',
  },
  pkce_required_for_email_magic_links: {
    group: 'magic-links',
    label: 'Require PKCE for email magic links',
    editor: 'checkbox',
    hint: 'A link then signs in only in the browser that asked for it.',
  },
  otp_expiration_minutes: {
    group: 'passcodes',
    label: 'Passcode lifetime (minutes)',
    editor: 'number',
    hint: "How long a passcode stays valid, in minutes of the project's clock (1 to 1440).",
  },
  password_policy: {
    group: 'passwords',
    label: 'Password strength policy',
    editor: 'json',
    hint: 'JSON: {"policy": "zxcvbn"}, {"policy": "none"}, or {"policy": "luds", "min_length": 8, "min_complexity": 3} (complexity 1 to 4).',
  },
  pkce_required_for_password_resets: {
    group: 'passwords',
    label: 'Require PKCE for password resets',
    editor: 'checkbox',
    hint: 'A reset link then works only in the browser that asked for it.',
  },
  password_lockout_threshold: {
    group: 'passwords',
    label: 'Lockout threshold',
    editor: 'number',
    hint: "Wrong passwords in a row that lock an account's password logins; 0 never locks.",
  },
  password_lockout_minutes: {
    group: 'passwords',
    label: 'Lockout duration (minutes)',
    editor: 'number',
    hint: "How long a lock lasts, in minutes of the project's clock (1 to 10080); a password reset lifts it at once.",
  },
  pkce_required_for_oauth: {
    group: 'oauth',
    label: 'Require PKCE for OAuth',
    editor: 'checkbox',
    hint: 'An OAuth start without a code challenge is then refused.',
  },
  oauth_disabled_providers: {
    group: 'oauth',
    label: 'Disabled providers',
    editor: 'lines',
    hint: `One a line; their sign-in then fails as not set up. Known: ${OAUTH_PROVIDERS.join(', ')}.`,
  },
  google_client_id: {
    group: 'oauth',
    label: 'Google client ID',
    editor: 'text',
    hint: "The audience of the ID tokens the emulator's Google and One Tap sign-ins issue.",
  },
  webauthn_allowed_domains: {
    group: 'passkeys',
    label: 'Allowed domains',
    editor: 'lines',
    hint: 'Lowercase hostnames passkey ceremonies may name as their relying party, one a line, such as localhost.',
  },
  webauthn_user_verification: {
    group: 'passkeys',
    label: 'User verification',
    editor: 'text',
    hint: 'preferred or required: whether the authenticator must check it is the user (a PIN, a fingerprint).',
  },
  siwe_required_for_crypto_wallets: {
    group: 'wallets',
    label: 'Require Sign-In With Ethereum',
    editor: 'checkbox',
    hint: 'Ethereum wallets then sign a SIWE message rather than a bare challenge.',
  },
  rbac_policy: {
    group: 'rbac',
    label: 'RBAC policy',
    editor: 'json',
    hint: "JSON: the project's roles, resources and scopes, as the SDK's authorization checks read them.",
  },
  trusted_token_profiles: {
    group: 'trusted-tokens',
    label: 'Token profiles',
    editor: 'json',
    hint: 'JSON: a list of profiles, each with profile_id, issuer, audience and public_key_pems.',
  },
  idp_authorization_url: {
    group: 'connected-apps',
    label: 'Authorization URL',
    editor: 'nullable-text',
    hint: 'The page hosting the widget as identity provider; empty for none (discovery is then refused).',
  },
};

export type SettingDescription = {
  name: string;
  group: SettingGroupId;
  label: string;
  editor: SettingEditor;
  hint: string | null;
};

function isKnownSetting(name: string): name is keyof ProjectSettings {
  return Object.hasOwn(SETTING_FIELDS, name);
}

/**
 * How a setting is shown and edited. One this console does not know (a newer emulator's) goes under
 * "Other settings" by its own name, edited by its value: a checkbox, a number or text for those,
 * JSON for anything else, so its type survives.
 */
export function describeSetting(name: string, value: unknown): SettingDescription {
  if (isKnownSetting(name)) {
    const field: { group: SettingGroupId; label: string; editor: SettingEditor; hint: string } =
      SETTING_FIELDS[name];
    return { name, ...field };
  }
  const editor =
    typeof value === 'boolean'
      ? 'checkbox'
      : typeof value === 'number'
        ? 'number'
        : typeof value === 'string'
          ? 'text'
          : 'json';
  return { name, group: 'other', label: name, editor, hint: null };
}

export type SettingGroup = {
  id: SettingGroupId;
  title: string;
  settings: SettingDescription[];
};

/** The project's settings by product, in the view's order; a product with none is left out. */
export function groupSettings(settings: Readonly<Record<string, unknown>>): SettingGroup[] {
  const described = Object.entries(settings).map(([name, value]) => describeSetting(name, value));
  return SETTING_GROUPS.map(({ id, title }) => ({
    id,
    title,
    settings: described.filter((setting) => setting.group === id),
  })).filter((group) => group.settings.length > 0);
}

/** A value as one line of a "what changed" answer: scalars as they are, shaped values not at all. */
function shortValue(editor: SettingEditor, value: unknown): string | null {
  switch (editor) {
    case 'checkbox':
      return value === true ? 'on' : 'off';
    case 'number':
      return String(value);
    case 'text':
    case 'nullable-text':
      return typeof value === 'string' && value !== '' ? value : 'none';
    default:
      return null;
  }
}

/**
 * What a group's Save changed, as its answer says it: each setting by its label, with the old and new
 * value where they fit on a line ("Lockout threshold 10 → 2").
 */
export function describeChanges(
  changed: ReadonlyArray<{ setting: SettingDescription; before: unknown; after: unknown }>,
): string {
  const parts = changed.map(({ setting, before, after }) => {
    const [from, to] = [shortValue(setting.editor, before), shortValue(setting.editor, after)];
    return from === null || to === null ? setting.label : `${setting.label} ${from} → ${to}`;
  });
  return `Saved: ${parts.join('; ')}.`;
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

/**
 * Whether a setting matches what the search box holds: part of its label, or of its name as the
 * control API spells it (spaces match underscores there).
 */
export function settingMatches(setting: SettingDescription, query: string): boolean {
  const text = query.trim().toLowerCase();
  if (text === '') return true;
  const asName = text.replace(/[\s-]+/g, '_');
  return setting.label.toLowerCase().includes(text) || setting.name.toLowerCase().includes(asName);
}

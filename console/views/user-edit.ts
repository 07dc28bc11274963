import type { EmulatorUser, UserEdit } from '@foyer/emulator/control';

/** The edit form's fields, as typed: lists one item a line, metadata as JSON text. */
export type UserDraft = {
  firstName: string;
  middleName: string;
  lastName: string;
  emails: string;
  phoneNumbers: string;
  roles: string;
  trustedMetadata: string;
  untrustedMetadata: string;
};

export type MetadataField = 'trustedMetadata' | 'untrustedMetadata';

/** Metadata text read: an object to send, or why it cannot be sent. */
export type MetadataReading = { ok: true; value: Record<string, unknown> } | { ok: false; problem: string };

/** What a draft asks of the emulator: an edit (empty when nothing changed), or the fields to fix first. */
export type DraftReading =
  | { kind: 'edit'; edit: UserEdit }
  | { kind: 'invalid'; problems: Partial<Record<MetadataField, string>> };

function metadataText(metadata: Record<string, unknown>): string {
  return Object.keys(metadata).length === 0 ? '{}' : JSON.stringify(metadata, null, 2);
}

export function draftOf(user: EmulatorUser): UserDraft {
  return {
    firstName: user.name.first_name,
    middleName: user.name.middle_name,
    lastName: user.name.last_name,
    emails: user.emails.map((entry) => entry.email).join('\n'),
    phoneNumbers: user.phone_numbers.map((entry) => entry.phone_number).join('\n'),
    roles: user.roles.join('\n'),
    trustedMetadata: metadataText(user.trusted_metadata),
    untrustedMetadata: metadataText(user.untrusted_metadata),
  };
}

/** Metadata is a JSON object; an empty field means none. */
export function readMetadata(text: string): MetadataReading {
  if (text.trim() === '') return { ok: true, value: {} };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return {
      ok: false,
      problem: `Not valid JSON: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, problem: 'Metadata must be a JSON object, like {"plan": "pro"}.' };
  }
  return { ok: true, value: value as Record<string, unknown> };
}

/** One item a line, blank lines skipped. */
export function linesOf(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** Roles one a line or separated by commas. */
export function rolesOf(text: string): string[] {
  return text
    .split(/[,\n]/)
    .map((role) => role.trim())
    .filter((role) => role !== '');
}

function isSameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item, index) => item === b[index]);
}

/** JSON with its keys sorted, so the same metadata typed in another order reads as unchanged. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * The edit a draft makes to the user: only the parts that differ from the user as it is now. Emails
 * and phone numbers go as whole lists (the emulator keeps exactly the list it is given).
 */
export function editFromDraft(user: EmulatorUser, draft: UserDraft): DraftReading {
  const trusted = readMetadata(draft.trustedMetadata);
  const untrusted = readMetadata(draft.untrustedMetadata);
  if (!trusted.ok || !untrusted.ok) {
    return {
      kind: 'invalid',
      problems: {
        ...(!trusted.ok && { trustedMetadata: trusted.problem }),
        ...(!untrusted.ok && { untrustedMetadata: untrusted.problem }),
      },
    };
  }
  const edit: UserEdit = {};
  const name: NonNullable<UserEdit['name']> = {};
  if (draft.firstName.trim() !== user.name.first_name) name.first_name = draft.firstName.trim();
  if (draft.middleName.trim() !== user.name.middle_name) name.middle_name = draft.middleName.trim();
  if (draft.lastName.trim() !== user.name.last_name) name.last_name = draft.lastName.trim();
  if (Object.keys(name).length > 0) edit.name = name;
  const emails = linesOf(draft.emails);
  if (
    !isSameList(
      emails,
      user.emails.map((entry) => entry.email),
    )
  )
    edit.emails = emails;
  const phoneNumbers = linesOf(draft.phoneNumbers);
  if (
    !isSameList(
      phoneNumbers,
      user.phone_numbers.map((entry) => entry.phone_number),
    )
  ) {
    edit.phoneNumbers = phoneNumbers;
  }
  const roles = rolesOf(draft.roles);
  if (!isSameList(roles, user.roles)) edit.roles = roles;
  if (canonicalJson(trusted.value) !== canonicalJson(user.trusted_metadata))
    edit.trustedMetadata = trusted.value;
  if (canonicalJson(untrusted.value) !== canonicalJson(user.untrusted_metadata)) {
    edit.untrustedMetadata = untrusted.value;
  }
  return { kind: 'edit', edit };
}

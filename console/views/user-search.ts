import type { EmulatorUser } from '@foyer/emulator/control';

/** The parts of a name that are set, in order; empty when none is. */
export function fullNameOf(name: EmulatorUser['name']): string {
  return [name.first_name, name.middle_name, name.last_name].filter((part) => part !== '').join(' ');
}

/** The users an email, phone number, name or user id contains the query (any case); all for none. */
export function usersMatching(users: readonly EmulatorUser[], query: string): EmulatorUser[] {
  const wanted = query.trim().toLowerCase();
  if (wanted === '') return [...users];
  return users.filter((user) =>
    [
      user.user_id,
      fullNameOf(user.name),
      ...user.emails.map((entry) => entry.email),
      ...user.phone_numbers.map((entry) => entry.phone_number),
    ].some((text) => text.toLowerCase().includes(wanted)),
  );
}

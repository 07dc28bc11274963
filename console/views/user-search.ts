import type { EmulatorUser } from '@foyer/emulator/control';

/** The parts of a name that are set, in order; empty when none is. */
export function fullNameOf(name: EmulatorUser['name']): string {
  return [name.first_name, name.middle_name, name.last_name].filter((part) => part !== '').join(' ');
}

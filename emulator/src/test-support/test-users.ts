import type { Project } from '../emulator-store';
import { newId } from '../store/ids';
import type { User } from '../users/user-collections';
import { newUser, normalizeEmail } from '../users/user-records';

// Shortcuts for tests that need a user without going through a send and its authenticate call.

/** A new user holding one email address (unverified until a factor proves it). */
export function createUserWithEmail(project: Project, email: string, verified = false): User {
  const user = newUser(project, {
    status: verified ? 'active' : 'pending',
    emails: [{ email_id: newId('email'), email: normalizeEmail(email), verified }],
  });
  return project.collections.users.put(user.user_id, user);
}

/** A new user holding one phone number (unverified until a passcode proves it). */
export function createUserWithPhone(project: Project, phoneNumber: string, verified = false): User {
  const user = newUser(project, {
    status: verified ? 'active' : 'pending',
    phone_numbers: [{ phone_id: newId('phone-number'), phone_number: phoneNumber, verified }],
  });
  return project.collections.users.put(user.user_id, user);
}

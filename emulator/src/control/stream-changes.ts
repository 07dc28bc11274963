import { descriptorOf } from '../collections';
import { grantOwner } from '../connected-apps/connected-apps';
import type { Project, SingleWrite } from '../emulator-store';
import { withSender } from '../messages/inbox';
import type { StoredMessage } from '../messages/message-collections';
import type { ProjectSettings } from '../settings/project-settings';
import type { LoggedRequest } from '../store/request-log';
import { secretDigest } from '../store/secret-digest';
import { listedMessage, listedSession } from './listed-records';
import { linkTokens } from './message-spent';
import { type ControlUser, controlUser } from './user-edits';

/**
 * What one change of a project was, as its live stream says it: enough for an open list to apply
 * it in place (a message added with what of it was used, a user as the control API shows it, a
 * session, a request logged) instead of reading the whole list again. `reset` means anything may
 * have changed; `records_changed` names another collection that changed (faults, clock, OAuth...),
 * and for a grant the user whose it is, so a view reads that user's grants alone.
 */
export type StreamChange =
  | { kind: 'reset' }
  | { kind: 'settings_changed'; settings: ProjectSettings }
  | { kind: 'message_added'; message: ReturnType<typeof listedMessage> }
  | { kind: 'message_changed'; message: ReturnType<typeof listedMessage> }
  | { kind: 'message_removed'; message_id: string }
  | { kind: 'user_changed'; user_id: string; user: ControlUser | null }
  | { kind: 'session_changed'; session: ReturnType<typeof listedSession> }
  | { kind: 'session_removed'; session_id: string }
  | { kind: 'request_logged'; request: LoggedRequest }
  | { kind: 'records_changed'; collection: string; user_id?: string };

/**
 * The messages a now-used link or passcode came in: a link by its token's digest (the email
 * token's key), a passcode by its code's digest and channel, sent no later than the code was made.
 */
function messagesUsing(project: Project, write: SingleWrite): StoredMessage[] {
  if (write.op !== 'put' || !('used_at' in write.value) || write.value.used_at === null) return [];
  if (write.collection === 'email_tokens') {
    return project.collections.messages.filter((message) =>
      linkTokens(message.text).some((token) => secretDigest(token) === write.key),
    );
  }
  if (write.collection === 'otps') {
    const otp = write.value;
    return project.collections.messages.filter(
      (message) =>
        message.code !== null &&
        message.channel === otp.channel &&
        Date.parse(message.created_at) >= Date.parse(otp.created_at) &&
        secretDigest(message.code) === otp.code_digest,
    );
  }
  return [];
}

/**
 * The changes one write makes visible, in the order they happened. Telemetry (`events`) is left
 * out: clients post it all the time and nothing shows it; so are collections without a
 * `streamEvent` (secrets, tokens), but for the lock a user's failed sign-ins set and the use of a
 * message's link or code, which the user and the message show.
 */
export function changesOf(project: Project, write: SingleWrite): StreamChange[] {
  if (write.op === 'settings') return [{ kind: 'settings_changed', settings: write.settings }];
  if (write.op === 'signing_key') return [];
  if (write.op === 'replace') return [{ kind: 'reset' }];
  switch (write.collection) {
    case 'messages':
      return [
        write.op === 'put'
          ? { kind: 'message_added', message: listedMessage(project, withSender(project, write.value)) }
          : { kind: 'message_removed', message_id: write.key },
      ];
    case 'users':
    case 'password_failures': {
      const user = project.collections.users.get(write.key);
      return [{ kind: 'user_changed', user_id: write.key, user: user ? controlUser(project, user) : null }];
    }
    case 'sessions':
      return [
        write.op === 'put'
          ? { kind: 'session_changed', session: listedSession(write.value) }
          : { kind: 'session_removed', session_id: write.key },
      ];
    case 'email_tokens':
    case 'otps':
      return messagesUsing(project, write).map((message) => ({
        kind: 'message_changed',
        message: listedMessage(project, withSender(project, message)),
      }));
    case 'events':
      return [];
    case 'connected_app_grants': {
      const userId = write.op === 'put' ? write.value.user_id : grantOwner(write.key);
      return [{ kind: 'records_changed', collection: 'connected_app_grant', user_id: userId }];
    }
  }
  const collection = descriptorOf(write.collection).streamEvent;
  return collection ? [{ kind: 'records_changed', collection }] : [];
}

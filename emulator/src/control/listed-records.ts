import type { Project } from '../emulator-store';
import type { InboxMessage } from '../messages/message-collections';
import { toPublicSession } from '../sessions/issue-session';
import type { SessionRecord } from '../sessions/session-collections';
import { messageUse } from './message-spent';

/** A message as the inbox lists it (and the live stream announces it): with what of it was used. */
export function listedMessage(project: Project, message: InboxMessage) {
  return { ...message, ...messageUse(project, message) };
}

/** A session as the control API lists it: its public shape and its opaque token. */
export function listedSession(session: SessionRecord) {
  return { ...toPublicSession(session), session_token: session.session_token };
}

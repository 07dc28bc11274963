import {
  type EmulatorSession,
  type EmulatorUser,
  type ListedMessage,
  type LoggedRequest,
  messageMatches,
  REQUESTS_KEPT,
  requestMatches,
  userMatches,
} from '@foyer/emulator/control';
import type { ListSource } from '../port/live-list';
import type { ProjectPort } from '../port/project-port';

// The project's lists the views show, each with what the project's changes do to it. A record put
// is matched against the search the way the control API's `query` matches it.

export function messageSource(port: ProjectPort): ListSource<ListedMessage> {
  return {
    name: 'messages',
    read: (page) => port.messagesPage(page),
    keyOf: (message) => message.message_id,
    changeOf: (change) =>
      change.kind === 'message_added' || change.kind === 'message_changed'
        ? { put: change.message }
        : change.kind === 'message_removed'
          ? { remove: change.message_id }
          : undefined,
    matches: messageMatches,
    newAt: 'head',
  };
}

export function userSource(port: ProjectPort): ListSource<EmulatorUser> {
  return {
    name: 'users',
    read: (page) => port.usersPage(page),
    keyOf: (user) => user.user_id,
    changeOf: (change) =>
      change.kind === 'user_changed'
        ? change.user
          ? { put: change.user }
          : { remove: change.user_id }
        : undefined,
    matches: userMatches,
    newAt: 'tail',
  };
}

/** Sessions; searched (by the views) only by their user's id. */
export function sessionSource(port: ProjectPort): ListSource<EmulatorSession> {
  return {
    name: 'sessions',
    read: (page) => port.sessionsPage(page),
    keyOf: (session) => session.session_id,
    changeOf: (change) =>
      change.kind === 'session_changed'
        ? { put: change.session }
        : change.kind === 'session_removed'
          ? { remove: change.session_id }
          : undefined,
    matches: (session, query) => query.trim() === '' || session.user_id === query.trim(),
    newAt: 'tail',
  };
}

export function requestSource(port: ProjectPort): ListSource<LoggedRequest> {
  return {
    name: 'requests',
    read: (page) => port.requestsPage(page),
    keyOf: (request) => String(request.seq),
    changeOf: (change) => (change.kind === 'request_logged' ? { put: change.request } : undefined),
    matches: requestMatches,
    newAt: 'head',
    keep: REQUESTS_KEPT,
  };
}

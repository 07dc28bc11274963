import type { InboxMessage } from '../messages/message-collections';
import type { Session } from '../sessions/session-collections';
import type { LoggedRequest } from '../store/request-log';
import type { User } from '../users/user-collections';

// What each list's `query` searches: the texts a person would look a record up by. Pure, so the
// console can filter what it already holds the same way.

/** Whether any of the texts contains the query's words, in any case; every record matches no query. */
function containsQuery(query: string | undefined, texts: ReadonlyArray<string | null | undefined>) {
  const wanted = query?.trim().toLowerCase() ?? '';
  return wanted === '' || texts.some((text) => text?.toLowerCase().includes(wanted) === true);
}

function fullName(name: User['name']): string {
  return [name.first_name, name.middle_name, name.last_name].filter((part) => part !== '').join(' ');
}

/** A user whose email, phone number, name or id contains the query. */
export function userMatches(user: User, query: string | undefined): boolean {
  return containsQuery(query, [
    user.user_id,
    fullName(user.name),
    ...user.emails.map((entry) => entry.email),
    ...user.phone_numbers.map((entry) => entry.phone_number),
  ]);
}

/** A message whose recipient, subject or text contains the query. */
export function messageMatches(message: InboxMessage, query: string | undefined): boolean {
  return containsQuery(query, [message.to, message.subject, message.text]);
}

/** A session whose id, user's id or user's email or phone number contains the query. */
export function sessionMatches(session: Session, owner: User | undefined, query: string | undefined) {
  return containsQuery(query, [
    session.session_id,
    session.user_id,
    ...(owner?.emails.map((entry) => entry.email) ?? []),
    ...(owner?.phone_numbers.map((entry) => entry.phone_number) ?? []),
  ]);
}

/** A request whose method, path, status, origin, refusal or sandbox value contains the query. */
export function requestMatches(request: LoggedRequest, query: string | undefined): boolean {
  return containsQuery(query, [
    request.method,
    request.path,
    String(request.status),
    request.origin,
    request.error_type,
    request.error_message,
    request.sandbox_value && `sandbox value: ${request.sandbox_value}`,
    request.detail,
  ]);
}

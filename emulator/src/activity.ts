import type { EmulatorStore } from './emulator-store';
import { withSender } from './messages/inbox';
import type { InboxMessage } from './messages/message-collections';
import type { LoggedRequest } from './store/request-log';

/**
 * What the emulator did that a developer watching it wants to see: a message it "sent" (an email, a
 * text, a WhatsApp message), and each request it answered for a project. The command line prints
 * them; `startEmulator` tells them only to an `onActivity` given to it. A refusal of a page whose
 * project does not exist yet is among the requests, though no project's log keeps it.
 */
export type EmulatorActivity =
  | { kind: 'message'; publicToken: string; message: InboxMessage }
  | { kind: 'request'; publicToken: string; request: LoggedRequest };

/** Calls `listener` with every activity of the store; returns the unsubscribe function. */
export function followActivity(store: EmulatorStore, listener: (activity: EmulatorActivity) => void) {
  const unsubscribeChanges = store.subscribe(({ token, write }) => {
    if (write.op === 'put' && write.collection === 'messages') {
      listener({
        kind: 'message',
        publicToken: token,
        message: withSender(store.project(token), write.value),
      });
    }
  });
  const tellRequest = (token: string, request: LoggedRequest) =>
    listener({ kind: 'request', publicToken: token, request });
  const unsubscribeRequests = store.requestLog.subscribe(tellRequest);
  const unsubscribeUnheld = store.requestLog.subscribeToUnheld(tellRequest);
  return () => {
    unsubscribeChanges();
    unsubscribeRequests();
    unsubscribeUnheld();
  };
}

import type {
  ClockState,
  ControlClient,
  EmulatorSession as ControlSession,
  EmulatorUser as ControlUser,
  Fault,
  ProviderErrorType,
} from '@foyer/emulator';
import type {
  ActiveFault,
  EmulatorChange,
  EmulatorSession,
  EmulatorUser,
  ExpiryAdvance,
  FaultRequest,
  InboxMessage,
  ProjectClock,
} from '../../../contracts/emulator';
import { spentInMessage } from './inbox-spent';
import { latestPendingExpiry } from './pending-expiry';
import { followEventStream } from './server-sent-events';

/** How far past the latest pending expiry "to expiry" moves the clock: clearly past, not on it. */
export const PAST_EXPIRY_MS = 1000;

export type EmulatorControlCapability = {
  messages(publicToken: string): Promise<InboxMessage[]>;
  clearMessages(publicToken: string): Promise<void>;
  users(publicToken: string): Promise<EmulatorUser[]>;
  sessions(publicToken: string): Promise<EmulatorSession[]>;
  deleteUser(publicToken: string, userId: string): Promise<void>;
  resetProject(publicToken: string): Promise<void>;
  faults(publicToken: string): Promise<ActiveFault[]>;
  injectFault(publicToken: string, fault: FaultRequest): Promise<void>;
  clearFaults(publicToken: string): Promise<void>;
  clock(publicToken: string): Promise<ProjectClock>;
  advanceClock(publicToken: string, ms: number): Promise<ProjectClock>;
  /** Moves the clock just past the latest expiry of the project's pending passcodes and email links. */
  advanceClockToExpiry(publicToken: string): Promise<ExpiryAdvance>;
  /** Follows one project's change stream; watching another project (or `stop`) ends the previous one. */
  watch(publicToken: string, onChange: (change: EmulatorChange) => void): void;
  stop(): void;
};

function toUser(user: ControlUser): EmulatorUser {
  return {
    userId: user.user_id,
    emails: user.emails.map((email) => email.email),
    phoneNumbers: user.phone_numbers.map((phone) => phone.phone_number),
    status: user.status,
    createdAt: user.created_at,
  };
}

function toSession(session: ControlSession): EmulatorSession {
  return {
    sessionId: session.session_id,
    userId: session.user_id,
    startedAt: session.started_at,
    expiresAt: session.expires_at,
    lastAccessedAt: session.last_accessed_at,
  };
}

function toFault(fault: Fault): ActiveFault {
  return {
    id: fault.fault_id,
    endpoint: fault.endpoint,
    remaining: fault.remaining,
    latencyMs: fault.latency_ms,
    error: fault.error ? { type: fault.error.error_type, status: fault.error.status } : null,
  };
}

function toClock(clock: ClockState): ProjectClock {
  return { now: clock.now, offsetMs: clock.offset_ms };
}

/**
 * The emulator's control API as the testbed uses it: per project, in the contract's shapes, plus
 * a live feed of the watched project's changes.
 */
export function createEmulatorControl(options: {
  controlFor: (publicToken: string) => ControlClient;
  fetch?: typeof fetch;
}): EmulatorControlCapability {
  const { controlFor } = options;
  let watching: AbortController | null = null;

  return {
    async messages(token) {
      const control = controlFor(token);
      const [messages, project] = await Promise.all([control.messages(), control.exportProject()]);
      return messages.map((message) => ({
        ...spentInMessage(message, project),
        id: message.message_id,
        channel: message.channel,
        to: message.to,
        subject: message.subject,
        text: message.text,
        link: message.link,
        code: message.code,
        sentAt: message.created_at,
      }));
    },
    clearMessages: (token) => controlFor(token).clearMessages(),
    users: async (token) => (await controlFor(token).users()).map(toUser),
    sessions: async (token) => (await controlFor(token).sessions()).map(toSession),
    deleteUser: (token, userId) => controlFor(token).deleteUser(userId),
    resetProject: (token) => controlFor(token).resetProject(),
    faults: async (token) => (await controlFor(token).faults()).map(toFault),
    async injectFault(token, fault) {
      const target = { endpoint: fault.endpoint, count: fault.count };
      // The panel's type is what the developer typed: the control API refuses one outside the provider's.
      const errorType = fault.error?.type as ProviderErrorType;
      await controlFor(token).injectFault(
        fault.error
          ? { ...target, errorType, status: fault.error.status, latencyMs: fault.latencyMs }
          : { ...target, latencyMs: fault.latencyMs },
      );
    },
    clearFaults: (token) => controlFor(token).clearFaults(),
    clock: async (token) => toClock(await controlFor(token).clock()),
    advanceClock: async (token, ms) => toClock(await controlFor(token).advanceClock(ms)),
    async advanceClockToExpiry(token) {
      const control = controlFor(token);
      const [project, clock] = await Promise.all([control.exportProject(), control.clock()]);
      const nowMs = Date.parse(clock.now);
      const expiry = latestPendingExpiry(project, nowMs);
      if (expiry === null) return { clock: toClock(clock), passedExpiry: null };
      // A relative move: the project's clock keeps running between the two calls, so an absolute
      // one could land before its now and be refused.
      const moved = await control.advanceClock(Date.parse(expiry) - nowMs + PAST_EXPIRY_MS);
      return { clock: toClock(moved), passedExpiry: expiry };
    },
    watch(token, onChange) {
      watching?.abort();
      const controller = new AbortController();
      watching = controller;
      const control = controlFor(token);
      void followEventStream({
        url: control.streamUrl,
        headers: control.requestHeaders,
        signal: controller.signal,
        fetch: options.fetch,
        onEvent: (event) => {
          if (event.event === 'ready') return;
          onChange({ publicToken: token, kind: event.event, at: Date.now() });
        },
      });
    },
    stop() {
      watching?.abort();
      watching = null;
    },
  };
}

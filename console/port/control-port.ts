import {
  ControlApiError,
  type ControlClient,
  type EmulatorUser,
  type OAuthPreAnswer,
  type OAuthProvider,
} from '@foyer/emulator/control';
import { latestPendingExpiry } from './pending-expiry';
import type { OAuthAnswer, ProjectPort } from './project-port';

/** How far past the latest pending expiry "to expiry" moves the clock: clearly past, not on it. */
export const PAST_EXPIRY_MS = 1000;

/** How a list names a user: its first email, else its first phone number, else its id. */
export function userLabel(user: Pick<EmulatorUser, 'user_id' | 'emails' | 'phone_numbers'>): string {
  return user.emails[0]?.email ?? user.phone_numbers[0]?.phone_number ?? user.user_id;
}

async function controlAnswer(
  control: ControlClient,
  provider: OAuthProvider,
  answer: OAuthAnswer,
): Promise<OAuthPreAnswer> {
  if (answer.kind === 'cancel') return { cancel: true };
  if (answer.kind === 'new') {
    const { name, email, emailVerified } = answer.identity;
    const identity = await control.addOAuthIdentity({
      provider,
      provider_subject: crypto.randomUUID(),
      name,
      email,
      email_verified: email !== '' && emailVerified,
      picture_url: '',
      locale: 'en',
    });
    return { identity };
  }
  const identity = (await control.oauthIdentities(provider)).find(
    (known) => known.provider_subject === answer.subject,
  );
  if (!identity) throw new Error(`${provider} knows no account ${answer.subject} in this project.`);
  return { identity };
}

/**
 * The views' port over the control client: every action one or two control calls that any script
 * could make. Uses only `fetch` and Web Crypto, so it runs in the console's page and in the
 * testbed's main process alike.
 */
export function controlPort(control: ControlClient): ProjectPort {
  return {
    messagesPage: (page = {}) => control.messagesPage(page),
    clearMessages: () => control.clearMessages(),
    usersPage: (page = {}) => control.usersPage(page),
    user: (userId) => control.user(userId),
    async userFactors(userId) {
      const [passkeys, wallets, apps] = await Promise.all([
        control.webauthnRegistrations(userId),
        control.cryptoWallets(userId),
        control.userConnectedApps(userId),
      ]);
      return { passkeys, wallets, apps };
    },
    seedUser: (input) => control.seedUser(input),
    updateUser: (userId, edit) => control.updateUser(userId, edit),
    deleteUser: (userId) => control.deleteUser(userId),
    unlockUser: (userId) => control.unlockUser(userId),
    sessionsPage: (page = {}) => control.sessionsPage(page),
    revokeSession: (sessionId) => control.revokeSession(sessionId),
    faults: () => control.faults(),
    injectFault: (fault) => control.injectFault(fault),
    clearFaults: () => control.clearFaults(),
    clock: () => control.clock(),
    advanceClock: (ms) => control.advanceClock(ms),
    async advanceClockToExpiry() {
      const [project, clock] = await Promise.all([control.exportProject(), control.clock()]);
      const nowMs = Date.parse(clock.now);
      const expiry = latestPendingExpiry(project, nowMs);
      if (expiry === null) return { clock, passedExpiry: null };
      // A relative move: the project's clock keeps running between the two calls, so an absolute
      // one could land before its now and be refused.
      const moved = await control.advanceClock(Date.parse(expiry) - nowMs + PAST_EXPIRY_MS);
      return { clock: moved, passedExpiry: expiry };
    },
    resetClock: () => control.resetClock(),
    settings: () => control.settings(),
    updateSettings: (patch) => control.updateSettings(patch),
    oauthIdentities: () => control.oauthIdentities(),
    oauthPreAnswers: () => control.oauthPreAnswers(),
    async preAnswerOAuth(provider, answer) {
      await control.preAnswerOAuth(provider, await controlAnswer(control, provider, answer));
    },
    clearOAuthPreAnswers: () => control.clearOAuthPreAnswers(),
    connectedApps: () => control.connectedApps(),
    upsertConnectedApp: (input) => control.upsertConnectedApp(input),
    deleteConnectedApp: (clientId) => control.deleteConnectedApp(clientId),
    async userGrants() {
      const users = await control.users();
      // One call per user: the control API lists grants by user, and a local project has few.
      const perUser = await Promise.all(
        users.map(async (user) => ({
          userId: user.user_id,
          label: userLabel(user),
          apps: await control.userConnectedApps(user.user_id),
        })),
      );
      return perUser.filter((user) => user.apps.length > 0);
    },
    async userGrantsOf(userId) {
      try {
        const [user, apps] = await Promise.all([control.user(userId), control.userConnectedApps(userId)]);
        return { userId, label: userLabel(user), apps };
      } catch (failure) {
        // Deleted with its grants: the change that says so comes as the user goes.
        if (failure instanceof ControlApiError && failure.envelope.error_type === 'user_not_found') {
          return { userId, label: userId, apps: [] };
        }
        throw failure;
      }
    },
    revokeUserConnectedApp: (userId, clientId) => control.revokeUserConnectedApp(userId, clientId),
    credentials: () => control.credentials(),
    requestsPage: (page = {}) => control.requestsPage(page),
    resetProject: () => control.resetProject(),
  };
}

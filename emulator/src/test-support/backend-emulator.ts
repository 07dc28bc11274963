import { createControlClient } from '../control/client';
import { EmulatorStore, type Project } from '../emulator-store';
import { type RunningEmulator, serveStore } from '../server';
import { PASSWORD_FACTOR } from '../sessions/factors';
import { type AuthResponse, issueSession } from '../sessions/issue-session';
import type { ProjectCredentials } from '../store/project-credentials';
import { type BackendSdk, startBackendSdk } from './backend-sdk';
import { createUserWithEmail } from './test-users';

/** The project every backend test runs as: fixed ahead, as a host's `.env` would name it. */
export const BACKEND_PROJECT: ProjectCredentials = {
  publicToken: 'public-token-test-backend-app',
  projectId: 'project-test-backend-app',
  secret: 'secret-test-backend-app',
};

export type BackendEmulator = {
  emulator: RunningEmulator;
  store: EmulatorStore;
  project: Project;
  /** The real `stytch.Client`, configured with the project's id and secret and the emulator's HTTPS URL. */
  sdk: BackendSdk;
  control: ReturnType<typeof createControlClient>;
  /** Another client of the same emulator, with other credentials (wrong secret, unknown project). */
  sdkAs(credentials: { project_id: string; secret: string }): Promise<BackendSdk>;
  /** A user with this email and a live session, as a page's sign-in would leave them. */
  signedInUser(email: string, minutes?: number): Promise<AuthResponse>;
  /** The detail of the project's latest logged request: why it was refused, which its answer leaves out. */
  lastDetail(): string | null;
  close(): Promise<void>;
};

/** A running emulator over HTTPS with the fixed project, and the backend SDK pointed at it. */
export async function startBackendEmulator(): Promise<BackendEmulator> {
  const store = EmulatorStore.inMemory();
  const emulator = await serveStore(store, { projects: [BACKEND_PROJECT] });
  const clients: BackendSdk[] = [];
  const sdkAs = async (credentials: { project_id: string; secret: string }) => {
    const client = await startBackendSdk(
      { ...credentials, custom_base_url: emulator.httpsUrl },
      emulator.certificatePath,
    );
    clients.push(client);
    return client;
  };
  const sdk = await sdkAs({ project_id: BACKEND_PROJECT.projectId, secret: BACKEND_PROJECT.secret });
  const project = store.project(BACKEND_PROJECT.publicToken);
  return {
    emulator,
    store,
    project,
    sdk,
    control: createControlClient(emulator.httpUrl, BACKEND_PROJECT.publicToken),
    sdkAs,
    async signedInUser(email, minutes = 60) {
      const user = createUserWithEmail(project, email, true);
      return issueSession(project, user, PASSWORD_FACTOR, minutes);
    },
    lastDetail() {
      return store.requestLog.requests(BACKEND_PROJECT.publicToken)[0]?.detail ?? null;
    },
    async close() {
      await Promise.all(clients.map((client) => client.close()));
      await emulator.close();
    },
  };
}

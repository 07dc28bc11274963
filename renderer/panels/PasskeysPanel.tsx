import { useCallback, useEffect, useMemo, useState } from 'react';
import { useProject, useProjectData } from '../../console/views/project-context';
import type { PasskeyOwner, VirtualAuthenticator } from '../../preload/api';
import { reportFailure } from '../app/report-failure';
import { useTestbed } from '../app/testbed-context';
import { PasskeysAddForm } from './PasskeysAddForm';
import { type AuthenticatorActions, PasskeysAuthenticator } from './PasskeysAuthenticator';
import { TestbedProject } from './TestbedProject';

/** DevTools names an authenticator by the start of its id; ours is stable, so the name is too. */
export function authenticatorName(authenticator: VirtualAuthenticator): string {
  return `Authenticator ${authenticator.id.slice(0, 8)}`;
}

/**
 * Virtual WebAuthn authenticators on the testbed page, as DevTools' WebAuthn panel shows them:
 * add and remove them, watch their credentials change as the widget registers and signs in, and
 * make their user refuse verification, ignore the prompt, or send corrupted responses. They are
 * saved in the testbed's data folder, so a passkey outlives a restart.
 */
export function PasskeysPanel() {
  return (
    <TestbedProject>
      <Passkeys />
    </TestbedProject>
  );
}

function Passkeys() {
  const { api, store } = useTestbed();
  const [authenticators, setAuthenticators] = useState<VirtualAuthenticator[] | null>(null);
  /** When the testbed last created them again after the browser dropped them. */
  const [recreatedAt, setRecreatedAt] = useState<number | null>(null);
  const refresh = useCallback(
    () =>
      api.listAuthenticators().then(setAuthenticators, reportFailure(store, 'Reading the authenticators')),
    [api, store],
  );
  useEffect(() => {
    void refresh();
    return api.onPasskeyActivity((activity) => {
      if (activity.kind === 'recreated') setRecreatedAt(activity.at);
      void refresh();
    });
  }, [api, refresh]);

  const credentials = useMemo(
    () =>
      (authenticators ?? []).flatMap((authenticator) =>
        authenticator.credentials.map(({ id, userHandle }) => ({ id, userHandle })),
      ),
    [authenticators],
  );
  const credentialsKey = credentials.map(({ id }) => id).join(' ');
  // Asked again when the emulator changes (its registrations) and when the credentials held change.
  const { publicToken } = useProject();
  const owners = useProjectData(
    () => (credentials.length ? api.findPasskeyOwners(publicToken, credentials) : Promise.resolve([])),
    [] as PasskeyOwner[],
    credentialsKey,
  );
  const ownersById = useMemo(
    () => new Map(owners.data.map((owner) => [owner.credentialId, owner])),
    [owners.data],
  );

  const act = (action: string, call: () => Promise<unknown>) =>
    void call().then(refresh, reportFailure(store, action));
  const actionsFor = (authenticator: VirtualAuthenticator): AuthenticatorActions => {
    const { id } = authenticator;
    const name = authenticatorName(authenticator);
    return {
      remove: () => act(`Removing ${name}`, () => api.removeAuthenticator(id)),
      removeCredential: (credential) =>
        act(`Removing credential ${credential.id}`, () => api.removeCredential(id, credential.id)),
      clearCredentials: () => act(`Removing the credentials of ${name}`, () => api.clearCredentials(id)),
      setUserVerified: (value) =>
        act(`Setting user verification of ${name}`, () => api.setUserVerified(id, value)),
      setUserPresent: (value) => act(`Setting user presence of ${name}`, () => api.setUserPresent(id, value)),
      setResponseOverrides: (overrides) =>
        act(`Setting the response overrides of ${name}`, () => api.setResponseOverrides(id, overrides)),
    };
  };

  return (
    <div className="panel passkeys-panel">
      <h3>New authenticator</h3>
      <PasskeysAddForm
        onAdd={(options) =>
          api.addAuthenticator(options).then(refresh, reportFailure(store, 'Adding the authenticator'))
        }
      />
      <p role="status" className="muted">
        {recreatedAt !== null &&
          `Re-created at ${new Date(recreatedAt).toLocaleTimeString()}: another DevTools client left the page, which turned its authenticators off.`}
      </p>
      {owners.error && (
        <p className="error-text" role="alert">
          {owners.error}
        </p>
      )}
      {authenticators?.map((authenticator) => (
        <PasskeysAuthenticator
          key={authenticator.id}
          authenticator={authenticator}
          name={authenticatorName(authenticator)}
          owners={ownersById}
          actions={actionsFor(authenticator)}
        />
      ))}
      {authenticators?.length === 0 && (
        <p className="empty">No virtual authenticators: the page's WebAuthn calls find no authenticator.</p>
      )}
    </div>
  );
}

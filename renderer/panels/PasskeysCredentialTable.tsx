import type { PasskeyCredential, PasskeyOwner } from '../../preload/api';

const yes = (value: boolean) => (value ? 'Yes' : 'No');

/** One authenticator's credentials with DevTools' columns, plus the emulator user each belongs to. */
export function PasskeysCredentialTable(props: {
  label: string;
  credentials: readonly PasskeyCredential[];
  owners: ReadonlyMap<string, PasskeyOwner>;
  onRemove: (credential: PasskeyCredential) => void;
}) {
  const { credentials, owners } = props;
  return (
    <div className="table-wrap">
      <table className="data-table" aria-label={props.label}>
        <thead>
          <tr>
            <th scope="col">ID</th>
            <th scope="col">Resident</th>
            <th scope="col">RP ID</th>
            <th scope="col">User handle</th>
            <th scope="col">Emulator user</th>
            <th scope="col">Sign count</th>
            <th scope="col">Backup eligible</th>
            <th scope="col">Backed up</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {credentials.map((credential) => {
            const owner = owners.get(credential.id);
            return (
              <tr key={credential.id}>
                <td className="mono clip" title={credential.id}>
                  {credential.id}
                </td>
                <td>{yes(credential.isResident)}</td>
                <td>{credential.rpId ?? ''}</td>
                <td className="mono clip" title={credential.userHandle ?? ''}>
                  {credential.userHandleText ?? credential.userHandle ?? ''}
                </td>
                <td className="clip" title={owner?.userId}>
                  {owner ? (owner.email ?? owner.userId) : <span className="muted">unknown</span>}
                  {owner && owner.registrationName === null && (
                    <span className="muted"> (not registered)</span>
                  )}
                </td>
                <td>{credential.signCount}</td>
                <td>{yes(credential.backupEligible)}</td>
                <td>{yes(credential.backedUp)}</td>
                <td>
                  <button
                    type="button"
                    className="button small"
                    aria-label={`Remove credential ${credential.id}`}
                    title="Remove"
                    onClick={() => props.onRemove(credential)}
                  >
                    ✕
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {credentials.length === 0 && <p className="empty">No credentials.</p>}
    </div>
  );
}

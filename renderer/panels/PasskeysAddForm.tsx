import { type FormEvent, useId, useState } from 'react';
import { AUTHENTICATOR_PRESETS, type AuthenticatorPresetName } from '../../contracts/authenticator-presets';
import type { AuthenticatorTransport, NewAuthenticator } from '../../preload/api';

const TRANSPORTS: readonly { value: AuthenticatorTransport; label: string }[] = [
  { value: 'internal', label: 'Internal (platform)' },
  { value: 'usb', label: 'USB' },
  { value: 'nfc', label: 'NFC' },
  { value: 'ble', label: 'BLE' },
  { value: 'hybrid', label: 'Hybrid (phone)' },
];

/** What a U2F key can be: the browser refuses anything else for that protocol. */
const U2F_TRANSPORTS: readonly AuthenticatorTransport[] = ['usb', 'nfc', 'ble'];

/** Switching to U2F clears what U2F cannot do, so the form never shows a combination the browser refuses. */
function withProtocol(options: NewAuthenticator, protocol: NewAuthenticator['protocol']): NewAuthenticator {
  if (protocol === 'ctap2') return { ...options, protocol };
  return {
    ...options,
    protocol,
    transport: U2F_TRANSPORTS.includes(options.transport) ? options.transport : 'usb',
    hasResidentKey: false,
    hasUserVerification: false,
    hasLargeBlob: false,
    isUserVerified: false,
  };
}

/** DevTools' "New authenticator" form, with the two presets most tests want. */
export function PasskeysAddForm(props: { onAdd: (options: NewAuthenticator) => Promise<void> }) {
  const ids = { preset: useId(), protocol: useId(), transport: useId() };
  const [preset, setPreset] = useState<AuthenticatorPresetName | ''>('platform passkey');
  const [options, setOptions] = useState<NewAuthenticator>({ ...AUTHENTICATOR_PRESETS['platform passkey'] });
  const isU2f = options.protocol === 'u2f';

  const edit = (change: Partial<NewAuthenticator>) => {
    setOptions((current) => ({ ...current, ...change }));
    setPreset('');
  };
  const choosePreset = (name: AuthenticatorPresetName | '') => {
    setPreset(name);
    if (name) setOptions({ ...AUTHENTICATOR_PRESETS[name] });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void props.onAdd(options);
  };
  const checkbox = (key: 'hasResidentKey' | 'hasUserVerification' | 'hasLargeBlob', label: string) => (
    <label className="checkbox">
      <input
        type="checkbox"
        checked={options[key]}
        disabled={isU2f || (key === 'hasLargeBlob' && !options.hasResidentKey)}
        onChange={(event) =>
          edit(
            key === 'hasResidentKey' && !event.target.checked
              ? { hasResidentKey: false, hasLargeBlob: false }
              : key === 'hasUserVerification' && !event.target.checked
                ? { hasUserVerification: false, isUserVerified: false }
                : { [key]: event.target.checked },
          )
        }
      />
      {label}
    </label>
  );

  return (
    <form className="passkeys-add-form" aria-label="New authenticator" onSubmit={submit}>
      <div className="row">
        <label htmlFor={ids.preset}>Preset</label>
        <select
          id={ids.preset}
          value={preset}
          onChange={(event) => choosePreset(event.target.value as AuthenticatorPresetName | '')}
        >
          <option value="">Custom</option>
          {Object.keys(AUTHENTICATOR_PRESETS).map((name) => (
            <option key={name} value={name}>
              {name.charAt(0).toUpperCase() + name.slice(1)}
            </option>
          ))}
        </select>
      </div>
      <div className="row">
        <label htmlFor={ids.protocol}>Protocol</label>
        <select
          id={ids.protocol}
          value={options.protocol}
          onChange={(event) => {
            setOptions((current) =>
              withProtocol(current, event.target.value as NewAuthenticator['protocol']),
            );
            setPreset('');
          }}
        >
          <option value="ctap2">CTAP2</option>
          <option value="u2f">U2F</option>
        </select>
        <label htmlFor={ids.transport}>Transport</label>
        <select
          id={ids.transport}
          value={options.transport}
          onChange={(event) => edit({ transport: event.target.value as AuthenticatorTransport })}
        >
          {TRANSPORTS.filter(({ value }) => !isU2f || U2F_TRANSPORTS.includes(value)).map(
            ({ value, label }) => (
              <option key={value} value={value}>
                {label}
              </option>
            ),
          )}
        </select>
      </div>
      <div className="checkbox-grid">
        {checkbox('hasResidentKey', 'Supports resident keys')}
        {checkbox('hasUserVerification', 'Supports user verification')}
        {checkbox('hasLargeBlob', 'Supports large blob')}
        <label className="checkbox">
          <input
            type="checkbox"
            checked={options.isUserVerified}
            disabled={!options.hasUserVerification}
            onChange={(event) => edit({ isUserVerified: event.target.checked })}
          />
          User verifies
        </label>
      </div>
      <div className="actions">
        <button type="submit" className="button primary">
          Add authenticator
        </button>
      </div>
    </form>
  );
}

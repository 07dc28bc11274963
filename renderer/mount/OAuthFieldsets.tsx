import { OAUTH_PROVIDER_TYPES } from '@foyer/widget';
import { useId } from 'react';
import { useSnapshot } from 'valtio';
import { useTestbed } from '../app/testbed-context';
import { editSettings } from '../app/testbed-store';
import {
  configuredProviders,
  OAUTH_PROVIDER_LABELS,
  ONE_TAP_POSITIONS,
  type OneTapPatch,
  type OneTapPosition,
  withOneTap,
  withProvider,
} from './oauth-config';

/**
 * The OAuth providers to show, and Google's One Tap options. Scopes and provider params per
 * provider are left to the JSON view, which keeps whatever the form does not edit.
 */
export function OAuthFieldsets() {
  const { store } = useTestbed();
  const config = useSnapshot(store).settings.config as Record<string, unknown>;
  const providers = configuredProviders(config);
  const google = providers.find((provider) => provider.type === 'google');
  const positionId = useId();
  const outsideId = useId();
  const edit = (next: Record<string, unknown>) => editSettings(store, { config: next });
  const editOneTap = (patch: OneTapPatch) => edit(withOneTap(store.settings.config, patch));

  return (
    <>
      <fieldset>
        <legend>OAuth providers</legend>
        <div className="checkbox-grid">
          {OAUTH_PROVIDER_TYPES.map((type) => (
            <label key={type} className="checkbox">
              <input
                type="checkbox"
                checked={providers.some((provider) => provider.type === type)}
                onChange={(event) => edit(withProvider(store.settings.config, type, event.target.checked))}
              />
              {OAUTH_PROVIDER_LABELS[type]}
            </label>
          ))}
        </div>
        <p className="hint">Buttons follow the order ticked. Scopes and provider params: in the JSON view.</p>
      </fieldset>
      {google && (
        <fieldset>
          <legend>Google One Tap</legend>
          <label className="checkbox">
            <input
              type="checkbox"
              checked={google.one_tap === true}
              onChange={(event) => editOneTap({ one_tap: event.target.checked || undefined })}
            />
            One Tap
          </label>
          <label className="inline-field" htmlFor={positionId}>
            <span>Position</span>
            <select
              id={positionId}
              value={typeof google.position === 'string' ? google.position : ''}
              onChange={(event) =>
                editOneTap({ position: (event.target.value || undefined) as OneTapPosition | undefined })
              }
            >
              <option value="">default</option>
              {ONE_TAP_POSITIONS.map((position) => (
                <option key={position} value={position}>
                  {position}
                </option>
              ))}
            </select>
          </label>
          <label className="inline-field" htmlFor={outsideId}>
            <span>Cancel on tap outside</span>
            {/* Three states: left unset, the client's default applies. */}
            <select
              id={outsideId}
              value={
                typeof google.cancel_on_tap_outside === 'boolean' ? String(google.cancel_on_tap_outside) : ''
              }
              onChange={(event) =>
                editOneTap({
                  cancel_on_tap_outside:
                    event.target.value === '' ? undefined : event.target.value === 'true',
                })
              }
            >
              <option value="">default</option>
              <option value="true">yes</option>
              <option value="false">no</option>
            </select>
          </label>
        </fieldset>
      )}
    </>
  );
}

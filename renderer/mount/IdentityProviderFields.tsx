import { useEffect, useId, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { DemoAppInfo } from '../../preload/api';
import { useTestbed } from '../app/testbed-context';
import { editSettings } from '../app/testbed-store';
import { IDP_PRESET_LABELS, type IdentityProviderPreset, identityProviderPresetParams } from './idp-presets';
import { RemountHint } from './RemountHint';

type DemoAppState =
  | { kind: 'loading' }
  | { kind: 'absent' }
  | { kind: 'ready'; app: DemoAppInfo }
  | { kind: 'failed'; message: string };

const PRESETS = Object.keys(IDP_PRESET_LABELS) as IdentityProviderPreset[];

/** The identity-provider mode's query, typed freely or filled from a demo app preset. */
export function IdentityProviderFields() {
  const { store, api } = useTestbed();
  const { settings } = useSnapshot(store);
  const inputId = useId();
  const [demoApp, setDemoApp] = useState<DemoAppState>({ kind: 'loading' });

  useEffect(() => {
    let isCurrent = true;
    setDemoApp({ kind: 'loading' });
    api.demoApp(settings.publicToken).then(
      (app) => isCurrent && setDemoApp(app ? { kind: 'ready', app } : { kind: 'absent' }),
      (error: unknown) =>
        isCurrent &&
        setDemoApp({ kind: 'failed', message: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      isCurrent = false;
    };
  }, [api, settings.publicToken]);

  return (
    <div className="field">
      <label htmlFor={inputId}>Query parameters</label>
      <input
        id={inputId}
        type="text"
        value={settings.identityProviderParams}
        placeholder="client_id=…&redirect_uri=…"
        onChange={(e) => {
          editSettings(store, { identityProviderParams: e.target.value });
        }}
      />
      <RemountHint setting="identityProviderParams" />
      <p className="hint">With post_logout_redirect_uri the widget runs the logout flow.</p>
      {demoApp.kind === 'ready' && (
        <div className="row">
          {PRESETS.map((preset) => (
            <button
              key={preset}
              type="button"
              className="button"
              onClick={() => {
                editSettings(store, {
                  identityProviderParams: identityProviderPresetParams(preset, demoApp.app),
                });
              }}
            >
              {IDP_PRESET_LABELS[preset]}
            </button>
          ))}
          <a href={demoApp.app.homeUrl}>Open the demo app</a>
        </div>
      )}
      {demoApp.kind === 'absent' && <p className="hint">No demo app runs beside this testbed.</p>}
      {demoApp.kind === 'failed' && (
        <p className="hint" role="alert">
          The demo app could not be registered in this project: {demoApp.message}
        </p>
      )}
    </div>
  );
}

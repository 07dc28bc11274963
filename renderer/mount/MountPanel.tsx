import { MOUNT_MODES, type MountMode } from '@foyer/widget';
import { useId } from 'react';
import { useSnapshot } from 'valtio';
import { useTestbed } from '../app/testbed-context';
import { editSettings } from '../app/testbed-store';
import { LANGUAGE_OPTIONS, shippedTag } from '../widget-host/language-options';
import { ConfigForm } from './ConfigForm';
import { IdentityProviderFields } from './IdentityProviderFields';
import { JsonField } from './JsonField';
import { PresetControls } from './PresetControls';
import { RemountHint } from './RemountHint';
import { StringsEditor } from './StringsEditor';
import { freshPublicToken } from './settings';
import { checkConfig, checkStrings, checkStyles } from './settings-validation';
import { ThemeColors } from './ThemeColors';

const MODE_LABELS: Record<MountMode, string> = {
  login: 'Login',
  passwordReset: 'Password reset',
  passkeyRegistration: 'Passkey registration',
  identityProvider: 'Identity provider',
};

/** Everything about how the widget is mounted, and the buttons that (re)mount it. */
export function MountPanel() {
  const { store, widget, applySettings } = useTestbed();
  const { settings, mount, pageToken } = useSnapshot(store);
  const ids = { token: useId(), reset: useId(), locale: useId(), csp: useId() };
  const needsReload = settings.publicToken !== pageToken;

  return (
    <section className="mount-panel" aria-labelledby="mount-heading">
      <h2 id="mount-heading">Mount</h2>
      <fieldset>
        <legend>Mode</legend>
        <div className="mode-grid">
          {MOUNT_MODES.map((mode) => (
            <label key={mode} className="radio">
              <input
                type="radio"
                name="mount-mode"
                value={mode}
                checked={settings.mode === mode}
                onChange={() => {
                  editSettings(store, { mode });
                }}
              />
              {MODE_LABELS[mode]}
            </label>
          ))}
        </div>
        <RemountHint setting="mode" />
        {settings.mode === 'passwordReset' && (
          <div className="field">
            <label htmlFor={ids.reset}>Password reset token</label>
            <input
              id={ids.reset}
              type="text"
              value={settings.passwordResetToken}
              onChange={(e) => {
                editSettings(store, { passwordResetToken: e.target.value });
              }}
            />
            <RemountHint setting="passwordResetToken" />
          </div>
        )}
        {settings.mode === 'identityProvider' && <IdentityProviderFields />}
      </fieldset>

      <p className="hint">Config, styles, strings and locale apply to the mounted widget as you edit them.</p>
      <details open>
        <summary>Config</summary>
        <ConfigForm />
        <JsonField
          label="Config (JSON)"
          value={settings.config as Record<string, unknown>}
          check={checkConfig}
          onValid={(value) => {
            editSettings(store, { config: value });
          }}
        />
      </details>

      <details>
        <summary>Styles and strings</summary>
        <ThemeColors />
        <JsonField
          label="Styles (JSON)"
          rows={5}
          value={settings.styles as Record<string, unknown>}
          check={checkStyles}
          onValid={(value) => {
            editSettings(store, { styles: value });
          }}
        />
        <StringsEditor />
        <JsonField
          label="String overrides (JSON)"
          rows={5}
          value={settings.strings as Record<string, unknown>}
          check={checkStrings}
          onValid={(value) => {
            editSettings(store, { strings: value });
          }}
        />
      </details>

      <fieldset>
        <legend>Page</legend>
        <div className="row">
          <label htmlFor={ids.locale}>Locale</label>
          <select
            id={ids.locale}
            value={settings.locale === 'auto' ? 'auto' : (shippedTag(settings.locale) ?? settings.locale)}
            onChange={(e) => {
              editSettings(store, { locale: e.target.value });
            }}
          >
            <option value="auto">The browser’s languages (auto)</option>
            {LANGUAGE_OPTIONS.map(({ tag, label }) => (
              <option key={tag} value={tag} lang={tag}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className="row">
          <label htmlFor={ids.csp}>Host CSP</label>
          <select
            id={ids.csp}
            value={settings.hostCsp}
            onChange={(e) => {
              editSettings(store, { hostCsp: e.target.value === 'off' ? 'off' : 'strict' });
            }}
          >
            <option value="strict">strict</option>
            <option value="off">off</option>
          </select>
        </div>
        <RemountHint setting="hostCsp" />
        <p className="hint">
          Strict allows no inline styles; off allows them. Scripts stay the page's own either way.
        </p>
        <label className="checkbox">
          <input
            type="checkbox"
            checked={settings.shadowDom}
            onChange={(e) => {
              editSettings(store, { shadowDom: e.target.checked });
            }}
          />
          Shadow DOM
        </label>
        <RemountHint setting="shadowDom" />
        <div className="field">
          <label htmlFor={ids.token}>Public token</label>
          <div className="row">
            <input
              id={ids.token}
              type="text"
              className="mono"
              value={settings.publicToken}
              onChange={(e) => {
                editSettings(store, { publicToken: e.target.value.trim() });
              }}
            />
            <button
              type="button"
              className="button"
              onClick={() => {
                editSettings(store, { publicToken: freshPublicToken() });
              }}
            >
              New project
            </button>
          </div>
          {needsReload && <p className="hint">A new token loads a new page (one client per page).</p>}
        </div>
      </fieldset>

      <div className="actions">
        <button type="button" className="button primary" onClick={() => void applySettings()}>
          {mount.kind === 'mounted' ? 'Remount' : 'Mount'}
        </button>
        <button
          type="button"
          className="button"
          disabled={mount.kind !== 'mounted'}
          onClick={() => widget.unmount()}
        >
          Unmount
        </button>
      </div>

      <PresetControls />
    </section>
  );
}

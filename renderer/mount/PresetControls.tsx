import { useId, useState } from 'react';
import { snapshot, useSnapshot } from 'valtio';
import { reportFailure } from '../app/report-failure';
import { useTestbed } from '../app/testbed-context';
import { restorePreset } from '../app/testbed-store';

/** Save the current settings under a name; restore or delete a saved preset. */
export function PresetControls() {
  const { store, api, applySettings } = useTestbed();
  const { presets, activePreset } = useSnapshot(store);
  const [name, setName] = useState(activePreset ?? '');
  const [chosen, setChosen] = useState(activePreset ?? '');
  const [status, setStatus] = useState('');
  const nameId = useId();
  const chooseId = useId();

  const save = async () => {
    const trimmed = name.trim();
    if (!trimmed) return setStatus('Give the preset a name first.');
    store.presets = await api.savePreset(trimmed, snapshot(store.settings));
    store.activePreset = trimmed;
    setChosen(trimmed);
    setStatus(`Saved "${trimmed}".`);
  };
  const restore = async () => {
    // A snapshot, since a live Valtio proxy cannot be structured-cloned.
    const preset = snapshot(store.presets).presets.find((p) => p.name === chosen);
    if (!preset) return setStatus('Choose a preset to restore.');
    restorePreset(store, preset);
    setName(preset.name);
    setStatus(`Restored "${preset.name}".`);
    await applySettings();
  };
  const remove = async () => {
    if (!chosen) return;
    store.presets = await api.deletePreset(chosen);
    if (store.activePreset === chosen) store.activePreset = null;
    setStatus(`Deleted "${chosen}".`);
    setChosen('');
  };

  return (
    <fieldset className="presets">
      <legend>Presets</legend>
      <div className="row">
        <label htmlFor={nameId} className="visually-hidden">
          Preset name
        </label>
        <input
          id={nameId}
          type="text"
          placeholder="Preset name"
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        <button
          type="button"
          className="button"
          onClick={() => void save().catch(reportFailure(store, 'Saving the preset'))}
        >
          Save preset
        </button>
      </div>
      <div className="row">
        <label htmlFor={chooseId} className="visually-hidden">
          Saved presets
        </label>
        <select id={chooseId} value={chosen} onChange={(e) => setChosen(e.target.value)}>
          <option value="">Saved presets…</option>
          {presets.presets.map((preset) => (
            <option key={preset.name} value={preset.name}>
              {preset.name}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="button"
          onClick={() => void restore().catch(reportFailure(store, 'Restoring the preset'))}
          disabled={!chosen}
        >
          Restore
        </button>
        <button
          type="button"
          className="button subtle"
          onClick={() => void remove().catch(reportFailure(store, 'Deleting the preset'))}
          disabled={!chosen}
        >
          Delete
        </button>
      </div>
      <div className="field-status" role="status">
        {status}
      </div>
    </fieldset>
  );
}

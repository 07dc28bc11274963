import type { ProjectSettings } from '@foyer/emulator/control';
import { useId, useState } from 'react';
import { useAction, useProject, useProjectData } from './project-context';
import {
  describeSetting,
  draftOf,
  type SettingDescription,
  type SettingDraft,
  settingMatches,
  valueFromDraft,
} from './setting-fields';
import './settings-view.css';

/**
 * One setting's editor. While the user edits it (a draft is held) a re-read leaves the typed value
 * alone; once saved, or never touched, it shows the emulator's value.
 */
function SettingEditor(props: {
  setting: SettingDescription;
  value: unknown;
  isHidden: boolean;
  onSaved: () => Promise<void>;
}) {
  const { setting, value } = props;
  const { port } = useProject();
  const action = useAction();
  const ids = { input: useId(), hint: useId(), problem: useId() };
  const [draft, setDraft] = useState<SettingDraft | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [isSaved, setIsSaved] = useState(false);
  const shown = draft ?? draftOf(setting.editor, value);
  const edit = (next: SettingDraft) => {
    setDraft(next);
    setProblem(null);
    setIsSaved(false);
    action.clearError();
  };

  const save = () => {
    const parsed = valueFromDraft(setting.editor, shown);
    if ('problem' in parsed) {
      setProblem(parsed.problem);
      return;
    }
    setIsSaved(false);
    void action.run(`Saving ${setting.name}`, async () => {
      await port.updateSettings({ [setting.name]: parsed.value } as Partial<ProjectSettings>);
      // The draft goes once the saved value is read back, so the field never shows the old one.
      await props.onSaved();
      setDraft(null);
      setIsSaved(true);
    });
  };

  const refusal = problem ?? action.error;
  const describedBy = [setting.hint ? ids.hint : null, refusal ? ids.problem : null]
    .filter(Boolean)
    .join(' ');
  const common = {
    id: ids.input,
    'aria-describedby': describedBy || undefined,
    'aria-invalid': refusal !== null,
  };

  return (
    <li className="setting" data-setting={setting.name} data-dirty={draft !== null} hidden={props.isHidden}>
      {setting.editor === 'checkbox' ? (
        <label className="checkbox mono">
          <input
            {...common}
            type="checkbox"
            checked={shown === true}
            onChange={(e) => edit(e.target.checked)}
          />
          {setting.name}
        </label>
      ) : (
        <label className="mono setting-name" htmlFor={ids.input}>
          {setting.name}
        </label>
      )}
      {(setting.editor === 'lines' || setting.editor === 'json') && (
        <textarea
          {...common}
          rows={setting.editor === 'json' ? 6 : 3}
          spellCheck={false}
          value={String(shown)}
          onChange={(e) => edit(e.target.value)}
        />
      )}
      {setting.editor === 'number' && (
        <input {...common} type="number" value={String(shown)} onChange={(e) => edit(e.target.value)} />
      )}
      {(setting.editor === 'text' || setting.editor === 'nullable-text') && (
        <input
          {...common}
          type="text"
          spellCheck={false}
          value={String(shown)}
          placeholder={setting.editor === 'nullable-text' ? 'none' : undefined}
          onChange={(e) => edit(e.target.value)}
        />
      )}
      {setting.hint && (
        <p className="hint" id={ids.hint}>
          {setting.hint}
        </p>
      )}
      <div className="row">
        <button
          type="button"
          className="button small primary"
          disabled={draft === null || action.busy !== null}
          onClick={save}
        >
          Save<span className="visually-hidden"> {setting.name}</span>
        </button>
        <span className="field-status ok" role="status">
          {isSaved ? 'Saved' : ''}
        </span>
      </div>
      {refusal && (
        <p className="error-text" id={ids.problem} role="alert">
          {refusal}
        </p>
      )}
    </li>
  );
}

/**
 * Every setting of the project, each edited as its type calls for and saved on its own, so the
 * emulator's refusal of one value names that setting and leaves the others alone.
 */
export function SettingsView() {
  const settings = useProjectData((p) => p.settings(), null as ProjectSettings | null);
  const [query, setQuery] = useState('');
  const entries = Object.entries(settings.data ?? {});
  const shownCount = entries.filter(([name]) => settingMatches(name, query)).length;

  return (
    <div className="panel settings-view">
      <div className="toolbar">
        <input
          type="search"
          aria-label="Filter settings by name"
          placeholder="Filter settings by name"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      {settings.error && (
        <p className="error-text" role="alert">
          Could not read the settings: {settings.error}
        </p>
      )}
      {/* Filtered-out settings stay mounted, hidden, so what is typed in them survives a search. */}
      <ul className="setting-list" aria-label="Settings">
        {entries.map(([name, value]) => (
          <SettingEditor
            key={name}
            setting={describeSetting(name, value)}
            value={value}
            isHidden={!settingMatches(name, query)}
            onSaved={settings.refresh}
          />
        ))}
      </ul>
      {settings.loaded && entries.length > 0 && shownCount === 0 && (
        <p className="empty">No setting is named like “{query.trim()}”.</p>
      )}
    </div>
  );
}

import type { ProjectSettings } from '@foyer/emulator/control';
import { useId, useState } from 'react';
import { useAction, useProject } from './project-context';
import {
  describeChanges,
  draftOf,
  groupSettings,
  type SettingDescription,
  type SettingDraft,
  type SettingGroup,
  settingMatches,
  valueFromDraft,
} from './setting-fields';
import { useProjectSettings } from './use-project-settings';
import './settings-view.css';

/** One setting's label, editor and line of help; the group holds its draft and saves it. */
function SettingField(props: {
  setting: SettingDescription;
  shown: SettingDraft;
  isDirty: boolean;
  isHidden: boolean;
  problem: string | null;
  /** The emulator refused the group's save: every edited setting is marked, the answer said once. */
  isRefused: boolean;
  onEdit: (draft: SettingDraft) => void;
}) {
  const { setting, shown } = props;
  const ids = { input: useId(), hint: useId(), problem: useId() };
  const describedBy = [setting.hint ? ids.hint : null, props.problem ? ids.problem : null]
    .filter(Boolean)
    .join(' ');
  const common = {
    id: ids.input,
    'aria-describedby': describedBy || undefined,
    'aria-invalid': props.problem !== null || props.isRefused,
  };

  return (
    <li className="setting" data-setting={setting.name} data-dirty={props.isDirty} hidden={props.isHidden}>
      {setting.editor === 'checkbox' ? (
        <label className="checkbox setting-name">
          <input
            {...common}
            type="checkbox"
            checked={shown === true}
            onChange={(e) => props.onEdit(e.target.checked)}
          />
          {setting.label}
        </label>
      ) : (
        <label className="setting-name" htmlFor={ids.input}>
          {setting.label}
        </label>
      )}
      {(setting.editor === 'lines' || setting.editor === 'json') && (
        <textarea
          {...common}
          rows={setting.editor === 'json' ? 5 : 3}
          spellCheck={false}
          value={String(shown)}
          onChange={(e) => props.onEdit(e.target.value)}
        />
      )}
      {setting.editor === 'number' && (
        <input
          {...common}
          type="number"
          value={String(shown)}
          onChange={(e) => props.onEdit(e.target.value)}
        />
      )}
      {(setting.editor === 'text' || setting.editor === 'nullable-text') && (
        <input
          {...common}
          type="text"
          spellCheck={false}
          value={String(shown)}
          placeholder={setting.editor === 'nullable-text' ? 'none' : undefined}
          onChange={(e) => props.onEdit(e.target.value)}
        />
      )}
      <p className="hint" id={ids.hint}>
        {setting.hint}
        {/* The name the control API and an export use, for whoever scripts it. */}
        <code className="setting-key">{setting.name}</code>
      </p>
      {props.problem && (
        <p className="error-text" id={ids.problem} role="alert">
          {props.problem}
        </p>
      )}
    </li>
  );
}

/**
 * One product's settings, edited together and saved with one Save that says what it changed. While
 * a setting is edited (a draft is held) a re-read leaves the typed value alone; once saved, or never
 * touched, it shows the emulator's value. The emulator's refusal is shown in the group it concerns.
 */
function SettingGroupForm(props: {
  group: SettingGroup;
  values: Readonly<Record<string, unknown>>;
  query: string;
  onSaved: () => Promise<void>;
}) {
  const { group, values } = props;
  const { port } = useProject();
  const action = useAction();
  const [drafts, setDrafts] = useState<Readonly<Record<string, SettingDraft>>>({});
  const [problems, setProblems] = useState<Readonly<Record<string, string>>>({});
  const [saved, setSaved] = useState<string | null>(null);
  const isDirty = Object.keys(drafts).length > 0;
  const isHidden = group.settings.every((setting) => !settingMatches(setting, props.query));

  const edit = (name: string, draft: SettingDraft) => {
    setDrafts((current) => ({ ...current, [name]: draft }));
    setProblems(({ [name]: _, ...others }) => others);
    setSaved(null);
    action.clearError();
  };

  const save = () => {
    const edited = group.settings.filter((setting) => Object.hasOwn(drafts, setting.name));
    const found: Record<string, string> = {};
    const changed: Array<{ setting: SettingDescription; before: unknown; after: unknown }> = [];
    for (const setting of edited) {
      const parsed = valueFromDraft(setting.editor, drafts[setting.name] as SettingDraft);
      if ('problem' in parsed) found[setting.name] = parsed.problem;
      else changed.push({ setting, before: values[setting.name], after: parsed.value });
    }
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    setSaved(null);
    const patch = Object.fromEntries(changed.map(({ setting, after }) => [setting.name, after]));
    void action.run(`Saving ${group.title}`, async () => {
      await port.updateSettings(patch as Partial<ProjectSettings>);
      // The drafts go once the saved values are read back, so no field ever shows the old one.
      await props.onSaved();
      setDrafts({});
      setSaved(describeChanges(changed));
    });
  };

  return (
    // Named "<product> settings": beside the views (the testbed shows them on one panel), a group named
    // only "OAuth" or "Connected apps" would be a second landmark of a view's name.
    <section
      className="setting-group"
      aria-label={`${group.title} settings`}
      data-group={group.id}
      hidden={isHidden}
    >
      <h3>{group.title}</h3>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        {/* Filtered-out settings stay mounted, hidden, so what is typed in them survives a search. */}
        <ul className="setting-list">
          {group.settings.map((setting) => {
            const isEdited = Object.hasOwn(drafts, setting.name);
            return (
              <SettingField
                key={setting.name}
                setting={setting}
                shown={
                  isEdited
                    ? (drafts[setting.name] as SettingDraft)
                    : draftOf(setting.editor, values[setting.name])
                }
                isDirty={isEdited}
                isHidden={!settingMatches(setting, props.query)}
                problem={problems[setting.name] ?? null}
                isRefused={isEdited && action.error !== null}
                onEdit={(draft) => edit(setting.name, draft)}
              />
            );
          })}
        </ul>
        <div className="row">
          <button type="submit" className="button small primary" disabled={!isDirty || action.busy !== null}>
            Save<span className="visually-hidden"> {group.title}</span>
          </button>
          <span className="field-status ok" role="status">
            {saved}
          </span>
        </div>
        {action.error && (
          <p className="error-text" role="alert">
            {action.error}
          </p>
        )}
      </form>
    </section>
  );
}

/**
 * The project's settings by product, as the provider's dashboard names them, each with a line of
 * help; each product saved on its own, so the emulator's refusal of one value stays with its group.
 */
export function SettingsView() {
  const settings = useProjectSettings();
  const [query, setQuery] = useState('');
  const values: Readonly<Record<string, unknown>> = settings.data ?? {};
  const groups = groupSettings(values);
  const shownCount = groups.flatMap((group) => group.settings).filter((s) => settingMatches(s, query)).length;

  return (
    <div className="panel settings-view">
      <div className="toolbar">
        <input
          type="search"
          aria-label="Filter settings"
          placeholder="Filter settings"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      {settings.error && (
        <p className="error-text" role="alert">
          Could not read the settings: {settings.error}
        </p>
      )}
      {groups.map((group) => (
        <SettingGroupForm
          key={group.id}
          group={group}
          values={values}
          query={query}
          onSaved={settings.refresh}
        />
      ))}
      {settings.loaded && groups.length > 0 && shownCount === 0 && (
        <p className="empty">No setting is named like “{query.trim()}”.</p>
      )}
    </div>
  );
}

import { useSnapshot } from 'valtio';
import { useTestbed } from '../app/testbed-context';
import { editSettings } from '../app/testbed-store';
import { colorAt, colorGroups, withColor } from './theme-colors';

const GROUPS = colorGroups();

/** A picker per theme colour, reading and writing the same styles as the JSON field beside it. */
export function ThemeColors() {
  const { store } = useTestbed();
  const styles = useSnapshot(store).settings.styles as Record<string, unknown>;
  return (
    <fieldset className="theme-colors">
      <legend>Theme colours</legend>
      {GROUPS.map(({ group, paths }) => (
        <div key={group} className="color-group">
          <span className="color-group-name mono" aria-hidden="true">
            {group}
          </span>
          <div className="color-grid">
            {paths.map((path) => {
              const key = path.at(-1);
              return (
                <label key={key} className="color-field">
                  <input
                    type="color"
                    value={colorAt(styles, path)}
                    onChange={(event) => {
                      editSettings(store, {
                        styles: withColor(store.settings.styles, path, event.target.value),
                      });
                    }}
                  />
                  {/* Named by the whole path, as the JSON beside it names it; the group is shown above. */}
                  <span className="visually-hidden">{group}.</span>
                  <span>{key}</span>
                </label>
              );
            })}
          </div>
        </div>
      ))}
    </fieldset>
  );
}

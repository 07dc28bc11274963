import { useSnapshot } from 'valtio';
import { useTestbed } from '../app/testbed-context';
import { editSettings } from '../app/testbed-store';
import { COLOR_TOKENS, colorAt, withColor } from './theme-colors';

/** A picker per theme colour, reading and writing the same styles as the JSON field beside it. */
export function ThemeColors() {
  const { store } = useTestbed();
  const styles = useSnapshot(store).settings.styles as Record<string, unknown>;
  return (
    <fieldset className="theme-colors">
      <legend>Theme colours</legend>
      <div className="color-grid">
        {COLOR_TOKENS.map((path) => {
          const name = path.join('.');
          return (
            <label key={name} className="color-field">
              <input
                type="color"
                value={colorAt(styles, path)}
                onChange={(event) => {
                  editSettings(store, { styles: withColor(store.settings.styles, path, event.target.value) });
                }}
              />
              <span className="mono">{name}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

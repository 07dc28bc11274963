import { useId, useState } from 'react';
import { GALLERY_ENTRIES } from '../../widget/src/gallery/fixtures';
import { galleryEntryId } from '../../widget/src/gallery/gallery-entry';
import {
  DEFAULT_GALLERY_VIEW,
  GALLERY_THEMES,
  type GalleryView,
} from '../../widget/src/gallery/gallery-view';
import { LANGUAGE_OPTIONS } from '../widget-host/language-options';
import { GalleryPreview } from './GalleryPreview';

const SCREENS = [...new Set(GALLERY_ENTRIES.map((entry) => entry.screen))];
/** The option of `allowed` a select reported, which is always one of them. */
const pick = <T extends string>(allowed: readonly T[], value: string, fallback: T): T =>
  allowed.find((each) => each === value) ?? fallback;

const LOCALE_TAGS = LANGUAGE_OPTIONS.map((option) => option.tag);

/**
 * Every screen of the widget in each of its states, like Storybook's stories: the fixtures of
 * widget/src/gallery rendered with a fake client, in either theme, each language, light or shadow DOM.
 */
export function GalleryPanel() {
  const [entryId, setEntryId] = useState(() =>
    galleryEntryId(GALLERY_ENTRIES[0] ?? { screen: 'Main', state: '' }),
  );
  const [view, setView] = useState<GalleryView>(DEFAULT_GALLERY_VIEW);
  const screenId = useId();
  const stateId = useId();
  const themeId = useId();
  const localeId = useId();

  const entry = GALLERY_ENTRIES.find((each) => galleryEntryId(each) === entryId) ?? GALLERY_ENTRIES[0];
  if (!entry) return <p className="panel">No gallery entries.</p>;
  const statesOfScreen = GALLERY_ENTRIES.filter((each) => each.screen === entry.screen);

  const pickScreen = (screen: string) => {
    const first = GALLERY_ENTRIES.find((each) => each.screen === screen);
    if (first) setEntryId(galleryEntryId(first));
  };

  return (
    <div className="panel gallery-panel">
      <div className="toolbar">
        <label htmlFor={screenId}>Screen</label>
        <select id={screenId} value={entry.screen} onChange={(e) => pickScreen(e.target.value)}>
          {SCREENS.map((screen) => (
            <option key={screen} value={screen}>
              {screen}
            </option>
          ))}
        </select>
        <label htmlFor={stateId}>State</label>
        <select id={stateId} value={entryId} onChange={(e) => setEntryId(e.target.value)}>
          {statesOfScreen.map((each) => (
            <option key={each.state} value={galleryEntryId(each)}>
              {each.state} ({each.kind})
            </option>
          ))}
        </select>
      </div>
      <div className="toolbar">
        <label htmlFor={themeId}>Theme</label>
        <select
          id={themeId}
          value={view.theme}
          onChange={(e) => setView({ ...view, theme: pick(GALLERY_THEMES, e.target.value, view.theme) })}
        >
          {GALLERY_THEMES.map((theme) => (
            <option key={theme} value={theme}>
              {theme}
            </option>
          ))}
        </select>
        <label htmlFor={localeId}>Locale</label>
        <select
          id={localeId}
          value={view.locale}
          onChange={(e) => setView({ ...view, locale: pick(LOCALE_TAGS, e.target.value, view.locale) })}
        >
          {LANGUAGE_OPTIONS.map(({ tag, label }) => (
            <option key={tag} value={tag} lang={tag}>
              {label}
            </option>
          ))}
        </select>
        <label className="checkbox">
          <input
            type="checkbox"
            checked={view.shadow}
            onChange={(e) => setView({ ...view, shadow: e.target.checked })}
          />
          Shadow DOM
        </label>
      </div>
      <GalleryPreview entry={entry} view={view} />
    </div>
  );
}

/** The console's theme: the system's, or one chosen and remembered for this browser. */
export const THEMES = ['auto', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

const KEY = 'foyer-emulator-console-theme';

export function storedTheme(storage: Storage = localStorage): Theme {
  const value = storage.getItem(KEY);
  return THEMES.find((theme) => theme === value) ?? 'auto';
}

/** Applies a theme to the page (views.css reads `data-theme` on the root) and remembers it. */
export function applyTheme(theme: Theme, storage: Storage = localStorage): void {
  document.documentElement.dataset.theme = theme;
  storage.setItem(KEY, theme);
}

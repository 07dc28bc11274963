import type { StyleOptions } from '../theme/tokens';

export const GALLERY_THEMES = ['light', 'dark'] as const;
export type GalleryTheme = (typeof GALLERY_THEMES)[number];

/** How an entry is shown: the host's theme and language, and whether the widget renders in shadow DOM. */
export type GalleryView = {
  theme: GalleryTheme /** A tag of one of `allLocales`. */;
  locale: string;
  shadow: boolean;
};

export const DEFAULT_GALLERY_VIEW: GalleryView = { theme: 'light', locale: 'en', shadow: false };

/**
 * The styles a host passes for each theme. Light is the widget's default; dark is a host's dark
 * palette, chosen so every text keeps WCAG AA contrast on its background (axe checks it).
 */
export const GALLERY_STYLES: Readonly<Record<GalleryTheme, StyleOptions>> = {
  light: {},
  dark: {
    container: { backgroundColor: '#14202A', borderColor: '#4A6272' },
    colors: {
      primary: '#E8EEF1',
      secondary: '#B4C3CB',
      success: '#7FDCC4',
      error: '#FFA8A8',
      disabled: '#24343F',
    },
    buttons: {
      primary: { backgroundColor: '#E8EEF1', textColor: '#14202A', borderColor: '#E8EEF1' },
      secondary: { backgroundColor: '#14202A', textColor: '#E8EEF1', borderColor: '#E8EEF1' },
      disabled: { backgroundColor: '#24343F', textColor: '#A3B4BE', borderColor: '#24343F' },
    },
    inputs: {
      backgroundColor: '#1B2A35',
      borderColor: '#B4C3CB',
      placeholderColor: '#B4C3CB',
      textColor: '#E8EEF1',
    },
  },
};

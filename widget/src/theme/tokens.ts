type ButtonTheme = { backgroundColor: string; textColor: string; borderColor: string; borderRadius: string };

/** The look of the widget. Hosts override any part of it through the `styles` option. */
export type Theme = {
  container: {
    backgroundColor: string;
    borderColor: string;
    borderRadius: string;
    width: string;
    padding: string;
  };
  colors: { primary: string; secondary: string; success: string; error: string; disabled: string };
  buttons: { primary: ButtonTheme; secondary: ButtonTheme; disabled: ButtonTheme; height: string };
  inputs: {
    backgroundColor: string;
    borderColor: string;
    borderRadius: string;
    placeholderColor: string;
    textColor: string;
    height: string;
  };
  typography: {
    header: { fontSize: string; fontWeight: string };
    body: { fontSize: string };
    helper: { fontSize: string };
  };
  fontFamily: string;
  hideHeaderText: boolean;
  logo: { logoImageUrl: string };
};

type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };

/** What a host may pass as `styles`: any subset of the theme. */
export type StyleOptions = DeepPartial<Theme>;

export const DEFAULT_THEME: Theme = {
  container: {
    backgroundColor: '#FFFFFF',
    borderColor: '#ADBCC5',
    borderRadius: '8px',
    width: '400px',
    padding: '24px 32px',
  },
  colors: {
    primary: '#19303D',
    secondary: '#5C727D',
    success: '#0C5A56',
    error: '#8B1214',
    disabled: '#F3F5F6',
  },
  buttons: {
    primary: {
      backgroundColor: '#19303D',
      textColor: '#FFFFFF',
      borderColor: '#19303D',
      borderRadius: '4px',
    },
    secondary: {
      backgroundColor: '#FFFFFF',
      textColor: '#19303D',
      borderColor: '#19303D',
      borderRadius: '4px',
    },
    disabled: {
      backgroundColor: '#F3F5F6',
      textColor: '#8296A1',
      borderColor: '#F3F5F6',
      borderRadius: '4px',
    },
    height: '45px',
  },
  inputs: {
    backgroundColor: '#FFFFFF',
    borderColor: '#19303D',
    borderRadius: '4px',
    placeholderColor: '#5C727D',
    textColor: '#19303D',
    height: '47px',
  },
  typography: {
    header: { fontSize: '24px', fontWeight: '600' },
    body: { fontSize: '16px' },
    helper: { fontSize: '14px' },
  },
  fontFamily: 'Arial, Helvetica, sans-serif',
  hideHeaderText: false,
  logo: { logoImageUrl: '' },
};

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function mergeDeep(
  base: Record<string, unknown>,
  override: Record<string, unknown>,
): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(override)) {
    if (value === undefined) continue;
    const current = merged[key];
    merged[key] = isPlainObject(current) && isPlainObject(value) ? mergeDeep(current, value) : value;
  }
  return merged;
}

export function resolveTheme(styles: StyleOptions = {}): Theme {
  return mergeDeep(DEFAULT_THEME, styles) as Theme;
}

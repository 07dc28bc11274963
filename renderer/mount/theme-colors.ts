import { DEFAULT_THEME } from '../../widget/src/theme/tokens';

type Styles = Record<string, unknown>;

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

const isObject = (value: unknown): value is Styles =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function colorPaths(theme: Styles, prefix: string[] = []): string[][] {
  return Object.entries(theme).flatMap(([key, value]) => {
    if (isObject(value)) return colorPaths(value, [...prefix, key]);
    return typeof value === 'string' && HEX_COLOR.test(value) ? [[...prefix, key]] : [];
  });
}

/** Every colour of the theme, as paths into `styles`: found in the defaults, so none is missed. */
export const COLOR_TOKENS: readonly (readonly string[])[] = colorPaths(DEFAULT_THEME);

/** The colours grouped by the object that holds them (`buttons.primary`), in the theme's order. */
export function colorGroups(): { group: string; paths: (readonly string[])[] }[] {
  const groups = new Map<string, (readonly string[])[]>();
  for (const path of COLOR_TOKENS) {
    const group = path.slice(0, -1).join('.');
    groups.set(group, [...(groups.get(group) ?? []), path]);
  }
  return [...groups].map(([group, paths]) => ({ group, paths }));
}

function valueAt(styles: unknown, path: readonly string[]): unknown {
  return path.reduce<unknown>((inner, key) => (isObject(inner) ? inner[key] : undefined), styles);
}

/**
 * The colour a picker shows for `path`: the one in the styles, or the theme's default where the
 * styles leave it out or give a colour a picker cannot show (`red`, `rgb(…)`), in the picker's form.
 */
export function colorAt(styles: Styles, path: readonly string[]): string {
  const value = valueAt(styles, path);
  const color = typeof value === 'string' && HEX_COLOR.test(value) ? value : valueAt(DEFAULT_THEME, path);
  return String(color).toLowerCase();
}

/** The styles with one colour set, creating the objects on its path and keeping everything else. */
export function withColor(styles: Styles, path: readonly string[], color: string): Styles {
  const [key, ...rest] = path;
  if (key === undefined) return styles;
  if (rest.length === 0) return { ...styles, [key]: color };
  const inner = styles[key];
  return { ...styles, [key]: withColor(isObject(inner) ? inner : {}, rest, color) };
}
